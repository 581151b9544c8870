import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style({ display: 'grid', gap: vars.space.xs });
export const below = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'flex-end',
  columnGap: vars.space.sm,
});
/** Why the job is in the seeker's feed: quiet, under its card, before its other actions. */
export const reason = style({
  margin: 0,
  marginRight: 'auto',
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
