import { gridList, labelText, mainAndSide, wrapList } from '@jobsite/ui/style-rules';
import { minWidth, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style(mainAndSide);
export const main = style({ minWidth: 0 });
export const side = style({ minWidth: 0, display: 'grid', gap: vars.space.lg, alignContent: 'start' });
export const wide = style({ '@media': { [minWidth('md')]: { gridColumn: '1 / -1' } } });

export const crumbs = style({
  ...wrapList(vars.space.xs),
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});
globalStyle(`${crumbs} li + li::before`, { content: '"/"', marginInlineEnd: vars.space.xs });

export const eyebrow = style({ ...labelText, fontSize: vars.fontSize.sm, color: vars.color.brand });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
globalStyle(`${facts} dt`, { color: vars.color.muted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.strong });

export const actions = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const prose = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });

export const bullets = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const modules = style({
  ...gridList(vars.space.md),
  counterReset: 'module',
});
export const module = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: vars.space.xs,
});
export const moduleNumber = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: 0 });

export const dates = style(wrapList(vars.space.sm));

export const cards = style({
  ...gridList(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.caution}`,
  background: vars.color.cautionSoft,
  color: vars.color.text,
});
