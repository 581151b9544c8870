export { action, default, loader, meta } from '@jobsite/feature-profile/routes/personalize';
