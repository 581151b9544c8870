import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * A small panel of facts, a term and its value per row (the recruiter's response figures, a seeker's
 * match): one set of rules for both, so every page's shared stylesheet carries them once.
 */
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const factList = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

/** A term and its value on one line, the value wrapping under it where the line is too narrow. */
export const factRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const quietNote = style({ margin: 0, color: vars.color.muted });
