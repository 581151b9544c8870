/** The static calls (calls.md 7.13), one module each. */
export * from './branded-data.ts';
export * from './contract-calls.ts';
export * from './feature-flags.ts';
export * from './read-csv.ts';
export * from './s3-resource.ts';
export * from './seo-metadata.ts';
