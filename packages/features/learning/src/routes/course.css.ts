import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const options = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.strong,
});
export const enquiredRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.target.min,
});
const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const error = style([message, { background: vars.color.criticalSoft, color: vars.color.critical }]);
export const success = style([message, { background: vars.color.positiveSoft, color: vars.color.positive }]);
/** The enquiry, reached by the "Enquire now" link: clear of the header when scrolled to. */
export const enquire = style({ scrollMarginTop: '5rem' });
