/** The chat calls, one module each. */
export {};
