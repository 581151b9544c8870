/**
 * The recommendations calls (calls.md 7.7): those that are their contract in `contract-calls.ts`, and a
 * module for a call that adds something to its contract.
 */
export * from './add-social-user.ts';
export * from './contract-calls.ts';
