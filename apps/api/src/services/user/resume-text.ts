/**
 * The plain text of a resume, within the caps of `RESUME_LIMITS`. Runs inside a resume worker
 * (`resume-worker.ts`); nothing here may hold the thread that serves requests.
 */
import { constants, inflateSync } from 'node:zlib';
import type { Kind } from '../../media/sniff.ts';
import { RESUME_LIMITS, type ResumeLimits, ResumeRefused } from './resume-limits.ts';
import { openCappedZip } from './resume-zip.ts';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Runs of printable characters of the old binary Word format, up to `max` characters in all. */
function docText(data: Uint8Array, max: number): string {
  const runs: string[] = [];
  let size = 0;
  // One character class, no nesting: each character is looked at once.
  for (const [run] of Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    .toString('latin1')
    .matchAll(/[\x20-\x7e\r\n\t]{4,}/g)) {
    runs.push(run);
    size += run.length + 1;
    if (size >= max) break;
  }
  return cut(runs.join('\n'), max);
}

async function docxText(data: Uint8Array, limits: ResumeLimits): Promise<string> {
  const zip = openCappedZip(data, limits);
  let refused: ResumeRefused | undefined;
  // mammoth reads the package through this object (its `file` input) instead of its own unzip, so
  // every part it opens goes through the capped reader.
  const file = {
    exists: (name: string) => zip.exists(name),
    read: async (name: string, encoding?: string) => {
      let bytes: Uint8Array;
      try {
        bytes = zip.read(name);
      } catch (error) {
        if (error instanceof ResumeRefused) refused ??= error;
        throw error;
      }
      if (encoding === 'base64') return Buffer.from(bytes).toString('base64');
      return encoding ? new TextDecoder(encoding).decode(bytes) : bytes;
    },
  };
  const mammoth = await import('mammoth');
  // `file` is mammoth's input for an already opened package (lib/unzip.js); its types name only path and buffer.
  const extract = mammoth.extractRawText as unknown as (input: {
    file: typeof file;
  }) => Promise<{ value: string }>;
  try {
    return cut((await extract({ file })).value, limits.maxTextChars);
  } catch (error) {
    // Whatever mammoth makes of the reader's refusal, the refusal is the reason.
    throw refused ?? error;
  }
}

/**
 * Inflates each Flate stream of a PDF that is not an image, counting what they inflate to against
 * `maxInflatedBytes` and stopping past it, before pdf.js decodes any. Images are left out: reading the
 * text never decodes them. A stream whose data is not zlib (another filter first, or damaged) is left
 * to pdf.js; the worker's heap and time limits bound what it does with it.
 */
function checkPdfStreams(data: Uint8Array, limits: ResumeLimits): void {
  const pdf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const tooLarge = () =>
    new ResumeRefused(
      'too-large',
      `This PDF expands to more than ${limits.maxInflatedBytes / 1024 / 1024} MB of text and drawing when opened, which no resume needs. Please save it again from your editor`,
    );
  let inflated = 0;
  for (let from = 0; ; ) {
    const keyword = pdf.indexOf('stream', from, 'latin1');
    if (keyword === -1) return;
    from = keyword + 6;
    if (keyword >= 3 && pdf.toString('latin1', keyword - 3, keyword) === 'end') continue;
    // The data starts after the end of the line that holds the keyword.
    let start = keyword + 6;
    if (pdf[start] === 0x0d) start++;
    if (pdf[start] === 0x0a) start++;
    if (start === keyword + 6) continue;
    const end = pdf.indexOf('endstream', start, 'latin1');
    if (end === -1) return;
    from = end + 9;
    const objectAt = pdf.lastIndexOf('obj', keyword, 'latin1');
    const dictionary = pdf.toString('latin1', Math.max(0, objectAt, keyword - 4096), keyword);
    if (!/\/FlateDecode/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    try {
      const out = inflateSync(pdf.subarray(start, end), {
        maxOutputLength: Math.max(1, limits.maxInflatedBytes - inflated),
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      inflated += out.length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    }
    if (inflated > limits.maxInflatedBytes) throw tooLarge();
  }
}

async function pdfText(data: Uint8Array, limits: ResumeLimits, deadline: number): Promise<string> {
  checkPdfStreams(data, limits);
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(data));
  try {
    const pages: string[] = [];
    let size = 0;
    const last = Math.min(pdf.numPages, limits.maxPdfPages);
    for (let n = 1; n <= last && size < limits.maxTextChars && Date.now() < deadline; n++) {
      const page = await pdf.getPage(n);
      const { items } = await page.getTextContent();
      let text = '';
      for (const item of items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
        if (text.length > limits.maxTextChars) break;
      }
      page.cleanup();
      pages.push(text);
      size += text.length;
    }
    // As unpdf's merged text: spaces collapsed, line breaks kept, at most one blank line.
    return cut(
      pages
        .join('\n')
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n'),
      limits.maxTextChars,
    );
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Plain text of a resume, at most `limits.maxTextChars` characters. */
export async function extractResumeText(
  kind: Kind,
  data: Uint8Array,
  limits: ResumeLimits = RESUME_LIMITS,
): Promise<string> {
  try {
    if (kind === 'pdf') return await pdfText(data, limits, Date.now() + limits.softBudgetMs);
    if (kind === 'docx') return await docxText(data, limits);
    if (kind === 'doc') return docText(data, limits.maxTextChars);
  } catch (error) {
    if (error instanceof ResumeRefused) throw error;
    throw new ResumeRefused('unreadable', 'We could not read this resume');
  }
  return '';
}
