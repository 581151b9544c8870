import { gridList, wrapList } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const cards = style({
  ...gridList(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
export const institutes = style({
  ...gridList(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const institute = style({ height: '100%', boxSizing: 'border-box' });
export const links = style({
  ...wrapList(`${vars.space.sm} ${vars.space.xl}`),
  lineHeight: 2,
});
export const count = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const banners = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
});
