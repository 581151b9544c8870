import { defineSessionSuite } from '@jobsite/feature-session/e2e';

defineSessionSuite({ name: 'JobSite Tech', vertical: 'technology', ports: { api: 4321, app: 3321 } });
