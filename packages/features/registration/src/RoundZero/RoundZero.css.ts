import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const player = style({
  display: 'block',
  width: '100%',
  maxWidth: '32rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const audio = style({ display: 'block', width: '100%', maxWidth: '32rem' });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const caption = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const timer = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  margin: 0,
});
export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    '&::before': {
      content: '""',
      width: '0.75rem',
      height: '0.75rem',
      borderRadius: vars.radius.pill,
      background: vars.color.critical,
    },
  },
});
export const fileInput = style({ display: 'block', marginTop: vars.space.xs });
export const message = style({ outline: 'none' });
