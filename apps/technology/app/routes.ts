import { brandRoutes } from '@jobsite/shell/routes';
import { brand } from './brand.ts';

export default brandRoutes(brand);
