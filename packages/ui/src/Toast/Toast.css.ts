import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';
import { focusRing, linkButton, tokenVariants } from '../utils/style-rules.ts';

/** The tones a toast comes in: its border and icon wear the tone's colour. */
const TONES = ['positive', 'critical', 'caution', 'info'] as const;

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: 'min(420px, calc(100vw - 32px))',
    boxSizing: 'border-box',
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    animation: `${enter} ${vars.motion.base} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: tokenVariants('borderColor', vars.color, TONES),
  },
  defaultVariants: { tone: 'info' },
});
export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: tokenVariants('color', vars.color, TONES),
  },
});
export const message = style({ flex: 1, margin: 0, paddingBlock: vars.space.xs, fontSize: vars.fontSize.sm });
export const action = style({
  minHeight: '32px',
  fontWeight: vars.fontWeight.strong,
  ...linkButton,
  selectors: { '&:focus-visible': focusRing() },
});
