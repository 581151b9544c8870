export { loader } from '@jobsite/feature-site/routes/robots';
