import { managementTheme } from '../apps/management/app/theme.css.ts';
import { technologyTheme } from '../apps/technology/app/theme.css.ts';

/** The brand themes the toolbar switches between: each is owned by its app. */
export const brands = {
  management: managementTheme,
  technology: technologyTheme,
} as const;

export type BrandName = keyof typeof brands;
export const colorModes = ['light', 'dark'] as const;
export type ColorModeName = (typeof colorModes)[number];
