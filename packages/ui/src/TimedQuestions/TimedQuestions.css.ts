import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0 });
/** A question's marks beside its prompt, quieter than the prompt. */
export const marks = style({ color: vars.color.muted, fontWeight: 400 });
/** The countdown stays in view while the questions scroll. */
export const timerBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const clock = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: '1.5rem',
  fontWeight: 700,
  margin: 0,
});
export const clockLow = style({ color: vars.color.critical });
export const questions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});
export const question = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const saveRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: vars.space.sm,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const confirm = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.caution}`,
  background: vars.color.cautionSoft,
});
