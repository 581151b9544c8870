/** The in-product assessment calls (the timed-questions engine), one module each. */
export {};
