import { outlinedGroup } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const group = style({
  ...outlinedGroup(vars.space.xs),
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});
export const legend = style({ fontWeight: vars.fontWeight.strong, padding: `0 ${vars.space.xs}` });
