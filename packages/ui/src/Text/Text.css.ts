import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';
import { tokenVariants } from '../utils/style-rules.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal },
  variants: {
    size: tokenVariants('fontSize', vars.fontSize, ['xs', 'sm', 'md', 'lg']),
    tone: {
      neutral: { color: vars.color.text },
      ...tokenVariants('color', vars.color, ['muted', 'brand', 'positive', 'critical', 'caution']),
    },
    weight: tokenVariants('fontWeight', vars.fontWeight, ['regular', 'medium', 'strong']),
    /** The brand's accent face (serif for management, monospace for technology). */
    accent: { true: { fontFamily: vars.font.accent } },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
