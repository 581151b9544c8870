import { brandName } from '../../demo/app/brand.ts';

export const otherBrand = `${brandName} copy`;
