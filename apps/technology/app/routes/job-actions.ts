export { action, loader } from '@jobsite/feature-feed/routes/job-actions';
