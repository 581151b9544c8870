/**
 * The brand the app is built for: the shell's Vite plugin (`vite.ts`) makes this module from the app's
 * `app/brand.ts` (its `brand`) and `app/theme.css.ts` (its `theme`).
 */
declare module 'virtual:jobsite/brand' {
  export const brand: import('./brand.ts').Brand;
  export const theme: { className: string };
}
