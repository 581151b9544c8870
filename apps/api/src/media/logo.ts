/**
 * Company logos (decision 0092): a mark the seed draws for each company (its initials on a colour taken
 * from its name, as an SVG of a few hundred bytes), or a PNG, JPEG or WebP its recruiter uploads. Each is
 * kept in the media store under `logos/{vertical}/{name}`, where the name carries a hash of the bytes, so
 * its address changes when the logo does and can be cached for a year (`GET {base}/logos/{name}`).
 * `companies.logo` holds the address the brand site serves it at: `/logos/{name}`.
 */
import { createHash } from 'node:crypto';
import { LOGO_FILE_NAME, logoPath } from '@jobsite/domain';
import type { Kind } from './sniff.ts';

/** The kinds a logo may be: the seed's SVG, an uploaded picture. Never an uploaded SVG (it can carry script). */
export type LogoKind = 'svg' | Extract<Kind, 'png' | 'jpeg' | 'webp'>;

export const LOGO_TYPES: Record<LogoKind, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** A logo's file name: the company's slug, 10 hex digits of the bytes' SHA-256, the kind. */
export const LOGO_NAME = LOGO_FILE_NAME;

/** A year: a logo's address never serves other bytes. */
export const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The media key of a logo of the vertical. */
export const logoKey = (vertical: string, name: string) => `logos/${vertical}/${name}`;

/** The address a brand site serves a logo at; what `companies.logo` holds. */
export const logoAddress = logoPath;

/** The file name of a logo of these bytes for the company of `slug`. */
export function logoName(slug: string, kind: LogoKind, bytes: Uint8Array | { sha256: string }): string {
  const hash = bytes instanceof Uint8Array ? createHash('sha256').update(bytes).digest('hex') : bytes.sha256;
  const base = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'company'}-${hash.slice(0, 10)}.${kind}`;
}

/** Up to two initials of a company's name, as the site's fallback shows them: its first and last words'. */
function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = (words.length > 1 ? [words[0], words.at(-1)] : words).map((w) =>
    (w ?? '').charAt(0).toUpperCase(),
  );
  return letters.join('') || '?';
}

const FNV_OFFSET = 2166136261;
const FNV_PRIME = 16777619;

/** A 32-bit FNV-1a hash of the name: the same name always gets the same colour. */
function hashOf(text: string): number {
  let h = FNV_OFFSET;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, FNV_PRIME) >>> 0;
  }
  return h;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)].map((x) => Math.round(x * 255)) as [number, number, number];
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const x = c / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2's contrast ratio of white text on this colour. */
export const contrastWithWhite = (rgb: [number, number, number]) => 1.05 / (luminance(rgb) + 0.05);

/** The contrast the initials have with their ground at the least: WCAG AA for normal text. */
export const LOGO_MIN_CONTRAST = 4.5;

/**
 * The ground colour of a company's mark: a hue from its name, as light as it may be while white
 * initials keep a contrast of at least 4.5:1 on it.
 */
export function logoColour(name: string): { hex: string; rgb: [number, number, number] } {
  const h = hashOf(name);
  const hue = h % 360;
  const saturation = 0.45 + ((h >>> 9) % 25) / 100;
  let lightness = 0.46;
  let rgb = hslToRgb(hue, saturation, lightness);
  while (contrastWithWhite(rgb) < LOGO_MIN_CONTRAST + 0.1 && lightness > 0.1) {
    lightness -= 0.02;
    rgb = hslToRgb(hue, saturation, lightness);
  }
  const hex = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return { hex, rgb };
}

/** The side of the drawn mark in CSS pixels; it scales without loss. */
const SIDE = 96;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mark the seed draws for a company: its initials in white on its colour, in a rounded square.
 * Text only in the system's sans-serif: no font, script, link or external reference.
 */
export function generatedLogo(name: string): Uint8Array {
  const { hex } = logoColour(name);
  const initials = escapeXml(initialsOf(name));
  const size = initials.length > 1 ? 38 : 46;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">` +
    `<rect width="${SIDE}" height="${SIDE}" rx="16" fill="${hex}"/>` +
    `<text x="48" y="50" dominant-baseline="central" text-anchor="middle" fill="#fff" font-size="${size}" font-weight="700" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">${initials}</text>` +
    `</svg>`;
  return new TextEncoder().encode(svg);
}
