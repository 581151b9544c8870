/** What the embedded-database commands (`db:backup`, `db:restore`) share. */
import { resolve } from 'node:path';
import { type Config, ConfigError, loadConfig, pgliteDir } from '../config.ts';

/** Prints `message` and ends the command with `code`. */
export function stop(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

/** A path as the person typed it: relative to where they ran pnpm, not to this package. */
export const fromCaller = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/**
 * The configuration and the embedded database's folder, for a command that works on PGlite only; on
 * PostgreSQL (DATABASE_URL) it stops with `onPostgres`, which names the PostgreSQL tool to use.
 */
export function embeddedDatabase(onPostgres: string): { config: Config; dataDir: string } {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) stop(err.message);
    throw err;
  }
  if (config.databaseUrl) stop(onPostgres);
  return { config, dataDir: pgliteDir(config) };
}
