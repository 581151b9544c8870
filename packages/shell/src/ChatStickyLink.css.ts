import { minWidth, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * On wide screens a button fixed at the bottom corner; on small ones it sits in the page's flow, after
 * the content, so it never covers what someone is reading.
 */
export const sticky = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: vars.space.lg,
  '@media': {
    [minWidth('md')]: {
      position: 'fixed',
      insetInlineEnd: vars.space.lg,
      insetBlockEnd: vars.space.lg,
      marginBlockStart: 0,
      zIndex: vars.zIndex.sticky,
    },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5em',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.onBrand,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
});

// While the button floats, the page ends with room for it, so the last content can scroll clear of it.
globalStyle(`body:has(${sticky})`, {
  '@media': { [minWidth('md')]: { paddingBlockEnd: '5rem' } },
});
// And scrolling to a focused control stops short of it, so it never hides what has focus (WCAG 2.4.11).
globalStyle(`html:has(${sticky})`, {
  '@media': { [minWidth('md')]: { scrollPaddingBlockEnd: '5rem' } },
});
