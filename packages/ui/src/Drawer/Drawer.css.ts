import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const drawer = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  maxWidth: '100vw',
  maxHeight: '100dvh',
  display: 'none',
  flexDirection: 'column',
  selectors: {
    '&[open]': { display: 'flex' },
    '&::backdrop': { background: vars.color.scrim, opacity: 0.6 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const right = style({
  insetInlineStart: 'auto',
  insetInlineEnd: 0,
  top: 0,
  height: '100dvh',
  width: 'min(400px, 100vw)',
  animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}`,
});
export const bottom = style({
  top: 'auto',
  bottom: 0,
  left: 0,
  width: '100vw',
  maxHeight: '85dvh',
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  animation: `${slideUp} ${vars.motion.base} ${vars.motion.easing}`,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
