import { minWidth, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A box around a group of fields, the fields `gap` apart. */
const box = (border: string, radius: string, gap: string) =>
  style({
    margin: 0,
    padding: vars.space.md,
    border,
    borderRadius: radius,
    display: 'grid',
    gap,
    minWidth: 0,
  });

export const fieldset = box(`1px solid ${vars.color.border}`, vars.radius.md, vars.space.md);

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const entry = box(`1px dashed ${vars.color.borderStrong}`, vars.radius.sm, vars.space.sm);

export const entryLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const preview = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [minWidth('md')]: { position: 'sticky', top: vars.space.md } },
});

export const summary = style({
  padding: vars.space.md,
  border: `2px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const summaryList = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: vars.space.lg });

export const summaryLink = style({ color: vars.color.critical, fontWeight: vars.fontWeight.strong });
