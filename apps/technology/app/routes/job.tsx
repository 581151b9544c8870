export { default, headers, loader, meta } from '@jobsite/feature-job/routes/job';
