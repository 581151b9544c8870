import { gridList } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style(gridList(vars.space.md));

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const inlineForm = style({ display: 'inline-flex' });

export const quote = style({
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-line',
});
