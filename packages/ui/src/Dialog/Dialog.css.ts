import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(560px, calc(100vw - 32px))',
  maxHeight: 'calc(100dvh - 32px)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: {
    '&::backdrop': { background: vars.color.scrim, opacity: 0.6 },
  },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0 ${vars.space.xl}`,
});
export const body = style({
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
  overflowY: 'auto',
});
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});
