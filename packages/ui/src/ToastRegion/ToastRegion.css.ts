import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bareList } from '../utils/style-rules.ts';

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: 0,
  bottom: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  ...bareList,
});
export const item = style({ pointerEvents: 'auto' });
