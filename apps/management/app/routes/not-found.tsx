export { default, loader } from '@jobsite/feature-site/routes/not-found';
