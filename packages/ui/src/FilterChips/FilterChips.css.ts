import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bareList, focusRing, linkButton } from '../utils/style-rules.ts';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ display: 'contents', ...bareList });
export const clear = style({
  minHeight: '28px',
  ...linkButton,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing('2px') },
});
