/**
 * The brand's app icons and web app manifest (issue 41), drawn from the brand's data when the app is
 * built (`appIcons` in `vite.ts`), so a new brand gets its own from `brand.ts` and nobody draws them by
 * hand: the mark is the brand's initials in its share-card colours (`sharePalette`), as a favicon (SVG,
 * and ICO for browsers and crawlers that ask for `/favicon.ico`), an Apple touch icon, the manifest's
 * 192 and 512 px icons and a maskable one whose mark sits inside the safe zone. Rasterised by resvg with
 * the DejaVu font the share cards use, so the icons are the same on every machine. Build and server only.
 */
import { Resvg } from '@resvg/resvg-js';
import { type Brand, sharePalette } from './brand.ts';
import { shareFonts } from './share-card.ts';

/** The files the build writes at the site's root, by path. */
export type AppIconFiles = Record<string, string | Uint8Array>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/** The brand's initials: the first letter of its first two words ("JobSite Management": "JM"). */
export function brandInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => [...word].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toLocaleUpperCase('en-IN') || '?';
}

/**
 * The mark on a 512-unit square. `shape`: `rounded` for a favicon and the manifest's plain icons (the
 * corners transparent), `full` where the platform cuts its own shape (maskable, Apple touch): the
 * colour fills the square and the mark keeps within the middle 80 %, the safe zone of a maskable icon.
 */
function markSvg(brand: Pick<Brand, 'name' | 'shareCard'>, shape: 'rounded' | 'full'): string {
  const { background, text, accent } = sharePalette(brand);
  const initials = brandInitials(brand.name);
  // Two letters fill about 60 % of the width at this size; the maskable one is scaled into its zone.
  const scale = shape === 'full' ? 0.8 : 1;
  const size = Math.round((initials.length > 1 ? 230 : 300) * scale);
  const barWidth = Math.round(260 * scale);
  const inset = (512 - barWidth) / 2;
  const baseline = Math.round(256 + size * 0.22);
  // Below the J's descender.
  const bar = Math.round(baseline + 62 * scale);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    shape === 'rounded'
      ? `<rect width="512" height="512" rx="96" fill="${xml(background)}"/>`
      : `<rect width="512" height="512" fill="${xml(background)}"/>`,
    `<text x="256" y="${baseline}" text-anchor="middle" font-family="DejaVu Sans, Verdana, sans-serif" font-weight="bold" font-size="${size}" fill="${xml(text)}">${xml(initials)}</text>`,
    `<rect x="${inset}" y="${bar}" width="${barWidth}" height="${Math.round(22 * scale)}" rx="${Math.round(11 * scale)}" fill="${xml(accent)}"/>`,
    '</svg>',
  ].join('');
}

/** A PNG of an SVG at `px` pixels square. */
function rasterise(svg: string, px: number): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: px },
    font: { fontFiles: shareFonts(), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}

/**
 * An ICO file holding PNG images (each entry a PNG, which every browser since 2007 reads): the
 * directory of 6 bytes, one 16-byte entry per image, then the images.
 */
export function icoOf(images: { px: number; png: Uint8Array }[]): Uint8Array {
  const header = 6 + 16 * images.length;
  const size = header + images.reduce((sum, image) => sum + image.png.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = header;
  for (const [i, { px, png }] of images.entries()) {
    const entry = 6 + 16 * i;
    view.setUint8(entry, px >= 256 ? 0 : px);
    view.setUint8(entry + 1, px >= 256 ? 0 : px);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  }
  return out;
}

/** The manifest's icons, by the file each is written to. */
const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The short name a phone shows under the icon: the brand's name less the common first word, at most 12. */
export function shortName(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const short = words.length > 1 && name.length > 12 ? words.slice(1).join(' ') : name;
  return short.length > 12 ? short.slice(0, 12).trimEnd() : short;
}

/** The web app manifest of a brand (W3C Web Application Manifest). */
export function webManifest(brand: Pick<Brand, 'name' | 'tagline' | 'shareCard'>) {
  const { background } = sharePalette(brand);
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    description: `${brand.name}: ${brand.tagline}.`,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: background,
    icons: MANIFEST_ICONS,
    shortcuts: [
      { name: 'Your job feed', short_name: 'Feed', url: '/jobfeed' },
      { name: 'Applied jobs', short_name: 'Applied', url: '/applied-jobs' },
    ],
  };
}

/** Every file the build writes for the brand's icons and manifest, by its path at the site's root. */
export function appIconFiles(brand: Pick<Brand, 'name' | 'tagline' | 'shareCard'>): AppIconFiles {
  const rounded = markSvg(brand, 'rounded');
  const full = markSvg(brand, 'full');
  const ico = [16, 32, 48].map((px) => ({ px, png: rasterise(rounded, px) }));
  return {
    'favicon.svg': rounded,
    'favicon.ico': icoOf(ico),
    'apple-touch-icon.png': rasterise(full, 180),
    'icons/icon-192.png': rasterise(rounded, 192),
    'icons/icon-512.png': rasterise(rounded, 512),
    'icons/maskable-512.png': rasterise(full, 512),
    'manifest.webmanifest': `${JSON.stringify(webManifest(brand), null, 2)}\n`,
  };
}
