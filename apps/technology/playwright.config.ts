import { e2eConfig } from '@jobsite/shell/e2e/config';

export default e2eConfig({ vertical: 'technology', apiPort: 4311, appPort: 3311 });
