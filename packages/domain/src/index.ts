export { toSlug } from './slug.ts';
