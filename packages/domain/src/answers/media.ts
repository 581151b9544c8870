/** Filled by the media change. */
export {};
