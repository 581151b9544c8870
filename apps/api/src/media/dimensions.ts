/**
 * A picture's width and height as its header declares them, never decoding it (docs/decisions 0069):
 * PNG's IHDR chunk, JPEG's start-of-frame segment (found by walking the segments before it), and WebP's
 * VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk. A small file can declare a huge image (a
 * decompression bomb for whoever renders it), so the profile picture's size is capped by them.
 */
import type { Kind } from './sniff.ts';

export interface Dimensions {
  width: number;
  height: number;
}

/** The largest profile picture taken: at most this many pixels on a side ... */
const MAX_PICTURE_SIDE = 8000;
/** ... and this many in all (36 megapixels: 6000 × 6000, or a wide 8000 × 4500). */
const MAX_PICTURE_PIXELS = 36_000_000;

const ascii = (data: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => data[at + i] === ch.charCodeAt(0));
const u16be = (data: Uint8Array, at: number) => ((data[at] ?? 0) << 8) | (data[at + 1] ?? 0);
const u16le = (data: Uint8Array, at: number) => (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8);
const u24le = (data: Uint8Array, at: number) => u16le(data, at) | ((data[at + 2] ?? 0) << 16);
const u32be = (data: Uint8Array, at: number) => u16be(data, at) * 65536 + u16be(data, at + 2);

/** JPEG markers that start a frame (SOF0-3, 5-7, 9-11, 13-15): not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(data: Uint8Array): Dimensions | null {
  let at = 2; // after SOI
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The scan starts (SOS) or the image ends (EOI) before any frame: no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(data, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return null;
      return { height: u16be(data, at + 5), width: u16be(data, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function png(data: Uint8Array): Dimensions | null {
  // The signature (8 bytes), then IHDR's length (4) and type (4): width and height follow.
  if (data.length < 24 || !ascii(data, 12, 'IHDR')) return null;
  return { width: u32be(data, 16), height: u32be(data, 20) };
}

function webp(data: Uint8Array): Dimensions | null {
  if (data.length < 30) return null;
  if (ascii(data, 12, 'VP8 ')) {
    // A key frame's tag (3 bytes) and start code (9d 01 2a), then 14-bit width and height.
    if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) return null;
    return { width: u16le(data, 26) & 0x3fff, height: u16le(data, 28) & 0x3fff };
  }
  if (ascii(data, 12, 'VP8L')) {
    // The signature 0x2f, then width - 1 and height - 1 in 14 bits each.
    if (data[20] !== 0x2f) return null;
    const bits = (data[21] ?? 0) | ((data[22] ?? 0) << 8) | ((data[23] ?? 0) << 16) | ((data[24] ?? 0) << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (ascii(data, 12, 'VP8X')) {
    // Flags (1 byte) and reserved (3), then canvas width - 1 and height - 1 in 24 bits each.
    return { width: 1 + u24le(data, 24), height: 1 + u24le(data, 27) };
  }
  return null;
}

/**
 * The size a picture of `kind` declares, from its first bytes (the header; a JPEG's frame may follow
 * its metadata segments), or null when these bytes do not tell it.
 */
export function pictureDimensions(kind: Kind, data: Uint8Array): Dimensions | null {
  const found =
    kind === 'png' ? png(data) : kind === 'jpeg' ? jpeg(data) : kind === 'webp' ? webp(data) : null;
  return found && found.width > 0 && found.height > 0 ? found : null;
}

/** Why a picture of this size is refused, or null when it is taken. */
export function pictureTooLarge({ width, height }: Dimensions): string | null {
  if (width <= MAX_PICTURE_SIDE && height <= MAX_PICTURE_SIDE && width * height <= MAX_PICTURE_PIXELS)
    return null;
  return `The picture is ${width} × ${height} pixels. Please upload one of at most ${MAX_PICTURE_SIDE} pixels on a side and ${MAX_PICTURE_PIXELS / 1_000_000} megapixels in all`;
}
