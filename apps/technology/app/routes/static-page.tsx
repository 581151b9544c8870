export { default, headers, loader, meta } from '@jobsite/feature-site/routes/static-page';
