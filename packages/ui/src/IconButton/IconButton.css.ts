import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    flexShrink: 0,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
      '&:focus-visible': focusRing('2px'),
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      ghost: {},
      outline: { borderColor: vars.color.borderStrong },
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
    },
    size: {
      sm: { width: '32px', height: '32px' },
      md: { width: '40px', height: '40px' },
      lg: { width: '48px', height: '48px' },
    },
    pressed: { true: { color: vars.color.brand, background: vars.color.brandSoft } },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
