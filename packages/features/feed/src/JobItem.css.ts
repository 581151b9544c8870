import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const item = style({ display: 'grid', gap: vars.space.xs });
export const below = style({ display: 'flex', justifyContent: 'flex-end' });
/** Why the job is in the seeker's feed: one quiet line under its card. */
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
