import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** The plans side by side, as many to a row as fit (one on a phone). */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'stretch',
});

export const form = style({ margin: 0 });
