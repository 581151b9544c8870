/**
 * The internal API's development key (decision 0062): `node src/main.ts` in development without ADMIN_KEY
 * turns the internal API on with a random key kept in DATA_DIR/admin-key, the same on the next start,
 * and never logs it; an ADMIN_KEY given wins; tests and production get no key of their own.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VERTICALS } from '@jobsite/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, listeningPort, spawnApi } from '../../test-process.ts';
import { DEVELOPMENT_KEY_FILE, developmentKey } from './key.ts';

const M = VERTICALS.management.id;

describe('the development key of the internal API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobsite-dev-key-'));
  const running: ApiProcess[] = [];
  afterAll(() => {
    for (const api of running) api.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is made once per data folder, random, readable only by its owner, and refused when weak', () => {
    const folder = join(dir, 'unit');
    const key = developmentKey(folder);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(developmentKey(folder)).toBe(key);
    expect(developmentKey(join(dir, 'other'))).not.toBe(key);
    expect(statSync(join(folder, DEVELOPMENT_KEY_FILE)).mode & 0o777).toBe(0o600);

    for (const weak of ['e2e-admin-key-for-the-recruiter-api', 'short']) {
      writeFileSync(join(folder, DEVELOPMENT_KEY_FILE), weak);
      expect(() => developmentKey(folder)).toThrow(
        /admin-key (is a value from the development setup|is shorter than 24 characters): delete the file/,
      );
    }
  });

  // It starts the API twice, the first time migrating a new database: more than 20 s on a loaded machine.
  it('turns the internal API on in development, with the key in DATA_DIR, never logged', {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(dir, 'api');
    const env = {
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_JOBS_PER_VERTICAL: '0',
    };
    const api = spawnApi(env);
    running.push(api);
    const base = `http://127.0.0.1:${await listeningPort(api)}`;
    const key = readFileSync(join(dataDir, DEVELOPMENT_KEY_FILE), 'utf8');
    const applications = (headers: Record<string, string>) =>
      fetch(`${base}/internal/${M}/applications`, { headers });
    expect((await applications({})).status).toBe(401);
    expect((await applications({ 'X-Admin-Key': 'e2e-admin-key-for-the-recruiter-api' })).status).toBe(401);
    expect((await applications({ 'X-Admin-Key': key })).status).toBe(200);
    expect(api.logged('internal API on with the development key')).toMatchObject({
      file: join(dataDir, DEVELOPMENT_KEY_FILE),
    });
    expect(api.output()).not.toContain(key);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);

    // The next start on the folder keeps the key; an ADMIN_KEY given is the key instead.
    const again = spawnApi({ ...env, ADMIN_KEY: 'Zr4u8Qw1Lk7Hs2Bn9Vc6Xm3Tp5Gj0Fd' });
    running.push(again);
    const next = `http://127.0.0.1:${await listeningPort(again)}`;
    const withKey = (k: string) =>
      fetch(`${next}/internal/${M}/applications`, { headers: { 'X-Admin-Key': k } });
    expect((await withKey(key)).status).toBe(401);
    expect((await withKey('Zr4u8Qw1Lk7Hs2Bn9Vc6Xm3Tp5Gj0Fd')).status).toBe(200);
    expect(again.logged('internal API on with the development key')).toBeUndefined();
    expect(readFileSync(join(dataDir, DEVELOPMENT_KEY_FILE), 'utf8')).toBe(key);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
