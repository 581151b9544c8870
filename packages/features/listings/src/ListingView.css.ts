import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

/** The filter form's submit button, at the start of its cell rather than stretched across it. */
export const apply = style({ justifySelf: 'start' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const notice = style({ margin: 0 });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
});
export const factLabel = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const bullets = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.xl });
