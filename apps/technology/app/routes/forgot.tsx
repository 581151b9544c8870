export { action, default, meta } from '@jobsite/feature-account/routes/forgot';
