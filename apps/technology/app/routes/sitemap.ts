export { loader } from '@jobsite/feature-site/routes/sitemap';
