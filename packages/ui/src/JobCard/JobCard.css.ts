import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { bareList, cardTitle, cardTitleLink } from '../utils/style-rules.ts';

/**
 * Every row has a fixed height so a card is the same size whatever its content, and the skeleton
 * (JobCardSkeleton) reuses these rows: loading never shifts the layout.
 */
export const card = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
});
/**
 * The dense card of lists: rows in named areas (the title, one line or two, with the actions beside it,
 * or beside the company on a phone; the company and the details on one line, or two on a phone; the
 * skills with the posting age),
 * about half the height of the comfortable card or less. The footer's parts join the grid
 * (`display: contents`).
 */
export const dense = style({
  gridTemplateColumns: '32px fit-content(40%) minmax(0, 1fr) auto',
  // On a phone the title has the card's whole width (its actions sit beside the company under it), so
  // that it reads in full on one or two lines.
  gridTemplateAreas:
    '"logo title title title" "logo company company actions" "meta meta meta meta" "tags tags tags posted"',
  rowGap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  '@media': {
    // Wide enough for the company and the details on one line.
    'screen and (min-width: 40rem)': {
      gridTemplateAreas: '"logo title title actions" "logo company meta meta" "tags tags tags posted"',
      paddingInline: vars.space.lg,
    },
  },
});
export const applied = style({ borderColor: vars.color.positive });
export const logo = style({
  gridRow: 'span 2',
  width: '48px',
  height: '48px',
  selectors: { [`${dense} &`]: { gridArea: 'logo', width: '32px', height: '32px' } },
});
export const titleRow = style({
  height: `calc(2 * ${vars.fontSize.lg} * ${vars.lineHeight.tight})`,
  overflow: 'hidden',
  selectors: {
    // One line or two: a title is wrapped rather than cut, and cut only after a second line.
    [`${dense} &`]: { gridArea: 'title', height: 'auto', maxHeight: '48px' },
  },
});
export const title = style({
  ...cardTitle,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: {
    [`${dense} &`]: { display: 'block', fontSize: vars.fontSize.md, lineHeight: '24px' },
  },
});
export const titleLink = style({
  ...cardTitleLink,
  selectors: {
    ...cardTitleLink.selectors,
    // Lines 24px high: a whole target beside the card's buttons (WCAG 2.5.8); at most two of them.
    [`${dense} &`]: {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      minHeight: '24px',
      lineHeight: '24px',
      overflow: 'hidden',
    },
  },
});
export const company = style({
  height: '24px',
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  selectors: { [`${dense} &`]: { gridArea: 'company', height: '22px', paddingInlineEnd: vars.space.md } },
});
export const full = style({ gridColumn: '1 / -1' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  height: '48px',
  overflow: 'hidden',
  alignContent: 'flex-start',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  // One line where the details fit, a second where they do not (a phone, many cities): none is cut.
  selectors: {
    [`${dense} &`]: { gridArea: 'meta', height: 'auto', maxHeight: '48px', columnGap: vars.space.md },
  },
});
export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '22px',
  selectors: { [`${dense} &`]: { whiteSpace: 'nowrap' } },
});
/**
 * A lucide icon's shapes (24 × 24, 2-pixel round strokes, as lucide-react draws them) as an image: the
 * meta row's icons are masks of the muted colour, not inline SVG. Twenty cards drew sixty icons of up to
 * five SVG elements each, a quarter of a listing's elements and a third of its HTML (decision 0058).
 */
const iconImage = (shapes: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
  // Single quotes inside the double-quoted url(), and only the characters a URL cannot hold escaped:
  // 976 bytes for the three icons where encodeURIComponent made 1,388.
  return `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}")`;
};

export const metaIcon = style({
  display: 'inline-block',
  width: '16px',
  height: '16px',
  flexShrink: 0,
  backgroundColor: vars.color.muted,
  maskRepeat: 'no-repeat',
  maskSize: '100% 100%',
  '@media': {
    // Forced colours replace backgrounds: the icon keeps the text's system colour instead.
    '(forced-colors: active)': { backgroundColor: 'CanvasText', forcedColorAdjust: 'none' },
  },
});

/** The meta row's icons: lucide's map-pin, briefcase and indian-rupee. */
export const metaIconShape = styleVariants({
  place: {
    maskImage: iconImage(
      '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
    ),
  },
  experience: {
    maskImage: iconImage(
      '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/>',
    ),
  },
  salary: {
    maskImage: iconImage(
      '<path d="m14 20-8-8h4c5.333 0 5.333-8 0-8"/><path d="M6 4h12"/><path d="M6 8h12"/>',
    ),
  },
});
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  height: '22px',
  overflow: 'hidden',
  ...bareList,
  selectors: { [`${dense} &`]: { gridArea: 'tags' } },
});
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: '40px',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { [`${dense} &`]: { display: 'contents' } },
});
export const posted = style({
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  selectors: {
    [`${dense} &`]: { gridArea: 'posted', alignSelf: 'center', justifySelf: 'end', whiteSpace: 'nowrap' },
  },
});
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { [`${dense} &`]: { gridArea: 'actions', alignSelf: 'start', justifySelf: 'end' } },
});
export const appliedLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
  minHeight: '32px',
});
