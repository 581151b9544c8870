/**
 * Test helper: recordings built byte by byte, for lengths and shapes a recorder does not make on demand
 * (a two-minute MP4, an MP3, an MP4 whose length is not written), and pictures whose headers declare a
 * size (the image data itself is not there: only the header is read). The browser's own recordings are
 * the fixtures of services/media.
 */
import type { MediaStore } from './store.ts';

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...u32(8 + body.length), ...ascii(type), ...body];
};

/** An MP4 whose movie header says it lasts `seconds` (timescale 1000), with `padding` bytes of media data. */
export function makeMp4(seconds: number, padding = 512): Uint8Array {
  const ftyp = box('ftyp', ascii('isom'), u32(0x200), ascii('isomiso2mp41'));
  const mvhd = box(
    'mvhd',
    [0, 0, 0, 0],
    u32(0),
    u32(0),
    u32(1000),
    u32(Math.round(seconds * 1000)),
    new Array(80).fill(0),
  );
  const moov = box('moov', mvhd);
  const mdat = box('mdat', new Array(padding).fill(0x2a));
  return new Uint8Array([...ftyp, ...moov, ...mdat]);
}

/** An MP4 with no movie header at all: its length cannot be read. */
export function makeMp4WithoutLength(): Uint8Array {
  return new Uint8Array([
    ...box('ftyp', ascii('isom'), u32(0x200), ascii('isom')),
    ...box('mdat', new Array(256).fill(1)),
  ]);
}

/**
 * An MP3 of `seconds` (MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1152 samples), after
 * an ID3v2 tag when `id3` is set.
 */
export function makeMp3(seconds: number, id3 = true): Uint8Array {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const tag = id3 ? [...ascii('ID3'), 4, 0, 0, 0, 0, 0, 10, ...new Array(10).fill(0)] : [];
  const out = new Uint8Array(tag.length + frames * frame.length);
  out.set(tag);
  for (let i = 0; i < frames; i++) out.set(frame, tag.length + i * frame.length);
  return out;
}

/** A media store that holds nothing, for tests of apps that never store a file. */
export const NO_MEDIA: MediaStore = {
  spoolDir: '/nonexistent',
  put: async () => {},
  get: async () => null,
  open: async () => null,
  remove: async () => {},
};

/**
 * An MP4 of `seconds` that is `bytes` long: `makeMp4`'s boxes and a media data box of zeros, built
 * without a byte-by-byte array (for files of tens of megabytes).
 */
export function bigMp4(seconds: number, bytes: number): Uint8Array {
  const head = makeMp4(seconds, 0);
  const boxes = head.subarray(0, head.length - 8); // ftyp and moov, without the empty mdat
  const out = new Uint8Array(bytes);
  out.set(boxes);
  const view = new DataView(out.buffer);
  view.setUint32(boxes.length, bytes - boxes.length);
  out.set(ascii('mdat'), boxes.length + 4);
  return out;
}

const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
/** `data` padded with zeros to `bytes`. */
const padded = (data: number[], bytes: number) => {
  const out = new Uint8Array(Math.max(bytes, data.length));
  out.set(data);
  return out;
};

/** A PNG whose IHDR chunk declares `width` × `height`, `bytes` long. */
export function pngDeclaring(width: number, height: number, bytes = 1024): Uint8Array {
  const ihdr = [...u32(13), ...ascii('IHDR'), ...u32(width), ...u32(height), 8, 6, 0, 0, 0, ...u32(0)];
  return padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr], bytes);
}

/** A JPEG whose frame (SOF0) declares `width` × `height`, after `metadata` bytes of APP1 segments. */
export function jpegDeclaring(width: number, height: number, metadata = 0): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1: number[] = [];
  for (let left = metadata; left > 0; left -= 65_000) {
    const length = Math.min(65_000, left);
    app1.push(0xff, 0xe1, (length + 2) >> 8, (length + 2) & 0xff, ...new Array(length).fill(0x20));
  }
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  const sos = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...app1, ...sof, ...sos, 0, 0, 0xff, 0xd9]);
}

/** A WebP of the chunk `VP8 `, `VP8L` or `VP8X` declaring `width` × `height`. */
export function webpDeclaring(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Uint8Array {
  const body =
    chunk === 'VP8 '
      ? [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)]
      : chunk === 'VP8L'
        ? (() => {
            const bits = (width - 1) | ((height - 1) << 14);
            return [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff];
          })()
        : [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
  const data = [...ascii(chunk), ...u16le(body.length), 0, 0, ...body, ...new Array(16).fill(0)];
  return new Uint8Array([...ascii('RIFF'), ...u16le(data.length + 4), 0, 0, ...ascii('WEBP'), ...data]);
}
