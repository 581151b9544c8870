import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const wrap = style({ position: 'relative' });
export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndex.raised,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  maxHeight: '280px',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.brandSoft, color: vars.color.text },
  },
});
export const active = style({ outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' });
export const empty = style({ padding: vars.space.md, color: vars.color.muted, margin: 0 });
export const selected = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});
