/**
 * Starts the real API once for the whole test run, as a child process (packages never import apps):
 * `node apps/api/src/main.ts` on a free port, an embedded PGlite in a temporary folder, a small seed, and
 * a 2-second access-token lifetime so session tests can watch tokens expire.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
  }
}

export const ACCESS_TOKEN_TTL_S = 2;

const apiMain = resolve(import.meta.dirname, '../../../../apps/api/src/main.ts');

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-client-test-'));
  const child: ChildProcess = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_JOBS_PER_VERTICAL: '300',
      ACCESS_TOKEN_TTL_S: String(ACCESS_TOKEN_TTL_S),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the API did not start within 100 s:\n${log}`)), 100_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /"port":(\d+)[^\n]*"msg":"api listening"/.exec(log);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the API exited with ${code}:\n${log}`));
    });
  });
  child.stdout?.resume();
  const origin = `http://127.0.0.1:${port}`;
  const health = await fetch(`${origin}/healthz`);
  if (!health.ok) throw new Error(`the API is not healthy: ${health.status}`);
  project.provide('apiOrigin', origin);

  return async () => {
    child.removeAllListeners('exit');
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => {
        child.kill('SIGKILL');
        done();
      }, 12_000).unref();
    });
    await rm(dataDir, { recursive: true, force: true });
  };
}
