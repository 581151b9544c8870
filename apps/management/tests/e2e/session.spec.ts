import { defineSessionSuite } from '@jobsite/feature-session/e2e';

defineSessionSuite({ name: 'JobSite Management', vertical: 'management', ports: { api: 4320, app: 3320 } });
