import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const facets = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md });

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

/** An option: its name and, at the end, its count; a link of 44px where it has jobs. */
export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: '32px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    'a&:hover': { textDecoration: 'underline' },
    'a&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const selected = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  background: vars.color.brandSoft,
});

/** An option that gives no jobs: shown for what the group holds, not linked. */
export const empty = style({ color: vars.color.muted });

export const count = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });
