import { style } from '@vanilla-extract/css';
import { minWidth } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';
import { bareList, focusRing } from '../utils/style-rules.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.breakpoint.xxl,
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '64px',
  boxSizing: 'border-box',
});
export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.lg,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing('2px') },
});
// The navigation gives way before the search box does: when the links do not fit beside a usable search
// field, they wrap onto a second line inside the header instead of squeezing the field.
export const nav = style({
  display: 'none',
  minWidth: 0,
  flex: '0 1 auto',
  '@media': { [minWidth('md')]: { display: 'block' } },
});
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
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
  flex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  minWidth: 0,
  '@media': { [minWidth('md')]: { minWidth: '11rem' } },
});
/**
 * The field and its suggestions. From the small breakpoint the suggestions hang from the field; below it
 * the field is too narrow to read them in, so they hang from the whole header (the nearest positioned
 * box then) instead.
 */
export const searchField = style({
  width: '100%',
  maxWidth: '420px',
  '@media': { [minWidth('sm')]: { position: 'relative' } },
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
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const withCount = style({ position: 'relative', display: 'inline-flex' });
export const countPos = style({ position: 'absolute', top: '0', insetInlineEnd: '0', pointerEvents: 'none' });
export const hideSmall = style({
  display: 'none',
  '@media': { [minWidth('sm')]: { display: 'inline-flex' } },
});

/** The Pro member's badge beside the profile link. */
export const proBadge = style({ display: 'inline-flex', alignItems: 'center' });

/** The small-screen "Go Pro" link: the main navigation (with its own upgrade link) is hidden there. */
export const upgradeSmall = style({
  display: 'inline-flex',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  '@media': { [minWidth('md')]: { display: 'none' } },
});
