export { loader } from '@jobsite/feature-site/routes/suggest';
