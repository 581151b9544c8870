export { default, loader, meta } from '@jobsite/feature-listings/routes/search';
