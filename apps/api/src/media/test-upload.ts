/**
 * Test helper: a multipart upload sent by hand over `node:http`, so that a test sees what the server
 * answers while the body is still on its way. The file's bytes go in chunks, the body is finished only
 * when asked, and the answer comes with the count of bytes sent by the time it arrived.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';

export interface SlowUpload {
  /** The answer's status, or 0 when none came within `waitMs` after the client stopped sending. */
  status: number;
  body: string;
  /** Bytes of the body handed to the connection when the answer arrived (or when the client gave up). */
  sentWhenAnswered: number;
}

export async function slowUpload(
  url: string,
  options: {
    headers: Record<string, string>;
    fields: Record<string, string>;
    /** The file's first bytes (a container's header); zeros follow up to `fileBytes`. */
    prefix?: Uint8Array;
    fileBytes: number;
    /** Send at most this many bytes of the file, then wait: the body is finished only when all is sent. */
    sendBytes?: number;
    /** The Content-Length to declare: the body's true length by default, `chunked` for none. */
    declare?: number | 'chunked';
    waitMs?: number;
  },
): Promise<SlowUpload> {
  const boundary = `----jobsite${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(options.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const preamble = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = preamble.length + options.fileBytes + epilogue.length;
  const headers: Record<string, string> = {
    ...options.headers,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (options.declare !== 'chunked') headers['content-length'] = String(options.declare ?? total);
  const req = request(url, { method: 'POST', headers });
  let sent = 0;
  let answered: SlowUpload | null = null;
  const answer = new Promise<SlowUpload>((resolve) => {
    req.on('response', (res) => {
      const at = sent;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        answered = {
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          sentWhenAnswered: at,
        };
        resolve(answered);
      });
    });
  });
  // Once the server has answered it may close the connection under the client: that is no failure.
  req.on('error', () => {});
  const write = async (bytes: Buffer) => {
    sent += bytes.length;
    if (!req.write(bytes)) await Promise.race([once(req, 'drain'), answer]);
  };
  await write(preamble);
  const prefix = Buffer.from(options.prefix ?? new Uint8Array(0));
  const toSend = Math.min(options.fileBytes, options.sendBytes ?? options.fileBytes);
  const chunk = Buffer.alloc(256 * 1024);
  let fileSent = 0;
  if (prefix.length > 0) {
    await write(prefix.subarray(0, toSend));
    fileSent = Math.min(prefix.length, toSend);
  }
  while (!answered && fileSent < toSend) {
    const piece = chunk.subarray(0, Math.min(chunk.length, toSend - fileSent));
    await write(piece);
    fileSent += piece.length;
  }
  if (!answered && fileSent === options.fileBytes) {
    sent += epilogue.length;
    req.end(epilogue);
  }
  const waited = await Promise.race([
    answer,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), options.waitMs ?? 10_000)),
  ]);
  req.destroy();
  return waited ?? { status: 0, body: '', sentWhenAnswered: sent };
}

/** The highest resident memory of process `pid` (MB) while `work` runs, sampled every 10 ms (Linux). */
export async function peakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ before: number; peak: number; result: T }> {
  const rss = () =>
    Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const before = rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 10);
  try {
    const result = await work();
    return { before, peak: Math.max(peak, rss()), result };
  } finally {
    clearInterval(timer);
  }
}
