import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});
export const legend = style({ fontWeight: vars.fontWeight.strong, padding: `0 ${vars.space.xs}` });
