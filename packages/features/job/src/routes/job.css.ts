import { gridList, mainAndSide } from '@jobsite/ui/style-rules';
import { minWidth, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style(mainAndSide);
export const main = style({ minWidth: 0 });
export const side = style({ minWidth: 0 });
export const similar = style({
  '@media': { [minWidth('md')]: { gridColumn: '1 / -1' } },
});
/**
 * The job's facts, as many to a row as fit. Each is at least 140px and as wide as its longest word, so a
 * long city ("Thiruvananthapuram") pushes the next fact along instead of running into it.
 */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
});
globalStyle(`${facts} > div`, { flex: '1 1 140px' });
globalStyle(`${facts} dt`, { color: vars.color.muted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.strong, overflowWrap: 'break-word' });
export const actions = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const description = style({ lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });
export const tags = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const list = style(gridList(vars.space.md));
/** The apply button kept in reach on small screens (the `applyFloatingButton` flag). */
export const floating = style({
  position: 'sticky',
  bottom: 0,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  justifyContent: 'center',
  '@media': { [minWidth('md')]: { display: 'none' } },
});
