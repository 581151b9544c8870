import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bareList, focusRing } from '../utils/style-rules.ts';

/**
 * Every row has a fixed height so a card is the same size whatever its content, and the skeleton
 * (JobCardSkeleton) reuses these rows: loading never shifts the layout.
 */
export const card = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
});
export const applied = style({ borderColor: vars.color.positive });
export const logo = style({ gridRow: 'span 2', width: '48px', height: '48px' });
export const titleRow = style({
  height: `calc(2 * ${vars.fontSize.lg} * ${vars.lineHeight.tight})`,
  overflow: 'hidden',
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.link },
    '&:focus-visible': focusRing('2px'),
  },
});
export const company = style({
  height: '24px',
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
export const full = style({ gridColumn: '1 / -1' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  height: '48px',
  overflow: 'hidden',
  alignContent: 'flex-start',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '22px',
});
export const metaIcon = style({ color: vars.color.muted, flexShrink: 0 });
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  height: '22px',
  overflow: 'hidden',
  ...bareList,
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: '40px',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const posted = style({
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const appliedLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
  minHeight: '32px',
});
