/**
 * The length of a recording, read from its container, never from what the client says (decision 0035):
 * MP4 from its movie header (`mvhd`), or from its fragments when the header leaves it open (a browser's
 * recorder writes fragmented MP4); WebM from its `Duration`, or from its clusters' timestamps when the
 * recorder streamed it without one; MP3 by walking its frames. Pure reading of bytes, no decoding.
 *
 * An upload spooled to disk is not read whole (docs/decisions 0069): `durationIn` reads an MP4's movie
 * and fragment boxes and a WebM's info, cluster times and block headers by offset, leaving the media
 * data (almost all of the file) on disk, and reads them as the same readers read a whole file.
 */
import { accessOf, type RandomAccess } from './access.ts';
import { type Kind, mpegFrame } from './sniff.ts';

/** The recording's length in seconds, or null when its container does not tell. */
export function durationOf(kind: Kind, data: Uint8Array): number | null {
  try {
    if (kind === 'mp4') return mp4Duration(data);
    if (kind === 'webm') return webmDuration(data);
    if (kind === 'mp3') return mp3Duration(data);
  } catch {
    // A truncated or malformed container reads as one whose length is unknown.
  }
  return null;
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

// ---- MP4 (ISO base media file format) ----

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after its header). */
  body: number;
  end: number;
}

function* boxes(data: Uint8Array, from: number, to: number): Generator<Box> {
  const dv = view(data);
  let at = from;
  while (at + 8 <= to) {
    let size = dv.getUint32(at);
    const type = String.fromCharCode(
      data[at + 4] ?? 0,
      data[at + 5] ?? 0,
      data[at + 6] ?? 0,
      data[at + 7] ?? 0,
    );
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(dv.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at) return;
    const end = Math.min(to, at + size);
    yield { type, start: at, body, end };
    at += size;
  }
}

const child = (data: Uint8Array, box: Box, type: string) => {
  for (const b of boxes(data, box.body, box.end)) if (b.type === type) return b;
  return undefined;
};

function mp4Duration(data: Uint8Array): number | null {
  const dv = view(data);
  let movieScale = 0;
  let movieDuration = 0;
  let fragmentDuration = 0;
  const trackScale = new Map<number, number>();
  const trackDefault = new Map<number, number>();
  const trackEnd = new Map<number, number>();
  for (const top of boxes(data, 0, data.length)) {
    if (top.type === 'moov') {
      for (const b of boxes(data, top.body, top.end)) {
        if (b.type === 'mvhd') {
          const v1 = data[b.body] === 1;
          movieScale = dv.getUint32(b.body + (v1 ? 20 : 12));
          const d = v1 ? Number(dv.getBigUint64(b.body + 24)) : dv.getUint32(b.body + 16);
          // All ones means "not known" (the header of a file still being written).
          movieDuration = d === 0xffffffff || d >= Number.MAX_SAFE_INTEGER ? 0 : d;
        } else if (b.type === 'mvex') {
          for (const e of boxes(data, b.body, b.end)) {
            if (e.type === 'mehd')
              fragmentDuration =
                data[e.body] === 1 ? Number(dv.getBigUint64(e.body + 4)) : dv.getUint32(e.body + 4);
            if (e.type === 'trex') trackDefault.set(dv.getUint32(e.body + 4), dv.getUint32(e.body + 12));
          }
        } else if (b.type === 'trak') {
          const tkhd = child(data, b, 'tkhd');
          const mdia = child(data, b, 'mdia');
          const mdhd = mdia && child(data, mdia, 'mdhd');
          if (!tkhd || !mdhd) continue;
          const id = dv.getUint32(tkhd.body + (data[tkhd.body] === 1 ? 20 : 12));
          trackScale.set(id, dv.getUint32(mdhd.body + (data[mdhd.body] === 1 ? 20 : 12)));
        }
      }
    } else if (top.type === 'moof') {
      for (const traf of boxes(data, top.body, top.end)) {
        if (traf.type !== 'traf') continue;
        const tfhd = child(data, traf, 'tfhd');
        if (!tfhd) continue;
        const flags = dv.getUint32(tfhd.body) & 0xffffff;
        const id = dv.getUint32(tfhd.body + 4);
        let at = tfhd.body + 8;
        if (flags & 0x01) at += 8;
        if (flags & 0x02) at += 4;
        const defaultDuration = flags & 0x08 ? dv.getUint32(at) : (trackDefault.get(id) ?? 0);
        const tfdt = child(data, traf, 'tfdt');
        let time = trackEnd.get(id) ?? 0;
        if (tfdt)
          time = data[tfdt.body] === 1 ? Number(dv.getBigUint64(tfdt.body + 4)) : dv.getUint32(tfdt.body + 4);
        for (const trun of boxes(data, traf.body, traf.end)) {
          if (trun.type !== 'trun') continue;
          const runFlags = dv.getUint32(trun.body) & 0xffffff;
          const count = dv.getUint32(trun.body + 4);
          let p = trun.body + 8 + (runFlags & 0x01 ? 4 : 0) + (runFlags & 0x04 ? 4 : 0);
          const step =
            (runFlags & 0x100 ? 4 : 0) +
            (runFlags & 0x200 ? 4 : 0) +
            (runFlags & 0x400 ? 4 : 0) +
            (runFlags & 0x800 ? 4 : 0);
          if (count > (trun.end - p) / Math.max(step, 1) + 1) return null;
          for (let i = 0; i < count; i++, p += step)
            time += runFlags & 0x100 ? dv.getUint32(p) : defaultDuration;
        }
        trackEnd.set(id, Math.max(trackEnd.get(id) ?? 0, time));
      }
    }
  }
  if (movieScale > 0 && movieDuration > 0) return movieDuration / movieScale;
  if (movieScale > 0 && fragmentDuration > 0) return fragmentDuration / movieScale;
  let longest: number | null = null;
  for (const [id, end] of trackEnd) {
    const scale = trackScale.get(id);
    if (scale) longest = Math.max(longest ?? 0, end / scale);
  }
  return longest;
}

// ---- WebM (Matroska's EBML) ----

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** The Segment's children: in a cluster of unknown size, one of these ends the cluster. */
const LEVEL_ONE = new Set([
  INFO,
  CLUSTER,
  0x1654ae6b,
  0x114d9b74,
  0x1c53bb6b,
  0x1254c367,
  0x1043a770,
  0x1941a469,
]);

interface Element {
  id: number;
  /** Where its content starts. */
  body: number;
  /** Its content's size; null when the writer left it unknown (a live recording). */
  size: number | null;
}

function vint(
  data: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = data[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function element(data: Uint8Array, at: number): Element | null {
  const id = vint(data, at, true);
  if (!id || id.length > 4) return null;
  const size = vint(data, at + id.length, false);
  if (!size) return null;
  return { id: id.value, body: at + id.length + size.length, size: size.unknown ? null : size.value };
}

function uint(data: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (data[at + i] ?? 0);
  return value;
}

/** A block's time, relative to its cluster: after the track number, a signed 16-bit integer. */
function blockTime(data: Uint8Array, at: number): number | null {
  const track = vint(data, at, false);
  if (!track || at + track.length + 2 > data.length) return null;
  return view(data).getInt16(at + track.length);
}

function webmDuration(data: Uint8Array): number | null {
  const header = element(data, 0);
  if (!header || header.id !== EBML || header.size === null) return null;
  const segment = element(data, header.body + header.size);
  if (!segment || segment.id !== SEGMENT) return null;
  const segmentEnd = segment.size === null ? data.length : Math.min(data.length, segment.body + segment.size);
  let scale = 1_000_000;
  let declared: number | null = null;
  let last: number | null = null;
  let at = segment.body;
  while (at < segmentEnd) {
    const el = element(data, at);
    if (!el) break;
    const end = el.size === null ? segmentEnd : Math.min(segmentEnd, el.body + el.size);
    if (el.id === INFO) {
      for (let p = el.body; p < end; ) {
        const c = element(data, p);
        if (!c || c.size === null) break;
        if (c.id === TIMECODE_SCALE) scale = uint(data, c.body, c.size);
        if (c.id === DURATION)
          declared =
            c.size === 4
              ? view(data).getFloat32(c.body)
              : c.size === 8
                ? view(data).getFloat64(c.body)
                : null;
        p = c.body + c.size;
      }
    } else if (el.id === CLUSTER) {
      let time = 0;
      let p = el.body;
      while (p < end) {
        const c = element(data, p);
        if (!c || (el.size === null && LEVEL_ONE.has(c.id))) break;
        if (c.size === null) return null;
        if (c.id === CLUSTER_TIMECODE) time = uint(data, c.body, c.size);
        if (c.id === SIMPLE_BLOCK) {
          const t = blockTime(data, c.body);
          if (t !== null) last = Math.max(last ?? 0, time + t);
        }
        if (c.id === BLOCK_GROUP) {
          for (let q = c.body; q < c.body + c.size; ) {
            const b = element(data, q);
            if (!b || b.size === null) break;
            if (b.id === BLOCK) {
              const t = blockTime(data, b.body);
              if (t !== null) last = Math.max(last ?? 0, time + t);
            }
            q = b.body + b.size;
          }
        }
        p = c.body + c.size;
      }
      at = el.size === null ? p : end;
      continue;
    }
    if (el.size === null) break;
    at = end;
  }
  if (declared !== null && Number.isFinite(declared) && declared > 0) return (declared * scale) / 1e9;
  return last === null ? null : (last * scale) / 1e9;
}

// ---- MP3 ----

function mp3Duration(data: Uint8Array): number | null {
  let at = 0;
  if (data[0] === 0x49 && data[1] === 0x44 && data[2] === 0x33 && data.length > 10) {
    // ID3v2: a syncsafe size (7 bits a byte) after the ten-byte header, and a footer when flagged.
    const size =
      (((data[6] ?? 0) & 0x7f) << 21) |
      (((data[7] ?? 0) & 0x7f) << 14) |
      (((data[8] ?? 0) & 0x7f) << 7) |
      ((data[9] ?? 0) & 0x7f);
    at = 10 + size + ((data[5] ?? 0) & 0x10 ? 10 : 0);
  }
  let seconds = 0;
  let frames = 0;
  while (at < data.length) {
    const frame = mpegFrame(data, at);
    if (frame && at + frame.length <= data.length) {
      seconds += frame.samples / frame.sampleRate;
      frames += 1;
      at += frame.length;
      continue;
    }
    // Lost sync (junk between frames, or an ID3v1 tag at the end): look ahead for two frames in a row.
    let found = -1;
    for (let p = at + 1; p < Math.min(data.length, at + 4096); p++) {
      const next = mpegFrame(data, p);
      if (next && mpegFrame(data, p + next.length)) {
        found = p;
        break;
      }
    }
    if (found < 0) break;
    at = found;
  }
  return frames >= 2 ? seconds : null;
}

// ---- Spooled files: the structure without the media data ----

/** The most of a container's structure kept to read its length: past it, the length is unknown. */
const MAX_SKELETON = 16 * 1024 * 1024;

/** The recording's length in seconds, read from bytes in memory or by offset from a spooled file. */
export function durationIn(kind: Kind, source: Uint8Array | RandomAccess): number | null {
  if (source instanceof Uint8Array) return durationOf(kind, source);
  try {
    if (kind === 'mp4') return durationOf(kind, mp4Skeleton(source));
    if (kind === 'webm') return durationOf(kind, webmSkeleton(source));
  } catch {
    return null;
  }
  // An MP3 is walked frame by frame, and is at most 8 MB (ROUND_ZERO.maxAudioBytes): read whole.
  return durationOf(kind, accessOf(source).read(0, source.size));
}

class TooLarge extends Error {}

/** Parts of `src` kept in order, their total held under MAX_SKELETON (checked before reading). */
function keeper(src: RandomAccess) {
  const parts: Uint8Array[] = [];
  let total = 0;
  const room = (length: number) => {
    total += length;
    if (total > MAX_SKELETON) throw new TooLarge();
  };
  return {
    keep(...bytes: Uint8Array[]) {
      for (const part of bytes) {
        room(part.length);
        parts.push(Uint8Array.from(part));
      }
    },
    /** Keeps `length` bytes of the file from `at`. */
    copy(at: number, length: number) {
      const wanted = Math.max(0, Math.min(length, src.size - at));
      room(wanted);
      parts.push(Uint8Array.from(src.read(at, wanted)));
    },
    joined: () => {
      const out = new Uint8Array(total);
      let at = 0;
      for (const part of parts) {
        out.set(part, at);
        at += part.length;
      }
      return out;
    },
  };
}

/**
 * An MP4 less everything `mp4Duration` does not read: its top-level `ftyp`, `moov` and `moof` boxes,
 * whole and in order; the media data (`mdat`) and any other box are skipped by their sizes.
 */
function mp4Skeleton(src: RandomAccess): Uint8Array {
  const kept = keeper(src);
  let at = 0;
  while (at + 8 <= src.size) {
    const header = src.read(at, 16);
    const dv = view(header);
    let size = dv.getUint32(0);
    let headerLength = 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(dv.getBigUint64(8));
      headerLength = 16;
    } else if (size === 0) {
      size = src.size - at;
    }
    if (size < headerLength) break;
    const type = String.fromCharCode(...header.subarray(4, 8));
    if (type === 'ftyp' || type === 'moov' || type === 'moof') kept.copy(at, size);
    at += size;
  }
  return kept.joined();
}

/** An EBML element header with an 8-byte size. */
function ebmlHeader(id: number[], size: number | null): Uint8Array {
  const out = new Uint8Array(id.length + 8);
  out.set(id);
  out[id.length] = 0x01;
  if (size === null) out.fill(0xff, id.length + 1);
  else for (let i = 0; i < 7; i++) out[id.length + 7 - i] = Math.floor(size / 256 ** i) % 256;
  return out;
}

const ID_SEGMENT = [0x18, 0x53, 0x80, 0x67];
const ID_CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const ID_SIMPLE_BLOCK = [0xa3];
const ID_BLOCK_GROUP = [0xa0];
const ID_BLOCK = [0xa1];

/**
 * A WebM less everything `webmDuration` does not read: the EBML header, the Segment (its size left
 * unknown), its Info whole, and each Cluster (size unknown) with its Timecode and, of each block, the
 * track number and relative time only; the frames and any other element are skipped by their sizes.
 */
function webmSkeleton(src: RandomAccess): Uint8Array {
  const kept = keeper(src);
  /** The element at `at`, with its content's offset in the file. */
  const elementAt = (at: number) => {
    const el = element(src.read(at, 12), 0);
    return el && { ...el, body: at + el.body };
  };
  /** A block (SimpleBlock or Block) cut to its track number and time (at most 8 + 2 bytes). */
  const block = (id: number[], el: Element & { size: number }) => {
    const head = src.read(el.body, Math.min(el.size, 10));
    return [ebmlHeader(id, head.length), Uint8Array.from(head)];
  };
  const header = elementAt(0);
  if (!header || header.id !== EBML || header.size === null) return new Uint8Array(0);
  const segmentAt = header.body + header.size;
  kept.copy(0, segmentAt);
  const segment = elementAt(segmentAt);
  if (!segment || segment.id !== SEGMENT) return new Uint8Array(0);
  kept.keep(ebmlHeader(ID_SEGMENT, null));
  const segmentEnd = segment.size === null ? src.size : Math.min(src.size, segment.body + segment.size);
  let at = segment.body;
  while (at < segmentEnd) {
    const el = elementAt(at);
    if (!el) break;
    const end = el.size === null ? segmentEnd : Math.min(segmentEnd, el.body + el.size);
    if (el.id === INFO) {
      kept.copy(at, end - at);
    } else if (el.id === CLUSTER) {
      kept.keep(ebmlHeader(ID_CLUSTER, null));
      let p = el.body;
      while (p < end) {
        const c = elementAt(p);
        if (!c || (el.size === null && LEVEL_ONE.has(c.id))) break;
        // A child of unknown size: the whole file's length reads as unknown too.
        if (c.size === null) return new Uint8Array(0);
        const sized = { ...c, size: c.size };
        if (c.id === CLUSTER_TIMECODE) kept.copy(p, c.body + c.size - p);
        if (c.id === SIMPLE_BLOCK) kept.keep(...block(ID_SIMPLE_BLOCK, sized));
        if (c.id === BLOCK_GROUP) {
          const inner: Uint8Array[] = [];
          for (let q = c.body; q < c.body + c.size; ) {
            const b = elementAt(q);
            if (!b || b.size === null) break;
            if (b.id === BLOCK) inner.push(...block(ID_BLOCK, { ...b, size: b.size }));
            q = b.body + b.size;
          }
          const length = inner.reduce((n, part) => n + part.length, 0);
          kept.keep(ebmlHeader(ID_BLOCK_GROUP, length), ...inner);
        }
        p = c.body + c.size;
      }
      at = el.size === null ? p : end;
      continue;
    }
    if (el.size === null) break;
    at = end;
  }
  return kept.joined();
}
