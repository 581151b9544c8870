import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing('2px'),
  },
});

export const quiet = style({
  textDecoration: 'none',
  color: 'inherit',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
