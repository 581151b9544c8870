import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { stackedList } from '../utils/style-rules.ts';

export const list = style(stackedList());
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr)',
  columnGap: vars.space.md,
  paddingBottom: vars.space.xl,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '15px',
      top: '32px',
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
  },
});
export const marker = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.muted,
  boxSizing: 'border-box',
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.sm,
});
export const markerDone = style({
  background: vars.color.positive,
  borderColor: vars.color.positive,
  color: vars.color.onPositive,
});
export const markerCurrent = style({
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.onBrand,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: '4px',
});
export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const date = style({
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
