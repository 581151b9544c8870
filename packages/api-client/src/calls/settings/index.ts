/** The settings calls (calls.md 7.5). */
export * from './activate-account.ts';
export * from './change-password.ts';
export * from './contract-calls.ts';
export * from './deactivate.ts';
export * from './save-blocked-companies.ts';
export * from './save-settings.ts';
export * from './two-fa-verify.ts';
export * from './update-email-settings.ts';
