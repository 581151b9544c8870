import { bareList } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Facts as term and value pairs, side by side where there is room. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.strong, color: vars.color.text });

/** A bulleted list in the body's rhythm (the rule, for the round pages' own list). */
export const pointsRule = {
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
} as const;
export const points = style({ ...pointsRule, color: vars.color.text });

/** A plain list (no bullets, no indent). */
export const plainList = style({
  ...bareList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The narrow column of a form. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '36rem',
});

/** A filter form whose fields sit side by side where there is room. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
globalStyle(`${filters} > *`, { flex: '1 1 12rem' });
globalStyle(`${filters} > button`, { flex: '0 0 auto' });

/** A data table that scrolls sideways on a narrow screen rather than squeezing. */
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
  paddingBottom: vars.space.sm,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { borderBottom: `2px solid ${vars.color.borderStrong}` });
globalStyle(`${table} td.number, ${table} th.number`, {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

/** A checkbox and its label on one line, the whole row a comfortable target. */
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${check} input`, { width: '20px', height: '20px', margin: 0, accentColor: vars.color.brand });

/** A round's heading and its state side by side. */
export const roundTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
