import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const textarea = style({ minHeight: '120px', resize: 'vertical' });
export const counter = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  alignSelf: 'flex-end',
  margin: 0,
});
