import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  color: vars.color.text,
});
export const dragging = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });
export const dropInvalid = style({ borderColor: vars.color.critical });
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const progress = style({
  appearance: 'none',
  width: '100%',
  height: '8px',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.brand,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.brand, transition: `width ${vars.motion.base}` },
    '&::-moz-progress-bar': { background: vars.color.brand },
  },
});
export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  margin: 0,
  display: 'flex',
  gap: vars.space.xs,
});
export const success = style({
  color: vars.color.positive,
  fontSize: vars.fontSize.sm,
  margin: 0,
  display: 'flex',
  gap: vars.space.xs,
});
