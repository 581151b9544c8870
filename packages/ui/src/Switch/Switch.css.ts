import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '24px',
  cursor: 'pointer',
  color: vars.color.text,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textAlign: 'start',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});
export const track = style({
  position: 'relative',
  width: '44px',
  height: '24px',
  borderRadius: '999px',
  background: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  boxSizing: 'border-box',
  flexShrink: 0,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}:focus-visible &`]: focusRing('2px'),
    [`${root}[aria-checked="true"] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
  },
});
export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: vars.color.borderStrong,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[aria-checked="true"] &`]: { transform: 'translateX(20px)', background: vars.color.onBrand },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const focusNone = style({ outline: 'none' });
