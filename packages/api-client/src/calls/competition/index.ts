/** The competition calls (calls.md 7.8), one module each. */
export * from './download.ts';
export * from './info.ts';
export * from './progress.ts';
export * from './result.ts';
