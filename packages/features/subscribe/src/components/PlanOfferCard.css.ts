import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** The plans side by side, as many to a row as fit (one on a phone). */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  alignItems: 'stretch',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxSizing: 'border-box',
  height: '100%',
});

export const highlighted = style({
  borderColor: vars.color.brand,
  borderWidth: '2px',
  boxShadow: vars.shadow.md,
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const amount = style({
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heading,
});

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  flex: 1,
});

export const feature = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
});

export const tick = style({ color: vars.color.positive, flexShrink: 0, fontWeight: vars.fontWeight.heading });

export const form = style({ margin: 0 });
