import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const banner = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.lg,
    padding: vars.space.lg,
    paddingInlineEnd: vars.space.xxl,
    borderRadius: vars.radius.lg,
  },
  variants: {
    tone: {
      brand: {
        background: vars.color.brandSoft,
        color: vars.color.text,
        border: `1px solid ${vars.color.brand}`,
      },
      accent: {
        background: vars.color.accentSoft,
        color: vars.color.text,
        border: `1px solid ${vars.color.accent}`,
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});
export type PromoBannerVariants = NonNullable<RecipeVariants<typeof banner>>;
export const body = style({
  flex: '1 1 240px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const close = style({ position: 'absolute', top: vars.space.xs, insetInlineEnd: vars.space.xs });
