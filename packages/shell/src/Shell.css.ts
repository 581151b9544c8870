import { vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', { margin: 0 });

export const skip = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 1000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const main = style({
  display: 'block',
  minHeight: '60vh',
  paddingBlock: vars.space.xl,
  outline: 'none',
});
