/** The responsive breakpoints of product.md section 9, in CSS pixels (min-width). */
export const breakpoints = {
  xxs: 0,
  xs: 350,
  sm: 600,
  md: 900,
  lg: 1200,
  xl: 1440,
  xxl: 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** `@media` query text for a breakpoint (the smallest has none: it is the default). */
export function minWidth(bp: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[bp]}px)`;
}
