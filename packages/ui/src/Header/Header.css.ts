import { style } from '@vanilla-extract/css';
import { minWidth } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';
import { bareList, focusRing } from '../utils/style-rules.ts';

// Sticky from the small breakpoint; on a phone the header (two rows there) scrolls away with the page,
// leaving the screen to the page.
export const header = style({
  position: 'relative',
  '@media': { [minWidth('sm')]: { position: 'sticky', top: 0 } },
  zIndex: vars.zIndex.header,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});
/**
 * One row from the small breakpoint on. Below it the row holds the brand, the shortcuts and the menu, and
 * the search field wraps onto a row of its own under them (its `order`), full width.
 */
export const inner = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  maxWidth: vars.breakpoint.xxl,
  marginInline: 'auto',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  minHeight: '56px',
  boxSizing: 'border-box',
  '@media': {
    [minWidth('sm')]: {
      flexWrap: 'nowrap',
      columnGap: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      minHeight: '64px',
    },
  },
});
export const brand = style({
  flex: '0 1 auto',
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing('2px') },
  '@media': {
    [minWidth('xs')]: { whiteSpace: 'nowrap' },
    [minWidth('sm')]: { fontSize: vars.fontSize.lg },
  },
});
// The main links have room in the bar from the large breakpoint, in one row; below it they are in the menu.
export const nav = style({
  display: 'none',
  minWidth: 0,
  flex: '0 1 auto',
  '@media': { [minWidth('lg')]: { display: 'block' } },
});
export const navList = style({
  display: 'flex',
  columnGap: vars.space.lg,
  whiteSpace: 'nowrap',
  ...bareList,
});
export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
    '&:focus-visible': focusRing('2px'),
    '&[aria-current="page"]': {
      color: vars.color.brand,
      textDecoration: 'underline',
      textUnderlineOffset: '6px',
    },
  },
});
export const search = style({
  order: 1,
  flex: '1 0 100%',
  display: 'flex',
  justifyContent: 'flex-end',
  minWidth: 0,
  '@media': {
    [minWidth('sm')]: { order: 0, flex: 1 },
    [minWidth('md')]: { minWidth: '11rem' },
  },
});
/**
 * The field and its suggestions. From the small breakpoint the suggestions hang from the field; below it
 * the field is too narrow to read them in, so they hang from the whole header (the nearest positioned
 * box then) instead.
 */
export const searchField = style({
  width: '100%',
  '@media': { [minWidth('sm')]: { position: 'relative', maxWidth: '420px' } },
});
export const searchBox = style({ position: 'relative' });
export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '40px',
  paddingInline: `${vars.space.md} 44px`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:focus-visible': focusRing('1px'),
  },
});
/** The form's submit button, inside the box at its end (keyboard and assistive technology users submit with it). */
export const searchSubmit = style({
  position: 'absolute',
  insetInlineEnd: '4px',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing('1px'),
  },
});
/** The suggestions' listbox under the search field: above the page, never cut off by the header. */
export const suggestions = style({
  position: 'absolute',
  zIndex: vars.zIndex.raised,
  top: 'calc(100% + 4px)',
  insetInline: vars.space.sm,
  boxSizing: 'border-box',
  maxHeight: 'min(60vh, 26rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [minWidth('sm')]: { insetInline: 'auto', insetInlineEnd: 0, width: 'max(100%, 20rem)' },
  },
});
/** A group's title ("Companies"): small, muted, not an option. */
export const suggestionGroup = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xxs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: vars.letterSpacing.label,
  textTransform: vars.labelCase as 'none',
  color: vars.color.muted,
});
export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.comfortable,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  '@media': { [minWidth('sm')]: { minHeight: '36px' } },
});
/** The option the arrow keys are on (the combobox keeps focus, so it shows its own ring). */
export const suggestionActive = style({
  background: vars.color.brandSoft,
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
// On a phone the shortcuts go to the end of the first row (the search field fills the second).
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  '@media': { [minWidth('sm')]: { marginInlineStart: 0 } },
});
export const withCount = style({ position: 'relative', display: 'inline-flex' });
export const countPos = style({ position: 'absolute', top: '0', insetInlineEnd: '0', pointerEvents: 'none' });
export const hideSmall = style({
  display: 'none',
  '@media': { [minWidth('sm')]: { display: 'inline-flex' } },
});

/** The Pro member's badge beside the profile link. */
export const proBadge = style({ display: 'inline-flex', alignItems: 'center' });

/** Shown below the large breakpoint only (the menu's own links, its "Menu" button). */
export const narrowOnly = style({ '@media': { [minWidth('lg')]: { display: 'none' } } });
/** Shown from the large breakpoint only (the avatar's button, the links that differ there). */
export const wideOnly = style({ display: 'none', '@media': { [minWidth('lg')]: { display: 'revert' } } });
/** Shown below the small breakpoint only (Register, which has a button in the bar from there). */
export const phoneOnly = style({ '@media': { [minWidth('sm')]: { display: 'none' } } });

/**
 * The menu: its panel hangs from the whole header on a phone (full width), and from its button from the
 * small breakpoint.
 */
export const menu = style({
  '@media': { [minWidth('sm')]: { position: 'relative' } },
});
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '40px',
  height: '40px',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing('2px'),
    [`${menu}[open] &`]: { background: vars.color.surfaceSunken },
  },
});
/** The button's face below the large breakpoint ("Menu") and from it (the avatar). */
export const menuButtonNarrow = style({
  display: 'inline-flex',
  '@media': { [minWidth('lg')]: { display: 'none' } },
});
export const menuButtonWide = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xxs,
  '@media': { [minWidth('lg')]: { display: 'inline-flex' } },
});
export const menuPanel = style({
  position: 'absolute',
  zIndex: vars.zIndex.raised,
  top: '100%',
  insetInline: 0,
  boxSizing: 'border-box',
  maxHeight: 'calc(100dvh - 120px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  '@media': {
    [minWidth('sm')]: {
      top: 'calc(100% + 8px)',
      insetInline: 'auto',
      insetInlineEnd: 0,
      width: '16rem',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});
export const menuList = style({ ...bareList, display: 'grid' });
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.comfortable,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, textDecoration: 'underline' },
    '&:focus-visible': focusRing('-2px'),
    '&[aria-current="page"]': {
      color: vars.color.brand,
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
    },
  },
});
