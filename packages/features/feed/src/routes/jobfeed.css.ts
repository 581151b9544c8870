import { minWidth, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  // Two a row on a phone, so that the first job shows in the first screen.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});
