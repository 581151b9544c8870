export { loader } from '@jobsite/feature-registration/routes/resume-wizard';
