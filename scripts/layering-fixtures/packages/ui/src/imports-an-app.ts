import { brandName } from '../../../apps/demo/app/brand.ts';

export const label = brandName;
