export { action, default, loader, meta } from '@jobsite/feature-account/routes/consent';
