import { e2eConfig } from '@jobsite/feature-site/e2e/config';

export default e2eConfig({ vertical: 'technology', apiPort: 4311, appPort: 3311 });
