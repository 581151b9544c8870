import { style } from '@vanilla-extract/css';
import { minWidth } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';
import { bareList } from '../utils/style-rules.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  ...bareList,
  counterReset: 'step',
});
export const step = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
export const bar = style({ height: '6px', borderRadius: vars.radius.pill, background: vars.color.border });
export const barDone = style({ background: vars.color.brand });
export const barCurrent = style({ background: vars.color.accent });
export const label = style({
  display: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [minWidth('md')]: { display: 'block' } },
});
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.strong });
export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  fontFamily: vars.font.accent,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
export const spacer = style({ flex: 1 });
