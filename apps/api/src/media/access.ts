/**
 * Reading a file by offsets without holding it (docs/decisions 0069): the readers of containers
 * (duration.ts, documents.ts) ask for the few bytes they need (a box header, a zip's central directory,
 * an OLE sector) from bytes in memory or from an upload spooled to disk.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export interface RandomAccess {
  readonly size: number;
  /** `length` bytes from `at`, fewer at the end of the file. The answer may be reused by the next read. */
  read(at: number, length: number): Uint8Array;
}

export const bytesAccess = (data: Uint8Array): RandomAccess => ({
  size: data.length,
  read: (at, length) => data.subarray(at, Math.min(data.length, at + Math.max(0, length))),
});

export const accessOf = (source: Uint8Array | RandomAccess): RandomAccess =>
  source instanceof Uint8Array ? bytesAccess(source) : source;

/** Small reads come from one 64 KB window of the file, so a walk of box headers costs few system calls. */
const WINDOW = 64 * 1024;

/** Runs `use` with the file at `path` open for reading by offsets; the file is closed after. */
export function withFileAccess<T>(path: string, size: number, use: (access: RandomAccess) => T): T {
  const fd = openSync(path, 'r');
  let window = new Uint8Array(0);
  let windowAt = 0;
  try {
    return use({
      size,
      read(at, length) {
        const wanted = Math.max(0, Math.min(length, size - at));
        if (at >= windowAt && at + wanted <= windowAt + window.length)
          return window.subarray(at - windowAt, at - windowAt + wanted);
        const buffer = new Uint8Array(Math.max(wanted, Math.min(WINDOW, size - at)));
        const got = readSync(fd, buffer, 0, buffer.length, at);
        if (wanted > WINDOW) return buffer.subarray(0, Math.min(got, wanted));
        window = buffer.subarray(0, got);
        windowAt = at;
        return window.subarray(0, Math.min(got, wanted));
      },
    });
  } finally {
    closeSync(fd);
  }
}
