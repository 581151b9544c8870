/** Small but real Word files (DOCX and the old binary DOC), and a DOCX "zip bomb", made in memory for tests. */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Deflate the entry (method 8); stored as is (method 0) when false. Default true. */
  deflate?: boolean;
  /** The uncompressed size the headers claim, when it should not be the true one (a lying archive). */
  declaredSize?: number;
}

/** A zip archive (no zip64, no data descriptors) with the given entries, in order. */
export function makeZip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflate = entry.deflate ?? true;
    const body = deflate ? deflateRawSync(entry.data) : Buffer.from(entry.data);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.declaredSize ?? entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&amp;'));

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const documentXml = (paragraphs: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${paragraphs}</w:body></w:document>`;

/**
 * A DOCX that Word and mammoth open: `[Content_Types].xml`, the package relationships and
 * `word/document.xml` with one paragraph per line.
 */
export function makeDocx(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const paragraphs = lines.map(
    (l) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(l)}</w:t></w:r></w:p>`,
  );
  const text = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: 'word/document.xml', data: text(documentXml(paragraphs.join(''))) },
  ]);
}

/**
 * A DOCX whose `word/document.xml` inflates to `bytes` bytes (default 50 MB): one paragraph of the
 * letter `a`. The file itself is about a thousandth of that. `declaredSize` makes its headers claim
 * another uncompressed size, as a hostile file would to pass a check of the headers alone.
 */
export function makeDocxBomb({
  bytes = 50 * 1024 * 1024,
  declaredSize,
}: {
  bytes?: number;
  declaredSize?: number;
} = {}): Uint8Array<ArrayBuffer> {
  const head = Buffer.from(`<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>`, 'utf8');
  const tail = Buffer.from('</w:t></w:r></w:p></w:body></w:document>', 'utf8');
  const xml = Buffer.alloc(bytes, 'a');
  head.copy(xml, 0);
  tail.copy(xml, bytes - tail.length);
  return makeZip([
    { name: 'word/document.xml', data: xml, ...(declaredSize === undefined ? {} : { declaredSize }) },
  ]);
}

/**
 * An old binary Word (.doc) file as far as a reader that looks at its first bytes can tell: the OLE
 * compound-file signature, then the text as plain bytes (latin1).
 */
export function makeDoc(text: string): Uint8Array<ArrayBuffer> {
  const signature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return new Uint8Array(Buffer.concat([signature, Buffer.alloc(504), Buffer.from(text, 'latin1')]));
}
