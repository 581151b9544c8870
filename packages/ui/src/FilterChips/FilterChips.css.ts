import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });
export const clear = style({
  minHeight: '28px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  color: vars.color.link,
  textDecoration: 'underline',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
