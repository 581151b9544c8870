import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { focusRing } from '../utils/style-rules.ts';

// Kept small: every page's one shared stylesheet carries these rules (the CSS budget of the public pages).

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** A paragraph or the list, without the browser's margins and markers: the root's gap spaces them. */
export const plain = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The summary: a real button to the keyboard, its marker kept, the focus ring drawn like a link's. */
export const summary = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.link,
  selectors: { '&:focus-visible': focusRing('2px') },
});

/** A step: its dot on a line that joins it to the next, the words wrapping beside it at a phone's width. */
export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '12px minmax(0, 1fr)',
  columnGap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '5px',
      // From under this dot to above the next one (each sits 4px below its step's top padding).
      top: `calc(${vars.space.xs} + 18px)`,
      bottom: `calc(-1 * ${vars.space.xs} - 2px)`,
      width: '2px',
      background: vars.color.border,
    },
  },
});

/** The step's dot, in the colour of its status (set on the element: one rule for every tone). */
export const dot = style({
  width: '12px',
  height: '12px',
  marginBlockStart: '4px',
  borderRadius: '50%',
  background: 'currentColor',
});

export const what = style({ fontWeight: vars.fontWeight.strong });

export const muted = style({ color: vars.color.muted });

export const response = style([plain, muted, { display: 'flex', gap: vars.space.xs }]);

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' });
