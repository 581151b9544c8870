/** Filled by the email-preferences change. */
export {};
