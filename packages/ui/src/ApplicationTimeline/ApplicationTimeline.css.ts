import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** The summary: a real button to the keyboard, its marker kept, the focus ring drawn like a link's. */
export const summary = style({
  cursor: 'pointer',
  width: 'fit-content',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': focusRing('2px') },
});

export const list = style({
  display: 'grid',
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

/** A step: its dot on a line that joins it to the next, the words wrapping beside it at a phone's width. */
export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '12px minmax(0, 1fr)',
  columnGap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '5px',
      top: '16px',
      bottom: '2px',
      width: '2px',
      background: vars.color.border,
    },
  },
});

const dotBase = style({
  width: '12px',
  height: '12px',
  marginBlockStart: '4px',
  borderRadius: '50%',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const dot = styleVariants({
  neutral: [dotBase],
  info: [dotBase, { borderColor: vars.color.info, background: vars.color.info }],
  positive: [dotBase, { borderColor: vars.color.positive, background: vars.color.positive }],
  caution: [dotBase, { borderColor: vars.color.caution, background: vars.color.caution }],
  critical: [dotBase, { borderColor: vars.color.critical, background: vars.color.critical }],
});

/** The phrase and its date as one line of text, wrapping as words do at a phone's width. */
export const words = style({ minWidth: 0 });

export const what = style({ fontWeight: vars.fontWeight.strong });

export const meta = style({ color: vars.color.muted });

export const latest = style({ margin: 0 });

export const response = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.muted,
});

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' });
