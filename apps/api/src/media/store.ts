import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';

/** A byte range of a stored file, both ends inclusive (RFC 9110 section 14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An upload streamed to the API's own disk (media/upload.ts), its length and hash counted on the way. */
export interface SpooledFile {
  path: string;
  size: number;
  /** The SHA-256 of its bytes, in hex. */
  sha256: string;
  /** The type read from its first bytes, for the store's metadata. */
  type: string;
}

/** What is stored: bytes the API made itself (a generated PDF), or an upload spooled to disk. */
export type Content = Uint8Array | SpooledFile;

/** A stored file found by `open`: its length, and its bytes as a stream, all of them or one range. */
export interface StoredFile {
  size: number;
  stream(range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
}

/**
 * Where uploaded files live: a local folder by default (`localMediaStore`), or a bucket of an
 * S3-compatible object store (`s3MediaStore` in `s3.ts`) by configuration (docs/decisions 0025).
 * Uploads reach a store as spooled files and leave it as streams (docs/decisions 0069): no call holds
 * a whole large file in memory.
 */
export interface MediaStore {
  /** Stores the content under `key`; a spooled file is moved (or copied and left for its owner to remove). */
  put(key: string, content: Content): Promise<void>;
  /** The whole stored bytes, for small files only (a resume read back); null when no object has this key. */
  get(key: string): Promise<Uint8Array | null>;
  /** The stored file's length and a way to stream it, or null when no object has this key. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
  /**
   * The folder uploads are spooled to while they arrive: inside the media folder for the local store
   * (so keeping one is a rename), the data directory's `uploads` for a bucket.
   */
  spoolDir: string;
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,199}\.[a-z0-9]{1,5}$/;

/** The key itself when it is one the API makes (`{seekerId}/picture-{random}.png`); throws otherwise. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error('invalid media key');
  return key;
}

/** Whether `key` is one the API makes: a store answers any other as "no such object". */
export function isKey(key: string): boolean {
  try {
    checkedKey(key);
    return true;
  } catch {
    return false;
  }
}

export const isSpooled = (content: Content): content is SpooledFile => !(content instanceof Uint8Array);

export const contentSize = (content: Content): number => (isSpooled(content) ? content.size : content.length);

/** A file's bytes, or one range of them, as a web stream read from disk as it is consumed. */
function fileStream(path: string, range?: ByteRange): ReadableStream<Uint8Array> {
  const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkedKey(key));
  return {
    // Keys never start with a dot, so nothing spooled here can be asked for by a key.
    spoolDir: join(base, '.incoming'),
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      if (isSpooled(content)) await rename(content.path, path);
      else await writeFile(path, content);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
    async open(key) {
      if (!isKey(key)) return null;
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) return null;
      return { size: found.size, stream: async (range) => fileStream(path, range) };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
