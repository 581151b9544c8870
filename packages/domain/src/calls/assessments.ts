/** Requests of the in-product assessment calls (the timed-questions engine). */
export {};
