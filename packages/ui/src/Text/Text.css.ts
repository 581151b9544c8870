import { style } from '@vanilla-extract/css';

export const text = style({
  fontFamily: 'system-ui, sans-serif',
  fontSize: '1rem',
  lineHeight: 1.5,
  color: '#1a1a1a',
});
