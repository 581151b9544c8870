/**
 * Office documents and PDFs read from their bytes, never from their names (decision 0039): which of
 * Word or PowerPoint an OLE compound file (.doc, .ppt) or an Office Open XML zip (.docx, .pptx) is,
 * how many slides a .pptx holds and how many pages a PDF has. Pure reading of bytes; a malformed file
 * reads as unknown (null), never as a throw. The format and a .pptx's slides are read by offset (the
 * header, the zip's central directory, the OLE sectors it needs), so an upload spooled to disk is not
 * read whole (docs/decisions 0069).
 */
import { inflateSync } from 'node:zlib';
import { accessOf, type RandomAccess } from './access.ts';
import { sniff } from './sniff.ts';

export type DocumentFormat = 'pdf' | 'doc' | 'ppt' | 'docx' | 'pptx' | 'mp4';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ENDOFCHAIN = 0xfffffffe;

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/**
 * The names in an OLE compound file's directory (UTF-16LE, 128-byte entries), following the directory's
 * sector chain through the FAT, reading only the header and the sectors it needs. Null when the file is
 * not a readable compound file.
 */
function oleDirectoryNames(src: RandomAccess): string[] | null {
  const header = src.read(0, 512);
  if (src.size < 512 || !OLE_MAGIC.every((b, i) => header[i] === b)) return null;
  try {
    const hv = view(Uint8Array.from(header));
    const sectorShift = hv.getUint16(0x1e, true);
    if (sectorShift !== 9 && sectorShift !== 12) return null;
    const size = 1 << sectorShift;
    const offsetOf = (sector: number) => (sector + 1) * size;
    /** The sector's bytes, or null past the end of the file. */
    const sector = (n: number) => {
      const at = offsetOf(n);
      return at + size > src.size ? null : view(Uint8Array.from(src.read(at, size)));
    };
    const fatSectors = hv.getUint32(0x2c, true);
    const firstDir = hv.getUint32(0x30, true);
    // The FAT's own sectors: the first 109 in the header, the rest in the DIFAT chain.
    const fatList: number[] = [];
    for (let i = 0; i < 109 && fatList.length < fatSectors; i++)
      fatList.push(hv.getUint32(0x4c + i * 4, true));
    let difat = hv.getUint32(0x44, true);
    for (
      let guard = 0;
      difat !== ENDOFCHAIN && difat < 0xfffffffa && fatList.length < fatSectors && guard < 10_000;
      guard++
    ) {
      const dv = sector(difat);
      if (!dv) break;
      for (let i = 0; i < size / 4 - 1 && fatList.length < fatSectors; i++)
        fatList.push(dv.getUint32(i * 4, true));
      difat = dv.getUint32(size - 4, true);
    }
    const next = (n: number): number => {
      const perSector = size / 4;
      const fatSector = fatList[Math.floor(n / perSector)];
      if (fatSector === undefined) return ENDOFCHAIN;
      const at = offsetOf(fatSector) + (n % perSector) * 4;
      return at + 4 <= src.size ? view(Uint8Array.from(src.read(at, 4))).getUint32(0, true) : ENDOFCHAIN;
    };
    const names: string[] = [];
    const seen = new Set<number>();
    for (let n = firstDir; n < 0xfffffffa && !seen.has(n); n = next(n)) {
      seen.add(n);
      const dv = sector(n);
      if (!dv) break;
      for (let e = 0; e < size; e += 128) {
        const length = dv.getUint16(e + 64, true);
        const type = dv.getUint8(e + 66);
        if (length < 2 || length > 64 || type === 0) continue;
        let name = '';
        for (let i = 0; i < length / 2 - 1; i++) name += String.fromCharCode(dv.getUint16(e + i * 2, true));
        names.push(name);
      }
    }
    return names;
  } catch {
    return null;
  }
}

/** The most of a zip's central directory read for its names (some 200,000 entries). */
const MAX_CENTRAL_DIRECTORY = 16 * 1024 * 1024;

/**
 * The entry names of a zip, from its central directory (else by walking its local headers), reading
 * only its end (the end-of-central-directory record) and the directory.
 */
export function zipEntryNames(source: Uint8Array | RandomAccess): string[] | null {
  const src = accessOf(source);
  const start = src.read(0, 2);
  if (src.size < 22 || start[0] !== 0x50 || start[1] !== 0x4b) return null;
  const decoder = new TextDecoder();
  try {
    // The end-of-central-directory record sits in the last 64 KB + 22 bytes.
    const tailAt = Math.max(0, src.size - 65_557);
    const tail = Uint8Array.from(src.read(tailAt, src.size - tailAt));
    const tv = view(tail);
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tv.getUint32(i, true) !== 0x06054b50) continue;
      const count = tv.getUint16(i + 10, true);
      const directoryAt = tv.getUint32(i + 16, true);
      // The directory runs up to the record; read at most that much (a lying count stops at its end).
      const length = Math.min(MAX_CENTRAL_DIRECTORY, Math.max(0, tailAt + i - directoryAt));
      const directory = Uint8Array.from(src.read(directoryAt, length));
      const dv = view(directory);
      let at = 0;
      const names: string[] = [];
      for (let n = 0; n < count; n++) {
        if (at + 46 > directory.length || dv.getUint32(at, true) !== 0x02014b50)
          return names.length ? names : null;
        const nameLength = dv.getUint16(at + 28, true);
        const extra = dv.getUint16(at + 30, true);
        const comment = dv.getUint16(at + 32, true);
        names.push(decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)));
        at += 46 + nameLength + extra + comment;
      }
      return names;
    }
    const names: string[] = [];
    let at = 0;
    for (;;) {
      const local = Uint8Array.from(src.read(at, 30));
      if (local.length < 30) break;
      const lv = view(local);
      if (lv.getUint32(0, true) !== 0x04034b50) break;
      const compressed = lv.getUint32(18, true);
      const nameLength = lv.getUint16(26, true);
      const extra = lv.getUint16(28, true);
      names.push(decoder.decode(src.read(at + 30, nameLength)));
      if ((lv.getUint16(6, true) & 8) !== 0) break; // sizes after the data: no way to walk on
      at += 30 + nameLength + extra + compressed;
    }
    return names.length ? names : null;
  } catch {
    return null;
  }
}

/** The slides of a .pptx: its `ppt/slides/slideN.xml` entries. */
export function pptxSlideCount(names: readonly string[]): number {
  return names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).length;
}

const PAGE = /\/Type\s*\/Page(?![A-Za-z])/g;
const latin1 = new TextDecoder('latin1');

/** How far back from a `stream` keyword its object's dictionary is looked for, and ahead for a match's end. */
const LOOK = 64 * 1024;
/** The largest compressed object stream inflated to count the pages in it. */
const MAX_OBJECT_STREAM = 16 * 1024 * 1024;

/** Where `needle` (ASCII) next occurs from `from`, searching at most `limit` bytes; -1 when it does not. */
function indexOf(src: RandomAccess, needle: string, from: number, limit: number): number {
  const chunk = 1024 * 1024;
  for (let at = from; at < Math.min(src.size, from + limit); at += chunk - needle.length) {
    const found = latin1.decode(src.read(at, chunk)).indexOf(needle);
    if (found >= 0) return at + found;
    if (at + chunk >= src.size) break;
  }
  return -1;
}

/**
 * The pages of a PDF: its page objects (`/Type /Page`), counted in the file's text and inside its
 * compressed object streams (FlateDecode, inflated). Null when it is no PDF or has no page object. Read
 * a window at a time (1 MB, with 64 KB either side for a match or a dictionary across its edges), so a
 * spooled deck is never held whole.
 */
export function pdfPageCount(source: Uint8Array | RandomAccess, window = 1024 * 1024): number | null {
  const src = accessOf(source);
  if (sniff(src.read(0, 8)) !== 'pdf') return null;
  let pages = 0;
  /** The end of the last object stream read: a `stream` inside it is its data, not a keyword. */
  let skipUntil = 0;
  for (let start = 0; start < src.size; start += window) {
    const from = Math.max(0, start - LOOK);
    const text = latin1.decode(src.read(from, start + window + LOOK - from));
    /** Whether a match at `index` of the text starts in this window (each is counted in one window). */
    const own = (index: number) => from + index >= start && from + index < start + window;
    for (const m of text.matchAll(PAGE)) if (own(m.index)) pages += 1;
    const streamAt = /stream\r?\n/g;
    for (let m = streamAt.exec(text); m; m = streamAt.exec(text)) {
      const at = from + m.index;
      if (!own(m.index) || at < skipUntil) continue;
      if (text.slice(m.index - 3, m.index) === 'end') continue;
      const dictStart = text.lastIndexOf('obj', m.index);
      const dict = dictStart < 0 ? '' : text.slice(dictStart, m.index);
      if (!/\/ObjStm/.test(dict) || !/\/FlateDecode/.test(dict)) continue;
      const dataAt = at + m[0].length;
      const end = indexOf(src, 'endstream', dataAt, MAX_OBJECT_STREAM);
      if (end < 0) return pages > 0 ? pages : null;
      try {
        pages += latin1.decode(inflateSync(src.read(dataAt, end - dataAt))).match(PAGE)?.length ?? 0;
      } catch {
        // A stream that does not inflate holds no pages we can count.
      }
      skipUntil = end;
    }
  }
  return pages > 0 ? pages : null;
}

/**
 * What a document or video is by its bytes (in memory, or read by offset from a spooled upload), or
 * null when it is none of the competition's formats.
 */
export function documentFormat(source: Uint8Array | RandomAccess): DocumentFormat | null {
  const src = accessOf(source);
  const head = src.read(0, 64);
  const kind = sniff(head);
  if (kind === 'pdf' || kind === 'mp4') return kind;
  if (head.length >= 8 && OLE_MAGIC.every((b, i) => head[i] === b)) {
    const names = oleDirectoryNames(src) ?? [];
    if (names.includes('PowerPoint Document')) return 'ppt';
    if (names.includes('WordDocument')) return 'doc';
    return null;
  }
  const entries = zipEntryNames(src);
  if (entries) {
    if (entries.includes('ppt/presentation.xml')) return 'pptx';
    if (entries.includes('word/document.xml')) return 'docx';
  }
  return null;
}
