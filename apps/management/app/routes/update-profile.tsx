export { default, loader, meta } from '@jobsite/feature-registration/routes/update-profile';
