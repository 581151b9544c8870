/**
 * Test helper: recordings built byte by byte, for lengths and shapes a recorder does not make on demand
 * (a two-minute MP4, an MP3, an MP4 whose length is not written). The browser's own recordings are the
 * fixtures of services/media.
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
