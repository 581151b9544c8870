import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    background: vars.color.brandSoft,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.strong,
    fontFamily: vars.font.heading,
    objectFit: 'cover',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '48px', height: '48px', fontSize: vars.fontSize.md },
      lg: { width: '72px', height: '72px', fontSize: vars.fontSize.xl },
    },
    shape: { circle: { borderRadius: '50%' }, square: { borderRadius: vars.radius.md } },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
});
export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
