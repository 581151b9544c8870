import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.heading,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: vars.letterSpacing.heading,
    color: vars.color.text,
  },
  variants: {
    size: {
      '1': { fontSize: vars.fontSize.xxxl },
      '2': { fontSize: vars.fontSize.xxl },
      '3': { fontSize: vars.fontSize.xl },
      '4': { fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: '2' },
});
