import { gridList, wrapList } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const list = style(gridList(vars.space.xl));

/** A job's marks sit on top of its card, closer to it than to the card before. */
export const job = style({ display: 'grid', gap: vars.space.xs });

export const marks = style(wrapList(vars.space.sm));
