import { e2eConfig } from '@jobsite/shell/e2e/config';

export default e2eConfig({ vertical: 'management', apiPort: 4310, appPort: 3310 });
