import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusRing('2px'),
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
      },
    },
    size: {
      sm: { minHeight: '32px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: '48px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const hiddenContent = style({ opacity: 0 });
export const loadingWrap = style({ position: 'relative', display: 'inline-grid', placeItems: 'center' });
export const loadingSpinner = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
});
