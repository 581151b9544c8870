export { default, loader, meta } from '@jobsite/feature-settings/routes/deactivated';
