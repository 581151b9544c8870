import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const container = style({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.lg,
  paddingRight: vars.space.lg,
  boxSizing: 'border-box',
});

export const widths = {
  narrow: style({ maxWidth: '720px' }),
  medium: style({ maxWidth: vars.breakpoint.lg }),
  wide: style({ maxWidth: vars.breakpoint.xxl }),
};
