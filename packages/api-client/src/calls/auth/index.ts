/** The auth calls (calls.md 7.3): those that are their contract, and one module for each that adds to it. */
export * from './consent.ts';
export * from './contract-calls.ts';
export * from './exists.ts';
export * from './forgot-password.ts';
export * from './getauth.ts';
export * from './login.ts';
export * from './logout.ts';
export * from './refresh.ts';
export * from './register.ts';
export * from './reset-password.ts';
export * from './validate.ts';
