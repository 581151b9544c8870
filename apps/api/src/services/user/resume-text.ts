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

/** `&amp;`, `&lt;`, `&#10;` and the like, as XML writes them in text. */
const XML_ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (text: string) =>
  text.replace(XML_ENTITY, (whole, dec: string, hex: string, name: string) => {
    const point = dec ? Number(dec) : hex ? Number.parseInt(hex, 16) : -1;
    if (point >= 0) return point <= 0x10ffff ? String.fromCodePoint(point) : '';
    return NAMED[name.toLowerCase()] ?? whole;
  });

/** A line break inside a paragraph (`<w:br/>`, `<w:cr/>`), which mammoth's raw text drops. */
const WORD_BREAK = /<w:(?:br|cr)(?:\s[^<>]{0,200})?\/>/g;
/** At most this many breaks become new lines; past them a part is read as it is. */
const MAX_BREAKS = 50_000;

/**
 * The text of Word's XML with each line break as a text run of a new line, so the lines of one
 * paragraph ("MBA<br>Symbiosis Institute<br>2016") stay apart. Each replacement is at most twice as
 * long as the break it replaces, so the part grows by half at most.
 */
function keepBreaks(xml: string): string {
  let count = 0;
  return xml.replace(WORD_BREAK, (tag) => (++count > MAX_BREAKS ? tag : '<w:t>\n</w:t>'));
}

/** Word's page headers, where many resumes put their name, email and phone. */
const HEADER_PARTS = ['word/header1.xml', 'word/header2.xml', 'word/header3.xml'];
const PARAGRAPH_END = /<\/w:p>/;
const TEXT_OR_TAB = /<w:t(?:\s[^<>]{0,200})?>([^<]{0,10000})<\/w:t>|<w:(tab|br|cr)(?:\s[^<>]{0,200})?\/>/g;

/** The paragraphs of a header part, one a line, without repeating a line another header has. */
function headerText(xml: string, seen: Set<string>): string {
  const lines: string[] = [];
  for (const paragraph of xml.split(PARAGRAPH_END, 1000)) {
    let line = '';
    for (const [, text, mark] of paragraph.matchAll(TEXT_OR_TAB)) {
      line += text !== undefined ? decodeXml(text) : mark === 'tab' ? '\t' : '\n';
    }
    line = line.trim();
    if (line && !seen.has(line)) {
      seen.add(line);
      lines.push(line);
    }
  }
  return lines.join('\n');
}

async function docxText(data: Uint8Array, limits: ResumeLimits): Promise<string> {
  const zip = openCappedZip(data, limits);
  let refused: ResumeRefused | undefined;
  const readPart = (name: string) => {
    try {
      return zip.read(name);
    } catch (error) {
      if (error instanceof ResumeRefused) refused ??= error;
      throw error;
    }
  };
  // mammoth reads the package through this object (its `file` input) instead of its own unzip, so
  // every part it opens goes through the capped reader.
  const file = {
    exists: (name: string) => zip.exists(name),
    read: async (name: string, encoding?: string) => {
      const bytes = readPart(name);
      if (encoding === 'base64') return Buffer.from(bytes).toString('base64');
      if (!encoding) return bytes;
      const text = new TextDecoder(encoding).decode(bytes);
      return name === 'word/document.xml' ? keepBreaks(text) : text;
    },
  };
  const mammoth = await import('mammoth');
  // `file` is mammoth's input for an already opened package (lib/unzip.js); its types name only path and buffer.
  const extract = mammoth.extractRawText as unknown as (input: {
    file: typeof file;
  }) => Promise<{ value: string }>;
  let body: string;
  try {
    body = (await extract({ file })).value;
  } catch (error) {
    // Whatever mammoth makes of the reader's refusal, the refusal is the reason.
    throw refused ?? error;
  }
  // mammoth reads the body only; the page headers come first, as on the page.
  const seen = new Set<string>();
  const headers = HEADER_PARTS.filter((name) => zip.exists(name))
    .map((name) => headerText(new TextDecoder().decode(readPart(name)), seen))
    .filter(Boolean);
  return cut(headers.length > 0 ? `${headers.join('\n')}\n\n${body}` : body, limits.maxTextChars);
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

/** A piece of text a PDF page draws: where it starts and ends across the page, its baseline and size. */
interface Run {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

type TextItem = { str: string; transform: number[]; width: number; height: number; hasEOL: boolean };

/**
 * The page's text as lines of runs, in the order the page draws them: a run on another baseline, or
 * after pdf.js's end of line, starts a new line. Runs of spaces are left out (the gaps tell where
 * spaces go). Stops after `maxChars` characters.
 */
function pageLines(items: readonly object[], maxChars: number): Run[][] {
  const lines: Run[][] = [];
  let line: Run[] = [];
  let chars = 0;
  for (const item of items) {
    if (!('str' in item)) continue;
    const { str, transform, width, height, hasEOL } = item as TextItem;
    const x = transform[4] ?? 0;
    const y = transform[5] ?? 0;
    const size = Math.abs(height || transform[3] || 0) || 10;
    const last = line.at(-1);
    if (last && Math.abs(y - last.y) > Math.max(last.size, size) / 2) {
      lines.push(line);
      line = [];
    }
    // pdf.js draws the space it puts across a gap as a run of its own: the gap itself says as much.
    if (str.trim()) line.push({ text: str, x, end: x + Math.max(0, width), y, size });
    if (hasEOL && line.length > 0) {
      lines.push(line);
      line = [];
    }
    chars += str.length;
    if (chars > maxChars) break;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const byX = (a: Run, b: Run) => a.x - b.x;
/** A gap wider than a few spaces: a tab stop, a table's next cell, or the next column. */
const wideGap = (before: Run, after: Run) => after.x - before.end > Math.max(12, after.size * 1.5);

/**
 * The line's runs left to right, a tab where a wide gap parts them (a right-aligned date, a table's
 * next cell) and a space where a narrower one does.
 */
function lineText(runs: readonly Run[]): string {
  let text = '';
  let previous: Run | undefined;
  for (const run of [...runs].sort(byX)) {
    if (previous) {
      if (wideGap(previous, run)) text += '\t';
      else if (run.x - previous.end > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text))
        text += ' ';
    }
    text += run.text;
    if (!previous || run.end > previous.end) previous = run;
  }
  return text;
}

/**
 * A page laid out in two columns whose lines share baselines (a sidebar template drawn row by row)
 * read one column after the other. The gutter is the left edge most often found after a wide gap, on
 * three lines or more; it is used only if no run on the page crosses it and both sides hold three lines
 * or more. Any other page keeps the order it is drawn in.
 */
function readColumns(lines: Run[][]): Run[][] {
  const votes = new Map<number, number>();
  for (const line of lines) {
    const sorted = [...line].sort(byX);
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1] as Run;
      const run = sorted[i] as Run;
      if (wideGap(before, run)) votes.set(Math.round(run.x), (votes.get(Math.round(run.x)) ?? 0) + 1);
    }
  }
  const candidates = [...votes]
    .filter(([, count]) => count >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  for (const [gutter] of candidates) {
    if (lines.some((line) => line.some((run) => run.x < gutter - 1 && run.end > gutter + 1))) continue;
    const left = lines.map((line) => line.filter((run) => run.x < gutter - 1)).filter((l) => l.length > 0);
    const right = lines.map((line) => line.filter((run) => run.x >= gutter - 1)).filter((l) => l.length > 0);
    if (left.length >= 3 && right.length >= 3) return [...left, ...right];
  }
  return lines;
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
      const text = readColumns(pageLines(items, limits.maxTextChars)).map(lineText).join('\n');
      page.cleanup();
      pages.push(text);
      size += text.length;
    }
    // As unpdf's merged text: spaces collapsed, line breaks kept, at most one blank line; a tab kept
    // where a wide gap parts two runs of a line.
    return cut(
      pages
        .join('\n')
        .replace(/[^\S\n\t]+/g, ' ')
        .replace(/ ?([\n\t]) ?/g, '$1')
        .replace(/\t+/g, '\t')
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
