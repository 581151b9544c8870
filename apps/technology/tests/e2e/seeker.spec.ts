import { defineSeekerSuite } from '@jobsite/feature-session/e2e';

defineSeekerSuite({ name: 'JobSite Tech', vertical: 'technology' });
