import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePdf, makePdfBomb, PNG_1X1 } from './index.ts';

describe('makePdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const text = Buffer.from(makePdf(['Meera Krishnan', 'Skills: (SQL) and C:\\data'])).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(text.match(/startxref\n(\d+)\n/)?.[1]);
    expect(text.slice(startxref).startsWith('xref\n0 6\n')).toBe(true);
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, offset] of offsets.entries()) {
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    }
  });

  it('escapes the characters that end or break a PDF string', () => {
    const text = Buffer.from(makePdf(['a (b) c\\d'])).toString('latin1');
    expect(text).toContain('(a \\(b\\) c\\\\d) Tj');
    const length = Number(text.match(/<< \/Length (\d+) >>/)?.[1]);
    const stream = text.slice(text.indexOf('stream\n') + 7, text.indexOf('\nendstream'));
    expect(Buffer.byteLength(stream, 'latin1')).toBe(length);
  });
});

describe('deflated PDFs', () => {
  const streamOf = (pdf: Uint8Array) => {
    const text = Buffer.from(pdf).toString('latin1');
    const length = Number(text.match(/<< \/Length (\d+) \/Filter \/FlateDecode >>/)?.[1]);
    const start = text.indexOf('stream\n') + 7;
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
    return inflateSync(Buffer.from(text.slice(start, start + length), 'latin1')).toString('latin1');
  };

  it('deflates the page content when asked', () => {
    expect(streamOf(makePdf(['Meera Krishnan'], { deflate: true }))).toContain('(Meera Krishnan) Tj T*');
  });

  it('makes a PDF whose page content expands a thousandfold', () => {
    const bomb = makePdfBomb({ bytes: 4 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(16 * 1024);
    const content = streamOf(bomb);
    expect(content).toHaveLength(4 * 1024 * 1024);
    expect(content.endsWith('aaa) Tj ET')).toBe(true);
  });
});

describe('PNG_1X1', () => {
  it('is a PNG', () => {
    expect([...PNG_1X1.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
