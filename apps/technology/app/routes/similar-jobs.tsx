export { default, loader, meta, shouldRevalidate } from '@jobsite/feature-applications/routes/similar-jobs';
