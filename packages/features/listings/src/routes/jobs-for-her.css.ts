import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const job = style({ display: 'grid', gap: vars.space.xs });

export const marks = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
