/**
 * The package-import shortcut of `module-loading.ts` (decision 0071) loads the very modules, in the very
 * formats, that Node's own resolution loads: each child process below records every module it loads
 * while importing the packages the API starts with, once with the shortcut and once without.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const MODULE_LOADING = new URL('./module-loading.ts', import.meta.url).href;
const PACKAGES = ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/postgres-js', 'hono', 'jose', 'pino'];
const cache = mkdtempSync(join(tmpdir(), 'jobsite-compile-cache-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** `url format` of every module loaded while importing PACKAGES, sorted. */
function loaded(shortcut: boolean): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    ${shortcut ? `(await import(${JSON.stringify(MODULE_LOADING)})).loadModulesFaster();` : ''}
    const seen = new Set();
    registerHooks({
      load(url, context, nextLoad) {
        const result = nextLoad(url, context);
        seen.add(url + ' ' + result.format);
        return result;
      },
    });
    for (const name of ${JSON.stringify(PACKAGES)}) await import(name);
    console.log(JSON.stringify([...seen].sort()));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: API_DIR,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: cache },
  });
  return JSON.parse(out) as string[];
}

describe('loading modules faster', () => {
  it('loads the same modules in the same formats as Node does by itself', () => {
    const plain = loaded(false);
    expect(plain.filter((m) => m.includes('/drizzle-orm/')).length).toBeGreaterThan(100);
    expect(loaded(true)).toEqual(plain);
  }, 60_000);
});
