import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const inline = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg });
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '24px',
  cursor: 'pointer',
});
export const input = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing('2px') },
});
export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.xs} 0 0`,
});
