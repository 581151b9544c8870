/**
 * Office documents and PDFs read from their bytes, never from their names (decision 0039): which of
 * Word or PowerPoint an OLE compound file (.doc, .ppt) or an Office Open XML zip (.docx, .pptx) is,
 * how many slides a .pptx holds and how many pages a PDF has. Pure reading of bytes; a malformed file
 * reads as unknown (null), never as a throw.
 */
import { inflateSync } from 'node:zlib';
import { sniff } from './sniff.ts';

export type DocumentFormat = 'pdf' | 'doc' | 'ppt' | 'docx' | 'pptx' | 'mp4';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ENDOFCHAIN = 0xfffffffe;

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/**
 * The names in an OLE compound file's directory (UTF-16LE, 128-byte entries), following the directory's
 * sector chain through the FAT. Null when the file is not a readable compound file.
 */
function oleDirectoryNames(data: Uint8Array): string[] | null {
  if (data.length < 512 || !OLE_MAGIC.every((b, i) => data[i] === b)) return null;
  try {
    const dv = view(data);
    const sectorShift = dv.getUint16(0x1e, true);
    if (sectorShift !== 9 && sectorShift !== 12) return null;
    const size = 1 << sectorShift;
    const offsetOf = (sector: number) => (sector + 1) * size;
    const fatSectors = dv.getUint32(0x2c, true);
    const firstDir = dv.getUint32(0x30, true);
    // The FAT's own sectors: the first 109 in the header, the rest in the DIFAT chain.
    const fatList: number[] = [];
    for (let i = 0; i < 109 && fatList.length < fatSectors; i++)
      fatList.push(dv.getUint32(0x4c + i * 4, true));
    let difat = dv.getUint32(0x44, true);
    for (
      let guard = 0;
      difat !== ENDOFCHAIN && difat < 0xfffffffa && fatList.length < fatSectors && guard < 10_000;
      guard++
    ) {
      const at = offsetOf(difat);
      if (at + size > data.length) break;
      for (let i = 0; i < size / 4 - 1 && fatList.length < fatSectors; i++)
        fatList.push(dv.getUint32(at + i * 4, true));
      difat = dv.getUint32(at + size - 4, true);
    }
    const next = (sector: number): number => {
      const perSector = size / 4;
      const fatSector = fatList[Math.floor(sector / perSector)];
      if (fatSector === undefined) return ENDOFCHAIN;
      const at = offsetOf(fatSector) + (sector % perSector) * 4;
      return at + 4 <= data.length ? dv.getUint32(at, true) : ENDOFCHAIN;
    };
    const names: string[] = [];
    const seen = new Set<number>();
    for (let sector = firstDir; sector < 0xfffffffa && !seen.has(sector); sector = next(sector)) {
      seen.add(sector);
      const at = offsetOf(sector);
      if (at + size > data.length) break;
      for (let e = at; e < at + size; e += 128) {
        const length = dv.getUint16(e + 64, true);
        const type = data[e + 66];
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

/** The entry names of a zip, from its central directory (else by walking its local headers). */
export function zipEntryNames(data: Uint8Array): string[] | null {
  if (data.length < 22 || data[0] !== 0x50 || data[1] !== 0x4b) return null;
  const dv = view(data);
  const decoder = new TextDecoder();
  try {
    // The end-of-central-directory record sits in the last 64 KB + 22 bytes.
    for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
      if (dv.getUint32(i, true) !== 0x06054b50) continue;
      const count = dv.getUint16(i + 10, true);
      let at = dv.getUint32(i + 16, true);
      const names: string[] = [];
      for (let n = 0; n < count; n++) {
        if (at + 46 > data.length || dv.getUint32(at, true) !== 0x02014b50)
          return names.length ? names : null;
        const nameLength = dv.getUint16(at + 28, true);
        const extra = dv.getUint16(at + 30, true);
        const comment = dv.getUint16(at + 32, true);
        names.push(decoder.decode(data.subarray(at + 46, at + 46 + nameLength)));
        at += 46 + nameLength + extra + comment;
      }
      return names;
    }
    const names: string[] = [];
    let at = 0;
    while (at + 30 <= data.length && dv.getUint32(at, true) === 0x04034b50) {
      const compressed = dv.getUint32(at + 18, true);
      const nameLength = dv.getUint16(at + 26, true);
      const extra = dv.getUint16(at + 28, true);
      names.push(decoder.decode(data.subarray(at + 30, at + 30 + nameLength)));
      if ((dv.getUint16(at + 6, true) & 8) !== 0) break; // sizes after the data: no way to walk on
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

/**
 * The pages of a PDF: its page objects (`/Type /Page`), counted in the file's text and inside its
 * compressed object streams (FlateDecode, inflated). Null when it is no PDF or has no page object.
 */
export function pdfPageCount(data: Uint8Array): number | null {
  if (sniff(data) !== 'pdf') return null;
  const text = latin1.decode(data);
  let pages = text.match(PAGE)?.length ?? 0;
  const streamAt = /stream\r?\n/g;
  for (let m = streamAt.exec(text); m; m = streamAt.exec(text)) {
    if (text.slice(m.index - 3, m.index) === 'end') continue;
    const dictStart = text.lastIndexOf('obj', m.index);
    const dict = dictStart < 0 ? '' : text.slice(dictStart, m.index);
    if (!/\/ObjStm/.test(dict) || !/\/FlateDecode/.test(dict)) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      pages += latin1.decode(inflateSync(data.subarray(start, end))).match(PAGE)?.length ?? 0;
    } catch {
      // A stream that does not inflate holds no pages we can count.
    }
    streamAt.lastIndex = end;
  }
  return pages > 0 ? pages : null;
}

/** What a document or video is by its bytes, or null when it is none of the competition's formats. */
export function documentFormat(data: Uint8Array): DocumentFormat | null {
  const kind = sniff(data);
  if (kind === 'pdf' || kind === 'mp4') return kind;
  if (data.length >= 8 && OLE_MAGIC.every((b, i) => data[i] === b)) {
    const names = oleDirectoryNames(data) ?? [];
    if (names.includes('PowerPoint Document')) return 'ppt';
    if (names.includes('WordDocument')) return 'doc';
    return null;
  }
  const entries = zipEntryNames(data);
  if (entries) {
    if (entries.includes('ppt/presentation.xml')) return 'pptx';
    if (entries.includes('word/document.xml')) return 'docx';
  }
  return null;
}
