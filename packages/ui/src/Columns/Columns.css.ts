import { createVar, style } from '@vanilla-extract/css';
import { minWidth } from '../theme/breakpoints.ts';

export const template = createVar();

/** One column on small screens; the given template from `sm` (600px) up. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: template } },
});

export const collapseBelowMd = style({
  '@media': { 'screen and (max-width: 899.98px)': { gridTemplateColumns: '1fr' } },
});
