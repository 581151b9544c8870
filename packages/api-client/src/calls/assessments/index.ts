/** The in-product assessment calls (the timed-questions engine), one module each. */
export * from './answer-assessment.ts';
export * from './assessment-attempt.ts';
export * from './start-assessment.ts';
export * from './submit-assessment.ts';
