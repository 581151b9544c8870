/** The static calls (calls.md 7.13), one module each. */

import { brandedData } from './branded-data.ts';
import { publicCategories } from './categories.ts';
import { featureFlags } from './feature-flags.ts';
import { functionalAreas } from './functional-areas.ts';
import { readCsv } from './read-csv.ts';
import { s3Resource } from './s3-resource.ts';
import { seoMetadata } from './seo-metadata.ts';

export type { BrandedDataInput } from './branded-data.ts';
export type { FeatureFlagsInput } from './feature-flags.ts';
export type { ReadCsvInput } from './read-csv.ts';
export type { S3ResourceInput } from './s3-resource.ts';
export type { SeoMetadataInput } from './seo-metadata.ts';
export { brandedData, featureFlags, functionalAreas, publicCategories, readCsv, s3Resource, seoMetadata };

export const staticCalls = {
  featureFlags,
  seoMetadata,
  brandedData,
  s3Resource,
  readCsv,
  functionalAreas,
  publicCategories,
};
