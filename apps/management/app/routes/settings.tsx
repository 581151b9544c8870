export { action, default, loader, meta } from '@jobsite/feature-settings/routes/settings';
