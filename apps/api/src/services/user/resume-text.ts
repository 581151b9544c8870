/**
 * The plain text of a resume, within the caps of `RESUME_LIMITS`. Runs inside a resume worker
 * (`resume-worker.ts`); nothing here may hold the thread that serves requests.
 */
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

async function pdfText(data: Uint8Array, limits: ResumeLimits, deadline: number): Promise<string> {
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
