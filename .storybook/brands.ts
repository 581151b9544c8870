import type { BrandTheme } from '../packages/ui/src/theme/makeBrandTheme.ts';

/** What each app's module gives, by the app's folder name (`../apps/<brand>/app/...`). */
const byApp = <M, T>(modules: Record<string, M>, pick: (module: M) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([path, module]) => [path.split('/')[2], pick(module)]));

/**
 * The brand themes the toolbar switches between: each is owned by its app (`apps/<brand>/app/theme.css.ts`),
 * so a new brand's folder shows up here without a change.
 */
export const brands = byApp(
  import.meta.glob<{ theme: BrandTheme }>('../apps/*/app/theme.css.ts', { eager: true }),
  (module) => module.theme,
);

export type BrandName = string;
export const brandNames = Object.keys(brands);
export const colorModes = ['light', 'dark'] as const;
export type ColorModeName = (typeof colorModes)[number];

/**
 * Each brand's site name, from its app's `brand.ts`, for page stories that name the site
 * (`storyBrand` of `@jobsite/shell/stories`).
 */
export const siteNames = byApp(
  import.meta.glob<{ brand: { name: string } }>('../apps/*/app/brand.ts', { eager: true }),
  (module) => module.brand.name,
);
