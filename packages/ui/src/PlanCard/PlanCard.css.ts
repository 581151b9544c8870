import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { stackedList } from '../utils/style-rules.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxSizing: 'border-box',
  height: '100%',
});
export const highlighted = style({
  borderColor: vars.color.brand,
  borderWidth: '2px',
  boxShadow: vars.shadow.md,
});
export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});
export const amount = style({
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heading,
});
export const list = style({ ...stackedList(vars.space.sm), flex: 1 });
export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
});
export const check = style({ color: vars.color.positive, flexShrink: 0, marginTop: '2px' });
