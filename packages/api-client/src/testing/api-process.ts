/**
 * Starts the real API as a child process (packages never import apps): `node apps/api/src/main.ts` on a
 * free port, an embedded PGlite in a temporary folder and a small seed. The test run starts one with the
 * defaults (src/testing/global-setup.ts); a test that needs another configuration (other base paths)
 * starts its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The secret the API signs access tokens with in tests (`AUTH_SECRET`), so a test can hold a token the
 * API finds expired without waiting for one to expire (`expiredCookies` in real-api.ts).
 */
export const TEST_AUTH_SECRET = 'test-secret-of-the-api-client-suite-for-access-tokens';

const apiMain = resolve(import.meta.dirname, '../../../../apps/api/src/main.ts');

export interface RunningApi {
  origin: string;
  stop(): Promise<void>;
}

/** Starts the API with `env` over the test defaults; resolves once it is listening and healthy. */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-client-test-'));
  const child: ChildProcess = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_JOBS_PER_VERTICAL: '300',
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      // Test clients tell their address in X-Forwarded-For (recordingFetch), as behind a proxy.
      TRUST_PROXY: 'true',
      ...env,
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

  return {
    origin,
    async stop() {
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
    },
  };
}
