import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const wide = style({ flexBasis: '100%' });
/** A form around one button that lays out as the button alone would. */
export const contents = style({ display: 'contents' });
/** The rank badge and its share of applicants, on one line that wraps on a narrow screen. */
export const rank = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const bands = style({ margin: 0, paddingLeft: vars.space.lg });
export const form = style({ display: 'grid', gap: vars.space.md });
