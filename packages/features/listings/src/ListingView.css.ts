import { gridList } from '@jobsite/ui/style-rules';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** A wide screen: the filter rail beside the results. */
const WIDE = 'screen and (min-width: 64rem)';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [WIDE]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: vars.space.xl } },
});

/** The filters' disclosure: a panel on a phone; on a wide screen always open, its toggle hidden. */
export const rail = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': {
    [WIDE]: {
      // Not sticky: with their counts the filters are taller than most screens, and a sticky rail
      // taller than the screen hides its end (a rail that scrolls on its own is one more scrolling
      // region for a keyboard).
      border: 'none',
      background: 'transparent',
      selectors: {
        // Shown whether or not the disclosure is open (Chromium 131+, Safari 18.4+, Firefox 143+; an
        // older browser shows the toggle, which works as on a phone).
        '&::details-content': { contentVisibility: 'visible', display: 'block' },
      },
    },
  },
});

export const railToggle = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  minHeight: '44px',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [WIDE]: { display: 'none' } },
});

export const results = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, alignContent: 'start' });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.md,
  '@media': { [WIDE]: { gridTemplateColumns: '1fr', padding: 0 } },
});

export const list = style(gridList(vars.space.sm));

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

/** A company's logo beside its about text. */
export const introHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});
