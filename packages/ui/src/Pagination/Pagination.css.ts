import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
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
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});
export const step = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center' });
export const gap = style({ color: vars.color.muted, paddingInline: vars.space.xs });
