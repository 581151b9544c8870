/** The competition calls (calls.md 7.8, and the quiz and submissions of decision 0039), one module each. */
export * from './download.ts';
export * from './info.ts';
export * from './progress.ts';
export * from './quiz.ts';
export * from './result.ts';
export * from './submission.ts';
