import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bareList, cardTitle, cardTitleLink, labelText } from '../utils/style-rules.ts';

/** A course in a grid of cards: the institute's mark, the course, its facts, and a mark or control. */
export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const enquiredCard = style({ borderColor: vars.color.positive });

export const header = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  columnGap: vars.space.md,
  alignItems: 'start',
});
export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const category = style({ ...labelText, fontSize: vars.fontSize.xs, color: vars.color.muted });

export const title = style({ ...cardTitle, overflowWrap: 'anywhere' });
export const titleLink = style(cardTitleLink);

export const institute = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const facts = style({
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const factIcon = style({ color: vars.color.muted, flexShrink: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:empty': { display: 'none' } },
});

export const enquired = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
});
