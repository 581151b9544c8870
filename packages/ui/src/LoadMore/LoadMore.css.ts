import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
});
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.muted });
