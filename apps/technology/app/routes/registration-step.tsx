export { action, default, loader, meta } from '@jobsite/feature-registration/routes/step';
