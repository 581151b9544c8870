import { gridList, spreadRow, wrapList } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style(gridList(vars.space.md));
export const tabs = style(wrapList(vars.space.sm));
export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});
export const row = style(spreadRow(vars.space.sm));
/** The application's marks beside its title: early applicant, then its status. */
export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
/** The application's timeline under its title, set apart by a rule. */
export const timeline = style({
  marginBlockStart: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const floating = style({
  position: 'sticky',
  bottom: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  zIndex: vars.zIndex.sticky,
});
