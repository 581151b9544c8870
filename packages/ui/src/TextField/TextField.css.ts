import { style } from '@vanilla-extract/css';

/** Single-line specifics on top of the shared control look: no native inner spin or clear buttons. */
export const input = style({
  minWidth: 0,
  selectors: {
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
    '&[type="number"]': { MozAppearance: 'textfield' },
    '&[type="number"]::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
  },
});
