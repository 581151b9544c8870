import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from './breakpoints.ts';
import { checkContrast } from './contrast.ts';
import type { BrandTokens, ModeTokens } from './tokens.ts';
import { vars } from './vars.css.ts';

/** Layers are the same for every brand: they are about the page, not its look. */
const zIndex = {
  base: '0',
  raised: '1',
  sticky: '100',
  header: '200',
  drawer: '300',
  dialog: '400',
  toast: '500',
  tooltip: '600',
};

const breakpoint = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `${px}px`]),
) as Record<keyof typeof breakpoints, string>;

function modeVars(mode: ModeTokens) {
  return { color: mode.color, shadow: mode.shadow };
}

export interface BrandTheme {
  /** Put this class on `<html>` (or any wrapper): it follows `prefers-color-scheme` ... */
  className: string;
  /** ... unless that element or an ancestor has `data-color-mode="light"` or `"dark"`. */
  colorModeAttribute: 'data-color-mode';
  tokens: BrandTokens;
}

/**
 * Builds a brand's theme class from plain token data. Call it from a `.css.ts` file (the brand
 * app's `app/theme.css.ts`). It refuses a palette that fails WCAG 2.2 AA contrast, so a brand
 * cannot ship one by accident.
 */
export function makeBrandTheme(tokens: BrandTokens, debugId?: string): BrandTheme {
  for (const mode of ['light', 'dark'] as const) {
    const failures = checkContrast(tokens[mode].color).filter((r) => !r.passes);
    if (failures.length > 0) {
      const list = failures
        .map((f) => `${f.foreground} on ${f.background}: ${f.ratio.toFixed(2)} < ${f.minimum}`)
        .join('; ');
      throw new Error(`${tokens.name} ${mode} theme fails contrast: ${list}`);
    }
  }
  const base = {
    font: tokens.font,
    fontSize: tokens.fontSize,
    fontWeight: tokens.fontWeight,
    lineHeight: tokens.lineHeight,
    letterSpacing: tokens.letterSpacing,
    labelCase: tokens.labelCase,
    space: { none: '0', ...tokens.space },
    radius: { none: '0', ...tokens.radius },
    motion: tokens.motion,
    zIndex,
    breakpoint,
    target: { min: '24px', comfortable: '44px' },
  };
  const light = {
    vars: assignVars(vars, { ...base, ...modeVars(tokens.light) }),
    colorScheme: 'light',
  } as const;
  const dark = {
    vars: assignVars({ color: vars.color, shadow: vars.shadow }, modeVars(tokens.dark)),
    colorScheme: 'dark',
  } as const;
  const lightOverride = {
    vars: assignVars({ color: vars.color, shadow: vars.shadow }, modeVars(tokens.light)),
    colorScheme: 'light',
  } as const;
  const className = style(
    {
      ...light,
      color: vars.color.text,
      backgroundColor: vars.color.surface,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      '@media': { '(prefers-color-scheme: dark)': dark },
      selectors: {
        // On the root the body's size would become the rem, and every size in rem with it (a brand's
        // 0.75rem labels 11.25px, under the 12px a phone reads): the root keeps the reader's size.
        'html&': { fontSize: '100%' },
        '[data-color-mode="light"] &': lightOverride,
        '&[data-color-mode="light"]': lightOverride,
        '[data-color-mode="dark"] &': dark,
        '&[data-color-mode="dark"]': dark,
      },
    },
    debugId ?? tokens.name,
  );
  globalStyle(`html${className} > body`, { fontSize: vars.fontSize.md });
  return { className, colorModeAttribute: 'data-color-mode', tokens };
}
