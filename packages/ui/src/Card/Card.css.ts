import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    tone: {
      outline: { border: `1px solid ${vars.color.border}` },
      raised: { boxShadow: vars.shadow.md, border: `1px solid ${vars.color.border}` },
      sunken: { background: vars.color.surfaceSunken },
      brand: { background: vars.color.brandSoft, border: `1px solid ${vars.color.brand}` },
    },
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { tone: 'outline', padding: 'md' },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
