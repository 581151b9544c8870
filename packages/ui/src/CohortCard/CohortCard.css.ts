import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const icon = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
