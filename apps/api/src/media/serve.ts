/**
 * Answers a stored file with byte ranges (RFC 9110 section 14), so a player can seek in a recording:
 * `Accept-Ranges: bytes` always, 206 with `Content-Range` for one satisfiable range, 416 with
 * `Content-Range: bytes *\/{size}` for an unsatisfiable one. A Range header this does not serve (several
 * ranges, another unit, a malformed one) is ignored and the whole file answered, as the RFC allows.
 */
import type { Context } from 'hono';
import { type Kind, MIME } from './sniff.ts';

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** The one range a `Range` header asks of a file of `size` bytes (end inclusive), or why there is none. */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
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

/** The file as the answer to this request: whole, or the range it asks for. */
export function rangedAnswer(
  c: Context,
  data: Uint8Array,
  headers: { type: string; cacheControl: string; disposition: string },
): Response {
  c.header('Content-Type', headers.type);
  c.header('Cache-Control', headers.cacheControl);
  c.header('Content-Disposition', headers.disposition);
  c.header('Accept-Ranges', 'bytes');
  const range = byteRange(c.req.header('range'), data.length);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${data.length}`);
    return c.body(null, 416);
  }
  if (range === null) return c.body(Buffer.from(data));
  c.header('Content-Range', `bytes ${range.start}-${range.end}/${data.length}`);
  return c.body(Buffer.from(data.subarray(range.start, range.end + 1)), 206);
}
