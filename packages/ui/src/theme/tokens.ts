/**
 * The plain-data shape of a brand theme. A brand app fills one of these and hands it to
 * `makeBrandTheme`; the contrast test reads the same object.
 */
export interface ColorTokens {
  /** The brand's main colour: primary buttons, selected states, links on emphasis. */
  brand: string;
  brandHover: string;
  onBrand: string;
  brandSoft: string;
  /** The secondary, warmer or brighter highlight: promos, rank badges, the "new" marks. */
  accent: string;
  accentHover: string;
  onAccent: string;
  accentSoft: string;
  text: string;
  muted: string;
  link: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  /** The backdrop behind dialogs and drawers. */
  scrim: string;
  /** Decorative dividers (no contrast requirement). */
  border: string;
  /** Borders that identify a control (inputs, checkboxes): at least 3:1 against the surface. */
  borderStrong: string;
  positive: string;
  onPositive: string;
  positiveSoft: string;
  critical: string;
  onCritical: string;
  criticalSoft: string;
  caution: string;
  onCaution: string;
  cautionSoft: string;
  info: string;
  onInfo: string;
  infoSoft: string;
  focus: string;
}

export interface ShadowTokens {
  sm: string;
  md: string;
  lg: string;
}

export interface ModeTokens {
  color: ColorTokens;
  shadow: ShadowTokens;
}

/** The steps of the type and spacing scales, smallest first. */
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';

export interface BrandTokens {
  name: string;
  font: {
    body: string;
    heading: string;
    /** The brand's accent face for labels, meta and badges (serif, monospace...). */
    accent: string;
    mono: string;
  };
  fontSize: Record<Size, string>;
  fontWeight: { regular: string; medium: string; strong: string; heading: string };
  lineHeight: { tight: string; normal: string; relaxed: string };
  letterSpacing: { heading: string; label: string };
  /** Text transform of small labels and badges (`none` or `uppercase`). */
  labelCase: string;
  space: Record<'xxs' | Size, string>;
  radius: { sm: string; md: string; lg: string; pill: string };
  motion: { fast: string; base: string; easing: string };
  light: ModeTokens;
  dark: ModeTokens;
}

export type ColorMode = 'light' | 'dark';
