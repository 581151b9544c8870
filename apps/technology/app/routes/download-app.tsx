export { default, loader, meta } from '@jobsite/feature-site/routes/download-app';
