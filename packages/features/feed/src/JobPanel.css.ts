import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const wide = style({ flexBasis: '100%' });
export const bands = style({ margin: 0, paddingLeft: vars.space.lg });
export const form = style({ display: 'grid', gap: vars.space.md });
