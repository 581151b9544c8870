import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const message = style({
  maxWidth: 'min(36rem, 90%)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  justifySelf: 'start',
});
export const mine = style({
  justifySelf: 'end',
  background: vars.color.brandSoft,
  borderColor: vars.color.brand,
});
/** Text as it was written: line breaks kept, long words wrapped, never HTML. */
export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
export const compose = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});
