/** The subscription calls (calls.md 7.10), one module each. */
export * from './details.ts';
export * from './early-applicant-preference.ts';
export * from './hash.ts';
export * from './save-early-applicant-preference.ts';
export * from './subscribe.ts';
