/** The otp calls (calls.md 7.12), one module each. */
export * from './send.ts';
export * from './verify.ts';
