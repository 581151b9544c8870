import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const wrap = style({ position: 'relative' });
export const select = style({ appearance: 'none', paddingInlineEnd: '40px', cursor: 'pointer' });
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.muted,
});
