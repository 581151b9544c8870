import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bareList } from '../utils/style-rules.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});
export const code = style({
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.xxxl,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.heading,
  margin: 0,
});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  ...bareList,
});
export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  textDecoration: 'none',
});
