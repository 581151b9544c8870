import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const unread = style({ background: vars.color.brandSoft, borderColor: vars.color.brand });
export const preview = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  margin: 0,
  color: vars.color.muted,
});
export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.75em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
});
/** Read by screen readers, not shown. */
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
