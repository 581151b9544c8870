/**
 * Test helper: documents built byte by byte, for shapes an office suite does not make on demand: a
 * minimal OLE compound file (.doc or .ppt by its one stream's name), stored (uncompressed) zips as
 * .docx and .pptx with N slides, and a PDF with N pages in a compressed object stream.
 */
import { deflateSync } from 'node:zlib';

const FREE = 0xffffffff;
const END = 0xfffffffe;
const FATSECT = 0xfffffffd;

/** An OLE compound file (512-byte sectors: header, one FAT sector, one directory sector). */
export function makeOle(streamName: 'WordDocument' | 'PowerPoint Document'): Uint8Array {
  const data = new Uint8Array(512 * 3);
  const dv = new DataView(data.buffer);
  data.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  dv.setUint16(0x18, 0x3e, true);
  dv.setUint16(0x1a, 3, true);
  dv.setUint16(0x1c, 0xfffe, true);
  dv.setUint16(0x1e, 9, true);
  dv.setUint16(0x20, 6, true);
  dv.setUint32(0x2c, 1, true); // FAT sectors
  dv.setUint32(0x30, 1, true); // first directory sector
  dv.setUint32(0x38, 4096, true);
  dv.setUint32(0x3c, END, true);
  dv.setUint32(0x44, END, true);
  dv.setUint32(0x4c, 0, true); // the FAT is sector 0
  for (let i = 1; i < 109; i++) dv.setUint32(0x4c + i * 4, FREE, true);
  // Sector 0 (the FAT): itself, then the directory's one-sector chain.
  const fat = 512;
  for (let i = 0; i < 128; i++) dv.setUint32(fat + i * 4, FREE, true);
  dv.setUint32(fat, FATSECT, true);
  dv.setUint32(fat + 4, END, true);
  // Sector 1 (the directory): the root entry and the stream.
  const dir = 1024;
  const entry = (at: number, name: string, type: number, child: number) => {
    for (let i = 0; i < name.length; i++) dv.setUint16(at + i * 2, name.charCodeAt(i), true);
    dv.setUint16(at + 64, (name.length + 1) * 2, true);
    data[at + 66] = type;
    data[at + 67] = 1;
    dv.setUint32(at + 68, FREE, true);
    dv.setUint32(at + 72, FREE, true);
    dv.setUint32(at + 76, child, true);
    dv.setUint32(at + 116, END, true);
  };
  entry(dir, 'Root Entry', 5, 1);
  entry(dir + 128, streamName, 2, FREE);
  for (let e = dir + 256; e < dir + 512; e += 128) {
    dv.setUint32(e + 68, FREE, true);
    dv.setUint32(e + 72, FREE, true);
    dv.setUint32(e + 76, FREE, true);
  }
  return data;
}

/** A zip with its entries stored (no compression), with a central directory. */
function makeZip(entries: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const body = encoder.encode(text);
    const local = new Uint8Array(30 + nameBytes.length + body.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint32(18, body.length, true);
    l.setUint32(22, body.length, true);
    l.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(body, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint32(20, body.length, true);
    c.setUint32(24, body.length, true);
    c.setUint16(28, nameBytes.length, true);
    c.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((n, x) => n + x.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, centrals.length, true);
  e.setUint16(10, centrals.length, true);
  e.setUint32(12, centralSize, true);
  e.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** A .pptx holding `slides` slides. */
export function makePptx(slides: number): Uint8Array {
  const entries: Record<string, string> = {
    '[Content_Types].xml': CONTENT_TYPES,
    'ppt/presentation.xml': '<p:presentation/>',
  };
  for (let i = 1; i <= slides; i++) {
    entries[`ppt/slides/slide${i}.xml`] = `<p:sld><p:txBody>Slide ${i}</p:txBody></p:sld>`;
    entries[`ppt/slides/_rels/slide${i}.xml.rels`] = '<Relationships/>';
  }
  return makeZip(entries);
}

export const makeDocx = () =>
  makeZip({
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml': '<w:document><w:body/></w:document>',
  });

/** A PDF of `pages` pages whose page objects sit in a FlateDecode object stream (as PDF 1.5 writers do). */
export function makeCompressedPdf(pages: number): Uint8Array {
  const objects = Array.from(
    { length: pages },
    (_, i) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> % ${i}`,
  );
  const body = objects.join('\n');
  const stream = deflateSync(Buffer.from(body, 'latin1'));
  const head = Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Count ${pages} >>\nendobj\n3 0 obj\n<< /Type /ObjStm /N ${pages} /First 0 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return new Uint8Array(Buffer.concat([head, stream, tail]));
}

/** Bytes that begin like a Linux executable (ELF), whatever name they are sent under. */
export const makeElf = () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(248).fill(0)]);
