/** Filled by the surveys change. */
export {};
