/**
 * The social connection calls (decision 0034): those that are their contract in `contract-calls.ts`, and
 * a module for a call that adds something to its contract.
 */
export * from './contract-calls.ts';
export * from './social-connections.ts';
