export { type Breakpoint, breakpointNames, breakpoints, minWidth } from './breakpoints.ts';
export {
  type ContrastPair,
  type ContrastResult,
  checkContrast,
  contrastPairs,
  contrastRatio,
  luminance,
} from './contrast.ts';
export { type BrandTheme, makeBrandTheme } from './makeBrandTheme.ts';
export type { BrandTokens, ColorMode, ColorTokens, ModeTokens, ShadowTokens } from './tokens.ts';
export { vars } from './vars.css.ts';
