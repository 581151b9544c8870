import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededDataFolder } from './seeded-data.ts';

// Each test seeds under a variable of its own, so its folders are its own and are removed at the end.
const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** A maker that writes what it was asked to seed and counts its calls. */
function maker(delayMs = 0) {
  const calls: string[] = [];
  const make = async (dir: string) => {
    calls.push(dir);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    mkdirSync(join(dir, 'pglite'));
    writeFileSync(join(dir, 'auth-secret'), 'the first API’s own secret');
    writeFileSync(join(dir, 'admin-key'), 'the first API’s own key');
  };
  return { calls, make };
}

describe('seeded data folders', () => {
  it('makes a folder once per seed and hands the same one to every later start', async () => {
    const env = { SEED_TEST_RUN: randomUUID(), NODE_ENV: 'test', ADMIN_KEY: 'one' };
    const { calls, make } = maker();
    const first = await seededDataFolder(env, make);
    const second = await seededDataFolder({ ...env, ADMIN_KEY: 'another key, which seeds nothing' }, make);
    expect(first).toBeDefined();
    made.push(first as string);
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
    // The database only: each copy's API makes its own secret and key.
    expect(readdirSync(first as string)).toEqual(['pglite']);
  });

  it('makes another folder for another seed', async () => {
    const run = randomUUID();
    const { calls, make } = maker();
    const small = await seededDataFolder({ SEED_TEST_RUN: run, SEED_JOBS_PER_VERTICAL: '60' }, make);
    const large = await seededDataFolder({ SEED_TEST_RUN: run, SEED_JOBS_PER_VERTICAL: '300' }, make);
    made.push(small as string, large as string);
    expect(large).not.toBe(small);
    expect(calls).toHaveLength(2);
  });

  it('lets starts that ask at once wait for the one that makes it', async () => {
    const env = { SEED_TEST_RUN: randomUUID() };
    const { calls, make } = maker(300);
    const folders = await Promise.all([1, 2, 3].map(() => seededDataFolder(env, make)));
    made.push(folders[0] as string);
    expect(new Set(folders).size).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('has nothing for an API that keeps its data on a server or in a bucket', async () => {
    const { calls, make } = maker();
    expect(await seededDataFolder({ DATABASE_URL: 'postgres://127.0.0.1/jobsite' }, make)).toBeUndefined();
    expect(await seededDataFolder({ MEDIA_S3_BUCKET: 'media' }, make)).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('leaves no folder behind when the API fails to make one', async () => {
    const env = { SEED_TEST_RUN: randomUUID() };
    await expect(
      seededDataFolder(env, async () => {
        throw new Error('the API exited');
      }),
    ).rejects.toThrow('the API exited');
    const { calls, make } = maker();
    const folder = await seededDataFolder(env, make);
    made.push(folder as string);
    expect(calls).toHaveLength(1);
  });
});
