import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const wrap = style({ position: 'relative', display: 'inline-flex' });
export const tip = style({
  position: 'absolute',
  zIndex: vars.zIndex.tooltip,
  bottom: 'calc(100% + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: '260px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});
