/** The interviews calls (calls.md 7.6), one module each. */

export * from './contract-calls.ts';
export * from './slot-ics.ts';
