/** Documents read by their bytes, whole or by offset (a spooled upload): the same answers either way. */
import { makePdf } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { bytesAccess, type RandomAccess } from './access.ts';
import { documentFormat, pdfPageCount, pptxSlideCount, zipEntryNames } from './documents.ts';
import { makeCompressedPdf, makeDocx, makeElf, makeOle, makePptx } from './test-documents.ts';
import { makeMp4 } from './test-media.ts';

/** Offset reads of `data` (not the array itself: the readers take the offset path). */
function byOffset(data: Uint8Array): RandomAccess {
  const access = bytesAccess(data);
  return { size: data.length, read: (at, length) => access.read(at, length) };
}

describe('documents read by offset', () => {
  it('tell the same format as the whole file', () => {
    const files = {
      ppt: makeOle('PowerPoint Document'),
      doc: makeOle('WordDocument'),
      docx: makeDocx(),
      pptx: makePptx(3),
      pdf: makePdf(['Asha Rao']),
      mp4: makeMp4(10),
    };
    for (const [format, data] of Object.entries(files)) {
      expect(documentFormat(data), format).toBe(format);
      expect(documentFormat(byOffset(data)), format).toBe(format);
    }
    expect(documentFormat(makeElf())).toBeNull();
    expect(documentFormat(byOffset(makeElf()))).toBeNull();
  });

  it("read a .pptx's slides from its central directory", () => {
    const deck = makePptx(12);
    const names = zipEntryNames(byOffset(deck));
    expect(names).toEqual(zipEntryNames(deck));
    expect(pptxSlideCount(names ?? [])).toBe(12);
  });

  it("count a PDF's pages a window at a time as in one pass, inside compressed object streams too", () => {
    for (const pdf of [makeCompressedPdf(14), makeCompressedPdf(1), makePdf(['one', 'two'])]) {
      const whole = pdfPageCount(pdf, pdf.length + 1);
      expect(whole).toBeGreaterThan(0);
      for (const window of [7, 64, 1000, 1024 * 1024])
        expect(pdfPageCount(pdf, window), `${window}`).toBe(whole);
    }
    expect(pdfPageCount(makeCompressedPdf(14))).toBe(14);
    expect(pdfPageCount(makeElf())).toBeNull();
  });
});
