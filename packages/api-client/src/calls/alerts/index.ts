/** Saved searches and job alerts (decision 0031). */
export * from './contract-calls.ts';
export * from './save-search.ts';
