import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '24px',
  cursor: 'pointer',
  color: vars.color.text,
});
export const input = style({
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:focus-visible': focusRing('2px') },
});
export const text = style({ display: 'flex', flexDirection: 'column' });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
