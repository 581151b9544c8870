import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 700ms linear infinite`,
  flexShrink: 0,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
