import { gridList, spreadRow } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style(gridList(vars.space.md));

export const row = style(spreadRow(vars.space.sm));
