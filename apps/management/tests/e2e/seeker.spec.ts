import { defineSeekerSuite } from '@jobsite/feature-session/e2e';

defineSeekerSuite({ name: 'JobSite Management', vertical: 'management' });
