import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const block = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const logo = style({ width: '48px', height: '48px', borderRadius: vars.radius.md });
export const line = style({ height: '0.9em', marginBottom: '0.4em' });
