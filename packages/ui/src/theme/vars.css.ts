import { createThemeContract } from '@vanilla-extract/css';

const color = {
  brand: null,
  brandHover: null,
  onBrand: null,
  brandSoft: null,
  accent: null,
  accentHover: null,
  onAccent: null,
  accentSoft: null,
  text: null,
  muted: null,
  link: null,
  surface: null,
  surfaceRaised: null,
  surfaceSunken: null,
  scrim: null,
  border: null,
  borderStrong: null,
  positive: null,
  onPositive: null,
  positiveSoft: null,
  critical: null,
  onCritical: null,
  criticalSoft: null,
  caution: null,
  onCaution: null,
  cautionSoft: null,
  info: null,
  onInfo: null,
  infoSoft: null,
  focus: null,
};

/**
 * The one theme contract. Components read only these variables; each brand app fills them
 * (`makeBrandTheme`) for light and dark.
 */
export const vars = createThemeContract({
  color,
  shadow: { sm: null, md: null, lg: null },
  font: { body: null, heading: null, accent: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  fontWeight: { regular: null, medium: null, strong: null, heading: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  letterSpacing: { heading: null, label: null },
  labelCase: null,
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { none: null, sm: null, md: null, lg: null, pill: null },
  motion: { fast: null, base: null, easing: null },
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    header: null,
    drawer: null,
    dialog: null,
    toast: null,
    tooltip: null,
  },
  breakpoint: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  /** The minimum interactive target (WCAG 2.2 2.5.8). */
  target: { min: null, comfortable: null },
});
