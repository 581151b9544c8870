export { action, default, loader, meta } from '@jobsite/feature-notifications/routes/allnotification';
