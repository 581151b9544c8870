import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const tab = style({
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.muted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing('-3px'),
  },
});
export const panel = style({
  paddingTop: vars.space.lg,
  selectors: { '&:focus-visible': focusRing('2px') },
});
export const count = style({
  marginInlineStart: vars.space.xs,
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.sm,
});
