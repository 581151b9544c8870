/**
 * Answers a stored file with byte ranges (RFC 9110 section 14), so a player can seek in a recording,
 * streaming it from the store (docs/decisions 0069): `Accept-Ranges: bytes` always; 206 with
 * `Content-Range: bytes {first}-{last}/{size}` for one satisfiable range (`bytes=0-99`, the open
 * `bytes=100-`, the suffix `bytes=-500`); 416 with `Content-Range: bytes *\/{size}` for an unsatisfiable
 * one. A Range header this does not serve is ignored and the whole file answered 200, as section 14.2
 * allows: several ranges (a player asks for one; a multipart/byteranges answer serves nobody, and
 * answering only the first would look like the whole answer), another unit, an invalid range
 * (`bytes=5-2`), or any request with `If-Range` (these files carry no validator to match it).
 */
import type { Context } from 'hono';
import { type Kind, MIME } from './sniff.ts';
import type { ByteRange, StoredFile } from './store.ts';

/** The range a request asks for, `unsatisfiable`, or null for the whole file. */
export type RangeAsked = ByteRange | 'unsatisfiable' | null;

/** The one range a `Range` header asks of a file of `size` bytes (end inclusive), or why there is none. */
export function byteRange(header: string | undefined, size: number): RangeAsked {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * The type a file is served as: what its bytes are, except that a recording kept as audio is served as
 * audio (an MP4 or WebM container holds either).
 */
export function servedType(name: string, kind: Kind): string {
  if (name.startsWith('audio-') && kind === 'mp4') return 'audio/mp4';
  if (name.startsWith('audio-') && kind === 'webm') return 'audio/webm';
  return MIME[kind];
}

/** The kind a stored file's name says (its extension, written from its sniffed bytes), or null. */
export function kindOfName(name: string): Kind | null {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(MIME, extension) ? (extension as Kind) : null;
}

/** The stored file as the answer to this request, streamed: whole, or the range it asks for. */
export async function rangedAnswer(
  c: Context,
  file: StoredFile,
  headers: { type: string; cacheControl: string; disposition: string },
): Promise<Response> {
  c.header('Content-Type', headers.type);
  c.header('Cache-Control', headers.cacheControl);
  c.header('Content-Disposition', headers.disposition);
  c.header('Accept-Ranges', 'bytes');
  const range = c.req.header('if-range') === undefined ? byteRange(c.req.header('range'), file.size) : null;
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${file.size}`);
    return c.body(null, 416);
  }
  const length = range ? range.end - range.start + 1 : file.size;
  c.header('Content-Length', String(length));
  if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  const status = range ? 206 : 200;
  // A HEAD request opens no stream: nothing would read it.
  if (c.req.method === 'HEAD' || length === 0) return c.body(null, status);
  return c.body(await file.stream(range ?? undefined), status);
}
