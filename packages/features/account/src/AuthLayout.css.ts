import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const wrap = style({
  maxWidth: '28rem',
  margin: `${vars.space.xl} auto`,
  width: '100%',
});
export const form = style({ display: 'grid', gap: vars.space.md });
