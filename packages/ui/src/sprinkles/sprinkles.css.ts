import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { minWidth } from '../theme/breakpoints.ts';
import { vars } from '../theme/vars.css.ts';

const conditions = {
  xxs: {},
  xs: { '@media': minWidth('xs') },
  sm: { '@media': minWidth('sm') },
  md: { '@media': minWidth('md') },
  lg: { '@media': minWidth('lg') },
  xl: { '@media': minWidth('xl') },
  xxl: { '@media': minWidth('xxl') },
};

const space = vars.space;

const responsive = defineProperties({
  conditions,
  defaultCondition: 'xxs',
  responsiveArray: ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.muted,
      brand: vars.color.brand,
      onBrand: vars.color.onBrand,
      accent: vars.color.accent,
      positive: vars.color.positive,
      critical: vars.color.critical,
    },
    background: {
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      accentSoft: vars.color.accentSoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

/** Responsive layout atoms (the breakpoints of product.md section 9) and colour atoms. */
export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
