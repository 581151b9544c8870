/** Filled by the social change. */
export {};
