import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * An API of its own (on a temporary seeded database) and the built app in front of it, started by a
 * suite that needs to change the API's settings or stop it. Run from the brand app's folder.
 */
export async function startStack(ports: { api: number; app: number }, { accessTokenTtlS = 900 } = {}) {
  const data = mkdtempSync(join(tmpdir(), 'jobsite-e2e-session-'));
  const children: ChildProcess[] = [];
  const start = (command: string[], cwd: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, command, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
    children.push(child);
    return child;
  };
  const api = start(['src/main.ts'], '../api', {
    PORT: String(ports.api),
    DATA_DIR: data,
    DATABASE_URL: '',
    SEED_JOBS_PER_VERTICAL: '60',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ACCESS_TOKEN_TTL_S: String(accessTokenTtlS),
  });
  start(['./node_modules/@react-router/serve/bin.cjs', './build/server/index.js'], '.', {
    PORT: String(ports.app),
    API_ORIGIN: `http://localhost:${ports.api}`,
    NODE_ENV: 'production',
  });
  const ready = async (url: string) => {
    for (let i = 0; i < 240; i += 1) {
      const ok = await fetch(url)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${url} did not start`);
  };
  await ready(`http://localhost:${ports.api}/healthz`);
  await ready(`http://localhost:${ports.app}/robots.txt`);
  return {
    /** The API's process, to pause or stop. */
    api,
    stop() {
      if (api.exitCode === null) api.kill('SIGCONT');
      for (const c of children) c.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
