/** One-click unsubscribe from the emails a person can leave (decision 0037), one module per call. */
export * from './contract-calls.ts';
export * from './unsubscribe.ts';
