/** The auth calls (calls.md 7.3), one module each. */
export * from './consent.ts';
export * from './cookiepolicy.ts';
export * from './exists.ts';
export * from './forgot-password.ts';
export * from './getauth.ts';
export * from './login.ts';
export * from './logout.ts';
export * from './refresh.ts';
export * from './register.ts';
export * from './resend-policy-email.ts';
export * from './reset-password.ts';
export * from './validate.ts';
