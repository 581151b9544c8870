import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { stackedList } from '../utils/style-rules.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const top = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const percent = style({
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heading,
  color: vars.color.brand,
});
export const track = style({
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const fill = style({ height: '100%', background: vars.color.brand, borderRadius: vars.radius.pill });
export const list = style(stackedList(vars.space.xs));
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '28px',
  fontSize: vars.fontSize.sm,
});
export const done = style({ color: vars.color.positive });
export const todo = style({ color: vars.color.muted });
