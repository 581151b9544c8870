/**
 * The in-product assessment calls (the timed-questions engine): those that are their contract in
 * `contract-calls.ts`, and a module for a call that adds something to its contract.
 */
export * from './assessment-attempt.ts';
export * from './contract-calls.ts';
