import { minWidth, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '46rem', margin: `${vars.space.lg} auto`, width: '100%' });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: `${vars.space.md} 0`,
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ gridColumn: '1 / -1' });
