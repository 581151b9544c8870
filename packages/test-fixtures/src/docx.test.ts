import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeDoc, makeDocx, makeDocxBomb, makeZip } from './docx.ts';

/** The entries of a zip made by `makeZip`, read back from its central directory. */
function entries(zip: Uint8Array) {
  const data = Buffer.from(zip);
  const end = data.length - 22;
  expect(data.readUInt32LE(end)).toBe(0x06054b50);
  const found: { name: string; declared: number; data: Buffer }[] = [];
  let at = data.readUInt32LE(end + 16);
  for (let i = 0; i < data.readUInt16LE(end + 10); i++) {
    const nameLength = data.readUInt16LE(at + 28);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const local = data.readUInt32LE(at + 42);
    const start = local + 30 + data.readUInt16LE(local + 26);
    const body = data.subarray(start, start + data.readUInt32LE(at + 20));
    found.push({
      name,
      declared: data.readUInt32LE(at + 24),
      data: data.readUInt16LE(at + 10) === 8 ? inflateRawSync(body) : body,
    });
    at += 46 + nameLength;
  }
  return found;
}

describe('Word files', () => {
  it('makes a zip whose directory points at each entry, deflated or stored', () => {
    const zip = entries(
      makeZip([
        { name: 'a.txt', data: Buffer.from('hello hello hello') },
        { name: 'b.bin', data: Buffer.from([1, 2, 3]), deflate: false },
      ]),
    );
    expect(zip.map((e) => [e.name, e.data.toString('latin1')])).toEqual([
      ['a.txt', 'hello hello hello'],
      ['b.bin', '\x01\x02\x03'],
    ]);
  });

  it('makes a DOCX with one paragraph per line', () => {
    const docx = entries(makeDocx(['Meera <Krishnan>']));
    expect(docx.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(docx[2]?.data.toString('utf8')).toContain(
      '<w:t xml:space="preserve">Meera &lt;Krishnan&gt;</w:t>',
    );
  });

  it('makes a DOCX that expands a thousandfold, and can make its headers lie about it', () => {
    const bomb = makeDocxBomb({ bytes: 4 * 1024 * 1024, declaredSize: 1024 });
    expect(bomb.length).toBeLessThan(16 * 1024);
    const [document] = entries(bomb);
    expect(document?.declared).toBe(1024);
    expect(document?.data).toHaveLength(4 * 1024 * 1024);
    expect(document?.data.toString('utf8').endsWith('aaa</w:t></w:r></w:p></w:body></w:document>')).toBe(
      true,
    );
  });

  it('makes a DOC that starts with the compound-file signature', () => {
    const doc = makeDoc('Anita Rao');
    expect([...doc.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    expect(Buffer.from(doc).toString('latin1').endsWith('Anita Rao')).toBe(true);
  });
});
