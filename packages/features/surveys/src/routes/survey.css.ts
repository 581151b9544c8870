import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const question = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '4px' } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.muted });

export const hint = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const rating = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '24px',
  cursor: 'pointer',
});

export const input = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
});

export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.xs} 0 0`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
