import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bareList, focusRing } from '../utils/style-rules.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  ...bareList,
});
export const item = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '40px',
  height: '40px',
  paddingInline: vars.space.sm,
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.accent,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing('2px'),
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});
export const step = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });
export const gap = style({ color: vars.color.muted, paddingInline: vars.space.xs });
