import type { ColorTokens } from './tokens.ts';

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Parses `#rgb` or `#rrggbb`. */
function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface ContrastPair {
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  /** 4.5 for text (WCAG 1.4.3), 3 for control outlines and focus rings (1.4.11). */
  minimum: number;
}

const text = 4.5;
const ui = 3;
const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken'] as const;

/** Every foreground/background pairing the components use. */
export const contrastPairs: ContrastPair[] = [
  ...surfaces.flatMap((bg): ContrastPair[] => [
    { foreground: 'text', background: bg, minimum: text },
    { foreground: 'muted', background: bg, minimum: text },
    { foreground: 'link', background: bg, minimum: text },
    { foreground: 'brand', background: bg, minimum: text },
    { foreground: 'critical', background: bg, minimum: text },
    { foreground: 'positive', background: bg, minimum: text },
    { foreground: 'borderStrong', background: bg, minimum: ui },
    { foreground: 'focus', background: bg, minimum: ui },
  ]),
  { foreground: 'accent', background: 'surface', minimum: text },
  { foreground: 'caution', background: 'surface', minimum: text },
  { foreground: 'info', background: 'surface', minimum: text },
  { foreground: 'onBrand', background: 'brand', minimum: text },
  { foreground: 'onBrand', background: 'brandHover', minimum: text },
  { foreground: 'onAccent', background: 'accent', minimum: text },
  { foreground: 'onAccent', background: 'accentHover', minimum: text },
  { foreground: 'onPositive', background: 'positive', minimum: text },
  { foreground: 'onCritical', background: 'critical', minimum: text },
  { foreground: 'onCaution', background: 'caution', minimum: text },
  { foreground: 'onInfo', background: 'info', minimum: text },
  { foreground: 'brand', background: 'brandSoft', minimum: text },
  { foreground: 'text', background: 'brandSoft', minimum: text },
  { foreground: 'accent', background: 'accentSoft', minimum: text },
  { foreground: 'text', background: 'accentSoft', minimum: text },
  { foreground: 'positive', background: 'positiveSoft', minimum: text },
  { foreground: 'critical', background: 'criticalSoft', minimum: text },
  { foreground: 'caution', background: 'cautionSoft', minimum: text },
  { foreground: 'info', background: 'infoSoft', minimum: text },
  { foreground: 'text', background: 'infoSoft', minimum: text },
  { foreground: 'text', background: 'positiveSoft', minimum: text },
  { foreground: 'text', background: 'criticalSoft', minimum: text },
  { foreground: 'text', background: 'cautionSoft', minimum: text },
];

export interface ContrastResult extends ContrastPair {
  ratio: number;
  passes: boolean;
}

/** Measures every pair of `contrastPairs` in one colour mode's tokens. */
export function checkContrast(color: ColorTokens): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const ratio = contrastRatio(color[pair.foreground], color[pair.background]);
    return { ...pair, ratio, passes: ratio >= pair.minimum };
  });
}
