import { makeDoc, makeDocx, makeDocxBomb, makePdf, makePdfBomb, makeZip } from '@jobsite/test-fixtures';
import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS, ResumeRefused } from './resume-limits.ts';
import { extractResumeText } from './resume-text.ts';
import { openCappedZip } from './resume-zip.ts';

const MB = 1024 * 1024;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the text of a resume', () => {
  it('reads PDF, DOCX and DOC files', async () => {
    expect(await extractResumeText('pdf', makePdf(['Meera Krishnan', 'meera.k@example.in']))).toBe(
      'Meera Krishnan\nmeera.k@example.in',
    );
    expect(await extractResumeText('docx', makeDocx(['Rohan Iyer', 'rohan@example.in']))).toBe(
      'Rohan Iyer\n\nrohan@example.in\n\n',
    );
    expect(await extractResumeText('doc', makeDoc('Anita Rao\r\nanita@example.in'))).toBe(
      'Anita Rao\r\nanita@example.in',
    );
  });

  it('keeps at most 200 KB of text', async () => {
    const text = await extractResumeText('doc', makeDoc(`${'Lorem ipsum dolor sit amet\n'.repeat(100_000)}`));
    expect(text).toHaveLength(RESUME_LIMITS.maxTextChars);
    const docx = await extractResumeText(
      'docx',
      makeDocx(Array.from({ length: 20_000 }, () => 'Lorem ipsum dolor')),
    );
    expect(docx).toHaveLength(RESUME_LIMITS.maxTextChars);
  });

  it.each([
    ['whose headers say so', {}],
    ['whose headers claim 1 KB', { declaredSize: 1024 }],
  ])('refuses a DOCX that expands to 50 MB, %s, having inflated no more than the cap', async (_, lie) => {
    const bomb = makeDocxBomb(lie);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    const error = await refusal(extractResumeText('docx', bomb));
    const grown = process.memoryUsage().arrayBuffers - before;
    process.stdout.write(`memory held by buffers after the refusal: ${(grown / MB).toFixed(1)} MB more\n`);
    expect(error).toBeInstanceOf(ResumeRefused);
    expect(error).toMatchObject({
      code: 'too-large',
      message: expect.stringContaining('expands to more than 10 MB when opened'),
    });
    // Inflating it whole would hold 50 MB; the reader stops at the 10 MB cap.
    expect(grown).toBeLessThan(2 * RESUME_LIMITS.maxInflatedBytes);
  });

  it('reads a PDF whose content is deflated, and refuses one whose content expands to 50 MB before pdf.js sees it', async () => {
    expect(await extractResumeText('pdf', makePdf(['Meera Krishnan'], { deflate: true }))).toBe(
      'Meera Krishnan',
    );
    const bomb = makePdfBomb();
    const before = process.memoryUsage().arrayBuffers;
    const error = await refusal(extractResumeText('pdf', bomb));
    const grown = process.memoryUsage().arrayBuffers - before;
    process.stdout.write(
      `memory held by buffers after the PDF refusal: ${(grown / MB).toFixed(1)} MB more\n`,
    );
    expect(error).toMatchObject({
      code: 'too-large',
      message: expect.stringContaining('This PDF expands to more than 10 MB'),
    });
    expect(grown).toBeLessThan(2 * RESUME_LIMITS.maxInflatedBytes);
  });

  it('counts every part read against the cap, and refuses an archive of too many parts', async () => {
    const part = new Uint8Array(4 * MB).fill(0x61);
    const zip = openCappedZip(makeZip(['a', 'b', 'c'].map((name) => ({ name, data: part }))), RESUME_LIMITS);
    expect(zip.read('a')).toHaveLength(4 * MB);
    expect(zip.read('b')).toHaveLength(4 * MB);
    expect(() => zip.read('c')).toThrow(/more than 10 MB/);
    expect(zip.inflated).toBe(8 * MB);

    const many = makeZip(
      Array.from({ length: RESUME_LIMITS.maxZipEntries + 1 }, (_, i) => ({
        name: `p${i}`,
        data: new Uint8Array(1),
      })),
    );
    expect(() => openCappedZip(many, RESUME_LIMITS)).toThrow(/holds 1001 parts/);
  });

  it('answers a damaged file as unreadable', async () => {
    const cut = makeDocx(['Rohan Iyer']).subarray(0, 200);
    expect(await refusal(extractResumeText('docx', cut))).toMatchObject({ code: 'unreadable' });
    const pdf = new Uint8Array(Buffer.from('%PDF-1.4\nnot really'));
    expect(await refusal(extractResumeText('pdf', pdf))).toMatchObject({ code: 'unreadable' });
  });
});
