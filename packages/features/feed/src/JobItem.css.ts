import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style({ display: 'grid', gap: vars.space.xs });
/** "Hide jobs from …" sits at the start, clear of the chats button fixed at the page's end corner. */
export const below = style({ display: 'flex', justifyContent: 'flex-start' });
export const quiet = style({
  background: 'none',
  border: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
  ':hover': { color: vars.color.text },
});
