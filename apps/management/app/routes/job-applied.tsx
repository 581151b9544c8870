export { default, loader, meta } from '@jobsite/feature-applications/routes/job-applied';
