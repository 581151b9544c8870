export { loader } from '@jobsite/feature-site/routes/search-redirect';
