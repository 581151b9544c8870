import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const inlineForm = style({ display: 'inline-flex' });

export const quote = style({
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-line',
});
