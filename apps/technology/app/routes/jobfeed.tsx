export { default, loader, meta, shouldRevalidate } from '@jobsite/feature-feed/routes/jobfeed';
