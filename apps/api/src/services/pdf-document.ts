/**
 * A text PDF as the product makes them (the resume, decision 0030; a course's brochure, decision 0032):
 * pdfkit on A4 with the DejaVu Sans TrueType fonts embedded as subsets (`FontFile2`) under the names
 * `Body` and `Bold`, so every letter is real, selectable text. Answers the document to write on and the
 * bytes once it is ended.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** DejaVu Sans (Bitstream Vera licence, with DejaVu's changes in the public domain), read once. */
function fontFiles() {
  if (!fonts) {
    const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: readFileSync(join(dir, 'DejaVuSans.ttf')),
      bold: readFileSync(join(dir, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

export interface PdfInfo {
  Title: string;
  Author: string;
  Subject: string;
  Creator: string;
}

/**
 * A new A4 document with even margins, its fonts registered; `done` resolves with its bytes after `end()`.
 * pdfkit loads at the first document, not with the API (decision 0071).
 */
export async function textPdf(
  margin: number,
  info: PdfInfo,
): Promise<{ doc: PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFKit } = await import('pdfkit');
  const { regular, bold } = fontFiles();
  const doc = new PDFKit({
    size: 'A4',
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    info: { ...info },
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Body', regular);
  doc.registerFont('Bold', bold);
  return { doc, done };
}
