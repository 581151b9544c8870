import { style } from '@vanilla-extract/css';

/** The rules that hide a thing from sight and keep it for screen readers. */
const outOfSight = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = style(outOfSight);

/**
 * Hidden from sight until it, or something in it, has focus (a form's submit button where the form
 * applies as it changes: there for a keyboard, and seen when reached).
 */
export const hiddenUntilFocused = style({ selectors: { '&:not(:focus-within)': outOfSight } });
