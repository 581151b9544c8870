import { gridList, wrapList } from '@jobsite/ui/style-rules';
import { minWidth, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const links = style({
  ...wrapList(`${vars.space.sm} ${vars.space.xl}`),
  lineHeight: 2,
});
/** A link with its company's logo before it. */
export const withLogo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const count = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const jobs = style(gridList(vars.space.sm));
export const partners = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
});
export const blogs = style({
  ...gridList(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
export const courses = style({
  ...gridList(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});

/**
 * Below the hero and the tiles: on a wide screen the jobs, courses and stories in a main column beside
 * a narrower column of ways in (employers, skills, cities, partners, institutes); on a phone, one after
 * the other in that order.
 */
export const columns = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(15rem, 1fr)', gap: vars.space.xl },
  },
});
export const column = style({ display: 'grid', gap: vars.space.xxl, minWidth: 0 });
