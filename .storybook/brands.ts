import type { BrandTheme } from '../packages/ui/src/theme/makeBrandTheme.ts';

/**
 * The brand themes the toolbar switches between: each is owned by its app (`apps/<brand>/app/theme.css.ts`),
 * so a new brand's folder shows up here without a change.
 */
const modules = import.meta.glob<{ theme: BrandTheme }>('../apps/*/app/theme.css.ts', { eager: true });

export const brands: Record<string, BrandTheme> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.split('/')[2], module.theme]),
);

export type BrandName = string;
export const brandNames = Object.keys(brands);
export const colorModes = ['light', 'dark'] as const;
export type ColorModeName = (typeof colorModes)[number];

/**
 * Each brand's site name, from its app's `brand.ts`, for page stories that name the site
 * (`storyBrand` of `@jobsite/shell/stories`).
 */
const brandModules = import.meta.glob<{ brand: { name: string } }>('../apps/*/app/brand.ts', { eager: true });
export const siteNames: Record<string, string> = Object.fromEntries(
  Object.entries(brandModules).map(([path, module]) => [path.split('/')[2], module.brand.name]),
);
