import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.sm, minWidth: 'min(560px, 80vw)' });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const row = style({ display: 'flex', gap: vars.space.sm });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.target.comfortable,
  padding: `0 ${vars.space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const submit = style({
  minHeight: vars.target.comfortable,
  padding: `0 ${vars.space.lg}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.onBrand,
  background: vars.color.brand,
  border: 'none',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const list = style({ display: 'grid', gap: vars.space.xs, maxHeight: '50vh', overflowY: 'auto' });
export const groupTitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
});
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  minHeight: vars.target.min,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const active = style({ background: vars.color.brandSoft, outline: `2px solid ${vars.color.focus}` });
export const status = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
