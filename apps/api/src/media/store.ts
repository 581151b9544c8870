import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where uploaded files live: a local folder by default; an S3-compatible store can implement the same. */
export interface MediaStore {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,199}\.[a-z0-9]{1,5}$/;

export function localMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error('invalid media key');
    return join(base, key);
  };
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
