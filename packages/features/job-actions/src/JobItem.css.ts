import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style({ display: 'grid', gap: vars.space.xs });
/**
 * Under the card: why the job is there, then "Hide jobs from …", both from the start, so neither sits
 * under the chats button fixed at the page's end corner.
 */
export const below = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'flex-start',
  columnGap: vars.space.md,
});
/** Why the job is in the seeker's feed: quiet, under its card, before its other actions. */
export const reason = style({
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
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
