import { vars } from '@jobsite/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The preview's paper: dark text on white in both brands and both colour schemes, as the PDF prints. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: '#ffffff',
  color: '#111111',
});

export const paper = style({
  fontFamily: '"DejaVu Sans", Verdana, "Segoe UI", Arial, sans-serif',
  lineHeight: 1.45,
  overflowWrap: 'anywhere',
});

export const templates = styleVariants({
  classic: { padding: '2rem', fontSize: '0.875rem' },
  compact: { padding: '1.25rem', fontSize: '0.8125rem', lineHeight: 1.3 },
});

export const name = style({ margin: 0, fontSize: '1.6em', fontWeight: 700, color: '#111111' });
export const headline = style({ margin: 0, fontSize: '1.1em', color: '#3d3d3d' });
export const muted = style({ margin: 0, color: '#3d3d3d' });

export const heading = styleVariants({
  classic: {
    margin: '1.1em 0 0.4em',
    paddingBottom: '0.15em',
    fontSize: '1.2em',
    fontWeight: 700,
    color: '#1f3a5f',
    borderBottom: '1px solid #1f3a5f',
  },
  compact: {
    margin: '0.8em 0 0.2em',
    fontSize: '1em',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: '#000000',
  },
});

export const entry = style({ margin: '0 0 0.6em' });
export const entryTitle = style({ margin: 0, fontWeight: 700, fontSize: '1em' });
export const line = style({ margin: 0 });

/** The watermark: a banner that says why, and the same words across the whole page. */
export const banner = style({
  position: 'relative',
  zIndex: 2,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: '#fff4d6',
  color: '#5c3b00',
  fontWeight: 700,
  textAlign: 'center',
  borderBottom: '1px solid #b98a1d',
});

export const watermarked = style({
  selectors: {
    '&::after': {
      content:
        '"Preview — subscribe to download   Preview — subscribe to download   Preview — subscribe to download"',
      position: 'absolute',
      zIndex: 1,
      top: '45%',
      left: '-25%',
      width: '150%',
      transform: 'rotate(-30deg)',
      fontSize: '1.6rem',
      fontWeight: 700,
      textAlign: 'center',
      color: 'rgba(160, 20, 20, 0.28)',
      whiteSpace: 'pre-wrap',
      lineHeight: 3,
      pointerEvents: 'none',
      userSelect: 'none',
    },
  },
});
