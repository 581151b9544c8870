/**
 * Uploads read as streams (docs/decisions 0069). A multipart body is parsed as it arrives by
 * `@fastify/busboy`: the text fields before the file are given to the route, which checks who may send
 * what (signed in, registered, round open, declared length) before it reads a byte of the file; then
 * the file is spooled to disk, its size counted as the bytes arrive (past the limit the upload is cut
 * off with 413 and the spooled part removed), its SHA-256 and first bytes kept on the way. The checks
 * of the content read the first bytes or the spooled file by offset; the store takes the spooled file
 * as it is (a rename on local disk, a streamed PUT to a bucket).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import type { Context } from 'hono';
import { HttpError } from '../http/errors.ts';
import { type RandomAccess, withFileAccess } from './access.ts';
import { MIME, sniff } from './sniff.ts';
import type { SpooledFile } from './store.ts';

/**
 * Room for the multipart framing around the file (boundaries, the part headers, the file's name and the
 * few text fields): a body may be this much larger than the file it carries.
 */
export const MULTIPART_FRAMING = 16 * 1024;

/** How much of the start of each upload is kept in memory, for its type and its header. */
const HEAD_BYTES = 64 * 1024;

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export interface UploadForm {
  /** The text fields sent before the file. */
  fields: Record<string, string>;
  /** The `file` part, not read yet; null when the body has none. */
  file: { name: string; stream: Readable } | null;
  /** Settles when the whole body has been parsed: rejects on a malformed or cut-off body. */
  done: Promise<void>;
  /** Stops reading the body; the server drains a little of the rest, then closes the connection. */
  stop(): void;
}

/**
 * Reads a multipart body up to the start of its `file` part. `before` names the fields that must come
 * before the file (a browser's form sends its fields in order; every client of ours puts the file
 * last): the route decides with them whether to read the file at all.
 */
export async function openForm(
  c: Context,
  what: string,
  before: readonly string[] = [],
): Promise<UploadForm> {
  const invalid = () => new HttpError(400, `Invalid body: send the ${what} as multipart/form-data`);
  const type = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data\b/i.test(type) || !body) throw invalid();
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': type },
      limits: { fieldNameSize: 100, fieldSize: 4096, fields: 20, files: 1, parts: 25, headerPairs: 20 },
    });
  } catch {
    throw invalid();
  }
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const stop = () => {
    source.unpipe(parser);
    source.destroy();
  };
  let finished: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  done.catch(() => {});
  return new Promise<UploadForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Readable | null = null;
    let settled = false;
    const answer = (form: UploadForm | null, error?: HttpError) => {
      if (settled) return;
      settled = true;
      if (form) resolve(form);
      else reject(error);
    };
    const fail = (cause: Error) => {
      const error = cause instanceof HttpError ? cause : invalid();
      failed(error);
      file?.destroy(error);
      stop();
      answer(null, error);
    };
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(new HttpError(400, `Invalid body field '${name}': too long`));
      fields[name] = value;
    });
    parser.on('file', (name, stream, fileName) => {
      if (name !== 'file' || file) {
        stream.on('error', () => {});
        stream.resume();
        return;
      }
      file = stream;
      const missing = before.find((field) => fields[field] === undefined);
      if (missing) return fail(new HttpError(400, `Invalid body field '${missing}': send it before 'file'`));
      answer({ fields, file: { name: fileName ?? '', stream }, done, stop });
    });
    parser.on('finish', () => {
      finished();
      answer({ fields, file: null, done, stop });
    });
    parser.on('error', fail);
    source.on('error', fail);
    source.pipe(parser);
  });
}

/** Whether the body declares more than a file of `maxBytes` and its framing. */
function declaredOver(c: Context, maxBytes: number): boolean {
  const declared = Number(c.req.header('content-length'));
  return Number.isFinite(declared) && declared > maxBytes + MULTIPART_FRAMING;
}

/**
 * The form's file under `rule`: refused from the body's declared length when it says more (413), else
 * spooled. When that fails the body is no longer read.
 */
export async function receiveFile(
  c: Context,
  form: UploadForm,
  dir: string,
  rule: { what: string; maxBytes: number; tooLarge: string },
): Promise<Spooled> {
  try {
    if (declaredOver(c, rule.maxBytes)) throw new HttpError(413, rule.tooLarge);
    return await spool(form, dir, rule);
  } catch (error) {
    form.stop();
    throw error;
  }
}

/** An upload on the API's disk, with what was counted while it arrived. */
export interface Spooled extends SpooledFile {
  /** The file's name as the client sent it, control characters (NUL among them) dropped. */
  name: string;
  /** Its first 64 KB (all of it when smaller). */
  head: Uint8Array;
  /** Runs `use` with the file open for reading by offset. */
  access<T>(use: (access: RandomAccess) => T): T;
  /** The whole file: only for the small kinds whose reader takes all of it (a resume, an MP3, a PDF deck). */
  readAll(): Promise<Uint8Array>;
  /** Removes the spooled file (nothing when the store has moved it). */
  discard(): Promise<void>;
}

/**
 * Spools the form's file to `dir`, counting its bytes: past `maxBytes` it stops reading, removes what
 * it wrote and answers 413 with `tooLarge`. An empty file is refused (400), as is a body cut off.
 */
async function spool(
  form: UploadForm,
  dir: string,
  rule: { what: string; maxBytes: number; tooLarge: string },
): Promise<Spooled> {
  const file = form.file;
  if (!file) throw new HttpError(400, `Invalid body field 'file': attach the ${rule.what} as 'file'`);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const head = new Uint8Array(HEAD_BYTES);
  let headLength = 0;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rule.maxBytes) return callback(new HttpError(413, rule.tooLarge));
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const n = Math.min(chunk.length, HEAD_BYTES - headLength);
        head.set(chunk.subarray(0, n), headLength);
        headLength += n;
      }
      callback(null, chunk);
    },
  });
  const discard = () => rm(path, { force: true });
  try {
    await pipeline(file.stream, counter, createWriteStream(path));
    await form.done;
  } catch (error) {
    form.stop();
    await discard();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `The ${rule.what} did not arrive whole. Please send it again`);
  }
  if (size === 0) {
    await discard();
    throw new HttpError(400, `Invalid body field 'file': the ${rule.what} is empty`);
  }
  const first = head.slice(0, headLength);
  const kind = sniff(first);
  return {
    path,
    size,
    sha256: hash.digest('hex'),
    type: kind ? MIME[kind] : 'application/octet-stream',
    name: file.name.replace(/\p{Cc}/gu, '').slice(0, 200),
    head: first,
    access: (use) => withFileAccess(path, size, use),
    readAll: async () => new Uint8Array(await readFile(path)),
    discard,
  };
}
