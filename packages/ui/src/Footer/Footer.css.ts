import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { stackedList } from '../utils/style-rules.ts';

export const footer = style({
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});
export const inner = style({
  maxWidth: vars.breakpoint.xxl,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  boxSizing: 'border-box',
});
export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
});
export const list = style(stackedList(vars.space.xs));
export const link = style({ display: 'inline-block', minHeight: '24px', fontSize: vars.fontSize.sm });
export const settings = style({
  display: 'flex',
  justifyContent: 'center',
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  margin: 0,
});
