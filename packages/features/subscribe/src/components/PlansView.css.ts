import { gridList } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** The plans side by side, as many to a row as fit (one on a phone). */
export const grid = style({
  ...gridList(vars.space.lg),
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'stretch',
});

export const form = style({ margin: 0 });
