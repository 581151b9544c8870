import { gridList } from '@jobsite/ui/style-rules';
import { breakpoints, minWidth, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The hero: the page's heading and the search, on the brand's soft colour. */
export const hero = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.text,
  '@media': {
    'screen and (min-width: 48rem)': { gap: vars.space.lg, padding: `${vars.space.xxl} ${vars.space.xl}` },
  },
});
/**
 * The heading and its line: on a phone a smaller heading and no line, so that the search and the first
 * jobs fit the first screen.
 */
export const heroTitle = style({});
globalStyle(`${heroTitle} h1`, {
  '@media': { [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: { fontSize: vars.fontSize.xxl } },
});
export const heroIntro = style({
  '@media': { [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: { display: 'none' } },
});

/**
 * Keyword, city, experience and the button: one row on a wide screen; on a phone the keyword, then city
 * and experience side by side, then the button.
 */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    'screen and (min-width: 48rem)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
    },
  },
});

/** Category tiles with their live job counts. */
/** A part of the form with a row of its own on a phone (the keyword, the button). */
export const wholeRow = style({
  gridColumn: '1 / -1',
  '@media': { 'screen and (min-width: 48rem)': { gridColumn: 'auto' } },
});

export const tiles = style({
  ...gridList(vars.space.sm),
  // Two a row on a phone, so a dozen categories take six rows rather than twelve.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tileName = style({ fontWeight: vars.fontWeight.strong });
export const tileCount = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
