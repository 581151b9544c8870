/**
 * The preview image a shared link shows in messaging apps and social networks (Open Graph and Twitter
 * cards, decision 0048): 1200×630 PNG in the brand's colours, with the page's title and its facts
 * (company, place, salary). Drawn as SVG and rasterised by resvg with the DejaVu fonts the package
 * ships, so it looks the same on every server. Server only.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { SharePalette } from './brand.ts';

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export { sharePalette } from './brand.ts';

export interface ShareCard {
  /** The brand's name, top left. */
  brand: string;
  /** The page's title: a job title, a listing's name. At most three lines, cut with an ellipsis. */
  title: string;
  /** Up to three short lines under the title (company, place, salary), each cut to one line. */
  facts: string[];
  palette: SharePalette;
}

const MARGIN = 80;
const TITLE_SIZE = 64;
const TITLE_LINE = Math.round(TITLE_SIZE * 1.12);
const FACT_SIZE = 36;
const FACT_LINE = Math.round(FACT_SIZE * 1.35);
/** DejaVu Sans's mean advance is about 0.6 em (bold a little more): a safe measure for wrapping. */
const advance = (size: number, bold: boolean) => size * (bold ? 0.64 : 0.58);
const perLine = (size: number, bold: boolean) =>
  Math.floor((SHARE_CARD_WIDTH - 2 * MARGIN) / advance(size, bold));

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
// Characters XML 1.0 does not allow (control characters), which a job title typed anywhere may hold.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must go
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** `text` cut to `max` characters at a word where it can, with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Words into at most `lines` lines of `max` characters; the last one ends in an ellipsis when cut. */
export function wrap(text: string, max: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    line = word.length > max ? cut(word, max) : word;
    if (out.length === lines - 1) {
      out.push(cut(words.slice(i).join(' '), max));
      return out;
    }
  }
  if (line) out.push(line);
  return out;
}

/** The card as SVG: brand name, title, facts and a band in the accent colour. */
export function shareCardSvg(card: ShareCard): string {
  const { background, text, accent } = card.palette;
  const safe = (s: string) => xml(s.replace(NOT_XML, ''));
  const title = wrap(card.title.replace(NOT_XML, ''), perLine(TITLE_SIZE, true), 3);
  const facts = card.facts.filter((f) => f.trim() !== '').slice(0, 3);
  const titleTop = 220;
  const titleLines = title
    .map(
      (line, i) =>
        `<text x="${MARGIN}" y="${titleTop + i * TITLE_LINE}" font-size="${TITLE_SIZE}" font-weight="bold">${safe(line)}</text>`,
    )
    .join('');
  const factsTop = titleTop + (title.length - 1) * TITLE_LINE + 80;
  const factLines = facts
    .map(
      (fact, i) =>
        `<text x="${MARGIN}" y="${factsTop + i * FACT_LINE}" font-size="${FACT_SIZE}">${safe(cut(fact, perLine(FACT_SIZE, false)))}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${xml(background)}"/>`,
    `<rect x="0" y="${SHARE_CARD_HEIGHT - 24}" width="100%" height="24" fill="${xml(accent)}"/>`,
    `<g font-family="DejaVu Sans" fill="${xml(text)}">`,
    `<text x="${MARGIN}" y="${MARGIN + 30}" font-size="40" font-weight="bold" fill="${xml(accent)}">${safe(cut(card.brand, 40))}</text>`,
    titleLines,
    factLines,
    '</g></svg>',
  ].join('');
}

let fontFiles: string[] | undefined;
/** DejaVu Sans, regular and bold, from the `dejavu-fonts-ttf` package. */
export function shareFonts(): string[] {
  if (!fontFiles) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontFiles = [join(dir, 'DejaVuSans.ttf'), join(dir, 'DejaVuSans-Bold.ttf')];
  }
  return fontFiles;
}

/** The card as PNG. */
export function renderShareCard(card: ShareCard): Uint8Array {
  const resvg = new Resvg(shareCardSvg(card), {
    font: { fontFiles: shareFonts(), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
    fitTo: { mode: 'width', value: SHARE_CARD_WIDTH },
  });
  return resvg.render().asPng();
}

/** The answer of a share-card route: the PNG, kept by browsers and caches for an hour. */
export function shareCardResponse(card: ShareCard): Response {
  const png = renderShareCard(card);
  return new Response(new Blob([png as Uint8Array<ArrayBuffer>]), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}

/** The answer of a share-card route for a page that has no card (no such job or listing): a 404 kept by no one. */
export function shareCardMissing(text: string): Response {
  return new Response(text, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
