/**
 * Recognises an upload by its first bytes, never by its name or the type the browser claims, so a
 * renamed executable cannot pass as a resume.
 */
export type Kind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'webp';

export const MIME: Record<Kind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const startsWith = (data: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function zipHasEntry(data: Uint8Array, prefix: string): boolean {
  // A .docx is a zip whose entries include word/document.xml; entry names are stored as plain bytes.
  const needle = ascii(prefix);
  const limit = Math.min(data.length - needle.length, 5 * 1024 * 1024);
  for (let i = 0; i < limit; i++) {
    if (data[i] === needle[0] && startsWith(data, needle, i)) return true;
  }
  return false;
}

export function sniff(data: Uint8Array): Kind | null {
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntry(data, 'word/document.xml')) return 'docx';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}
