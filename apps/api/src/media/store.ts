import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded files live: a local folder by default (`localMediaStore`), or a bucket of an
 * S3-compatible object store (`s3MediaStore` in `s3.ts`) by configuration (docs/decisions 0025).
 */
export interface MediaStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The stored bytes, or null when no object has this key (nor can have: a key the API never makes). */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing one that is not there is no error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,199}\.[a-z0-9]{1,5}$/;

/** The key itself when it is one the API makes (`{seekerId}/picture-{random}.png`); throws otherwise. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error('invalid media key');
  return key;
}

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkedKey(key));
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
