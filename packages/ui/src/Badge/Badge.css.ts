import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: '22px',
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.accent,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.strong,
    letterSpacing: vars.letterSpacing.label,
    textTransform: vars.labelCase as 'none',
    whiteSpace: 'nowrap',
    lineHeight: 1,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      brand: { background: vars.color.brandSoft, color: vars.color.brand },
      accent: { background: vars.color.accentSoft, color: vars.color.accent },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
      critical: { background: vars.color.criticalSoft, color: vars.color.critical },
      caution: { background: vars.color.cautionSoft, color: vars.color.caution },
      info: { background: vars.color.infoSoft, color: vars.color.info },
    },
    strong: { true: {} },
  },
  compoundVariants: [
    {
      variants: { tone: 'brand', strong: true },
      style: { background: vars.color.brand, color: vars.color.onBrand },
    },
    {
      variants: { tone: 'accent', strong: true },
      style: { background: vars.color.accent, color: vars.color.onAccent },
    },
    {
      variants: { tone: 'critical', strong: true },
      style: { background: vars.color.critical, color: vars.color.onCritical },
    },
    {
      variants: { tone: 'positive', strong: true },
      style: { background: vars.color.positive, color: vars.color.onPositive },
    },
  ],
  defaultVariants: { tone: 'neutral' },
});
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const rank = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.accent,
  fontSize: vars.fontSize.sm,
});
export const rankNumber = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heading });
export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  boxSizing: 'border-box',
  borderRadius: '999px',
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: '12px',
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1,
});
