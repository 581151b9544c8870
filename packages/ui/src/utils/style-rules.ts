/** Style rules the components share, spread into their own `style({ ... })`. */
import type { StyleRule } from '@vanilla-extract/css';
import { minWidth } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';

/** A list without bullets or indent, for a list its own styles lay out. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const satisfies StyleRule;

/** A bare list of items one under another, `gap` apart. */
export const stackedList = (gap?: string): StyleRule => ({
  ...bareList,
  display: 'flex',
  flexDirection: 'column',
  ...(gap === undefined ? {} : { gap }),
});

/** A bare list laid out as a grid, its items `gap` apart (one column unless the rule adds columns). */
export const gridList = (gap: string): StyleRule => ({ ...bareList, display: 'grid', gap });

/** A bare list of items side by side that wrap onto more lines, `gap` apart. */
export const wrapList = (gap: string): StyleRule => ({ ...bareList, display: 'flex', flexWrap: 'wrap', gap });

/** Items on a line, pushed to its two ends and centred across it, wrapping when they do not fit. */
export const spreadRow = (gap: string): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap,
});

/** A group of form controls (a fieldset of choices) in an outlined box, its controls `gap` apart. */
export const outlinedGroup = (gap: string): StyleRule => ({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap,
});

/**
 * A page's main column and a narrower side column beside it (two to one) from the medium breakpoint,
 * one under the other below it.
 */
export const mainAndSide = {
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
} as const satisfies StyleRule;

/** A card's title: the heading face at the large size, in tight lines, without a margin. */
export const cardTitle = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
} as const satisfies StyleRule;

/** A small label over a title (a course's category): the accent face, strong, in the label case. */
export const labelText = {
  margin: 0,
  fontFamily: vars.font.accent,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: vars.letterSpacing.label,
  textTransform: vars.labelCase as 'none',
} as const satisfies StyleRule;

/** The ring a focused control shows to keyboard users (`&:focus-visible`), `offset` from its edge. */
export const focusRing = (offset?: string): StyleRule => ({
  outline: `3px solid ${vars.color.focus}`,
  ...(offset === undefined ? {} : { outlineOffset: offset }),
});

/** A card's title link: the text colour, underlined in the link colour on hover, with the focus ring. */
export const cardTitleLink = {
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.link },
    '&:focus-visible': focusRing('2px'),
  },
} as const satisfies StyleRule;

/** A button that reads as a link: no box of its own, the link colour, underlined. */
export const linkButton = {
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const satisfies StyleRule;

/**
 * A recipe variant per token of a scale, each setting `property` to its token:
 * `tokenVariants('fontSize', vars.fontSize, ['sm', 'md'])` is `{ sm: { fontSize: … }, md: { fontSize: … } }`.
 */
export function tokenVariants<T extends Record<string, string>, K extends keyof T & string>(
  property: 'borderColor' | 'color' | 'fontSize' | 'fontWeight',
  tokens: T,
  keys: readonly K[],
): Record<K, StyleRule> {
  const variants: Partial<Record<K, StyleRule>> = {};
  for (const key of keys) variants[key] = { [property]: tokens[key] };
  return variants as Record<K, StyleRule>;
}
