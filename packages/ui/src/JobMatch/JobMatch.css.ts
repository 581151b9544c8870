import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

/** A term and its value on one line, the value wrapping under it where the line is too narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const value = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const note = style({ margin: 0, color: vars.color.muted });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const gaps = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const gap = style({ display: 'grid', gap: vars.space.xxs });

export const skill = style({ fontWeight: vars.fontWeight.strong });

export const add = style({ margin: 0 });
