export { action, loader } from '@jobsite/feature-registration/routes/resume';
