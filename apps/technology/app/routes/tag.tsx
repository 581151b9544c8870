export { default, headers, loader, meta } from '@jobsite/feature-listings/routes/tag';
