/** Saved searches and job alerts (decision 0031), one module per call. */
export * from './delete-saved-search.ts';
export * from './save-search.ts';
export * from './saved-searches.ts';
export * from './unsubscribe.ts';
export * from './update-saved-search.ts';
