import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const required = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: 0 });
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  margin: 0,
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
});

/** The shared look of text inputs, text areas and selects. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': focusRing('1px'),
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: '2px' },
    '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});
