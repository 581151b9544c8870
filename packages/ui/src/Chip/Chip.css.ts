import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '28px',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    background: vars.color.surface,
    whiteSpace: 'nowrap',
  },
  variants: {
    selected: {
      true: { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brand },
    },
    removable: { true: { paddingInlineEnd: vars.space.xxs } },
    interactive: {
      true: {
        cursor: 'pointer',
        font: 'inherit',
        fontSize: vars.fontSize.sm,
        selectors: { '&:focus-visible': focusRing('2px') },
      },
    },
  },
});

export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing('1px'),
  },
});
