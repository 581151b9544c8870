import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.muted },
      brand: { color: vars.color.brand },
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
      caution: { color: vars.color.caution },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    /** The brand's accent face (serif for management, monospace for technology). */
    accent: { true: { fontFamily: vars.font.accent } },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
