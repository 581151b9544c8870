/**
 * Recognises an upload by its first bytes, never by its name or the type the browser claims, so a
 * renamed executable cannot pass as a resume.
 */
export type Kind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'webp' | 'mp4' | 'webm' | 'mp3';

export const MIME: Record<Kind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Recordings (decision 0035): the type of a video; an audio recording in an MP4 or WebM container is
  // served as audio/mp4 or audio/webm (media/serve.ts).
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
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

function hasWithin(data: Uint8Array, needle: number[], limit: number): boolean {
  for (let i = 0; i < Math.min(limit, data.length - needle.length); i++)
    if (startsWith(data, needle, i)) return true;
  return false;
}

/** An ID3v2 tag, or two MPEG audio frames in a row (one sync word alone is too weak a sign). */
function isMp3(data: Uint8Array): boolean {
  if (startsWith(data, ascii('ID3')) && data.length > 10) return true;
  const first = mpegFrameLength(data, 0);
  return first > 0 && mpegFrameLength(data, first) > 0;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES = [44100, 48000, 32000];

/** The MPEG audio layer III frame header at `at`: its length, samples and rate, or null. */
export function mpegFrame(
  data: Uint8Array,
  at: number,
): { length: number; samples: number; sampleRate: number } | null {
  const b1 = data[at + 1] ?? 0;
  const b2 = data[at + 2] ?? 0;
  if (data[at] !== 0xff || (b1 & 0xe0) !== 0xe0 || at + 4 > data.length) return null;
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = (b1 >> 1) & 3; // 1: layer III
  if (version === 1 || layer !== 1) return null;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const v1 = version === 3;
  const kbps = (v1 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex] ?? 0;
  const sampleRate = (SAMPLE_RATES[rateIndex] ?? 0) / (v1 ? 1 : version === 2 ? 2 : 4);
  const samples = v1 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  return length > 4 ? { length, samples, sampleRate } : null;
}

const mpegFrameLength = (data: Uint8Array, at: number) => mpegFrame(data, at)?.length ?? 0;

export function sniff(data: Uint8Array): Kind | null {
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntry(data, 'word/document.xml')) return 'docx';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  // An ISO media file opens with its `ftyp` box; WebM with an EBML header whose DocType is webm.
  if (startsWith(data, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && hasWithin(data, ascii('webm'), 64)) return 'webm';
  if (isMp3(data)) return 'mp3';
  return null;
}
