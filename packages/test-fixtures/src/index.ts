/** Small but real files (a one-page PDF resume, Word files, a PNG picture) made in memory, for tests. */

import { deflateSync } from 'node:zlib';

export { makeDoc, makeDocx, makeDocxBomb, makeZip, type ZipEntry } from './docx.ts';

/** A one-page PDF (Helvetica, correct cross-reference table) whose page draws `content`. */
function pdfOf(content: Buffer, deflate: boolean): Uint8Array<ArrayBuffer> {
  const stream = deflate ? deflateSync(content) : content;
  const filter = deflate ? ' /Filter /FlateDecode' : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    // latin1 keeps every byte of the stream as one character.
    `<< /Length ${stream.length}${filter} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/**
 * A valid one-page PDF (Helvetica text, correct cross-reference table) with one line per entry; its
 * page's content deflated (`/FlateDecode`) when `deflate` is set.
 */
export function makePdf(lines: readonly string[], { deflate = false } = {}): Uint8Array<ArrayBuffer> {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 12 Tf',
    '14 TL',
    '72 770 Td',
    ...lines.map((l) => `(${escapePdf(l)}) Tj T*`),
    'ET',
  ].join('\n');
  return pdfOf(Buffer.from(content, 'latin1'), deflate);
}

/**
 * A one-page PDF of two columns drawn row by row, as some resume templates (Canva's, LaTeX ones) draw
 * them: the i-th line of the left column and the i-th of the right share a baseline, so a reader that
 * follows the drawing order meets them side by side.
 */
export function makeColumnsPdf(left: readonly string[], right: readonly string[]): Uint8Array<ArrayBuffer> {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const rows = Math.max(left.length, right.length);
  const content = ['BT', '/F1 10 Tf'];
  for (let i = 0; i < rows; i++) {
    const y = 770 - 14 * i;
    for (const [x, line] of [
      [40, left[i]],
      [230, right[i]],
    ] as const) {
      if (line) content.push(`1 0 0 1 ${x} ${y} Tm`, `(${escapePdf(line)}) Tj`);
    }
  }
  content.push('ET');
  return pdfOf(Buffer.from(content.join('\n'), 'latin1'), true);
}

/**
 * A PDF whose page content inflates to `bytes` bytes (default 50 MB): one line of the letter `a`. The
 * file itself is about a thousandth of that.
 */
export function makePdfBomb({ bytes = 50 * 1024 * 1024 } = {}): Uint8Array<ArrayBuffer> {
  const content = Buffer.alloc(bytes, 'a');
  Buffer.from('BT /F1 12 Tf 72 770 Td (').copy(content, 0);
  Buffer.from(') Tj ET').copy(content, bytes - 7);
  return pdfOf(content, true);
}

/** A 1x1 PNG. */
export const PNG_1X1 = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
