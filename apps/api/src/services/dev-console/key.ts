/**
 * Secrets a development API keeps in its data folder, so every process on the folder shares them and a
 * restart keeps them: the token-signing secret without AUTH_SECRET, and the internal API's development
 * key without ADMIN_KEY (decision 0062).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { weakSecret } from '../../config.ts';

/** The file in DATA_DIR that holds the development key of the internal API (`npm start` prints it). */
export const DEVELOPMENT_KEY_FILE = 'admin-key';

/** The secret kept in `dataDir/name`, made by `make` on the first start with that folder. */
export function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = resolve(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting on one folder, the first writes it and both read the same.
    writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The internal API's key in development without ADMIN_KEY: 64 random hex digits, made once per data
 * folder. A kept key that is short or one of this repository's published values (someone wrote it into
 * the file) is refused with what to do, rather than quietly replaced under a running process's feet.
 */
export function developmentKey(dataDir: string): string {
  const key = keptSecret(dataDir, DEVELOPMENT_KEY_FILE, () => randomBytes(32).toString('hex'));
  const weak = key.length < 24 ? 'is shorter than 24 characters' : weakSecret(key);
  if (weak) {
    throw new Error(
      `The development key in ${resolve(dataDir, DEVELOPMENT_KEY_FILE)} ${weak}: delete the file and start again for a new random one, or set ADMIN_KEY`,
    );
  }
  return key;
}
