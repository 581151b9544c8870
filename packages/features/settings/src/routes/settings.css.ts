import { outlinedGroup } from '@jobsite/ui/style-rules';
import { minWidth, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const head = style({
  '@media': { [minWidth('md')]: { gridColumn: '1 / -1' } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [minWidth('md')]: { flexDirection: 'column' } },
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

export const group = style(outlinedGroup(vars.space.sm));

export const legend = style({ fontWeight: vars.fontWeight.strong, padding: `0 ${vars.space.xs}` });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A form laid out as one line on wide screens: a field and its button. */
export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 16rem' });

export const fields = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const status = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
