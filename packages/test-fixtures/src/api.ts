/**
 * The real API for tests, as a child process: `node apps/api/src/main.ts` (packages never import apps,
 * so they start it by its path). `spawnApi` runs it with only the environment a test gives, for the
 * API's own start-up tests; `startApi` runs it on a free port with a fresh data folder and waits until
 * it answers, for the packages' tests against it. And the messages of its development outbox.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { seededDataFolder } from './seeded-data.ts';

const API_MAIN = resolve(import.meta.dirname, '../../../apps/api/src/main.ts');

/** A message the API sent, as its development outbox lists it (`GET {base}/dev/outbox`, outside production). */
export interface OutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  headers: Record<string, string>;
}

/** The messages the API at `apiBase` (its origin and a vertical's base path) sent to `to`, newest first. */
export async function outboxAt(apiBase: string, to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${apiBase}/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`the outbox of ${to} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest message of a kind the API at `apiBase` sent to `to`; throws when there is none. */
export async function latestMessageAt(apiBase: string, to: string, kind: string): Promise<OutboxMessage> {
  const messages = await outboxAt(apiBase, to);
  const message = messages.find((m) => m.kind === kind);
  if (!message)
    throw new Error(`no ${kind} message to ${to}: ${messages.map((m) => m.kind).join(', ') || 'none'}`);
  return message;
}

/** An API process as `spawnApi` started it. */
export interface ApiProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** The first JSON log line with this message, if it has been printed. */
  logged(msg: string): Record<string, unknown> | undefined;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/** Starts `node apps/api/src/main.ts` with only `env` and PATH (nothing of the test runner's environment). */
export function spawnApi(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, [API_MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const logged = (msg: string) =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === msg);
  return { child, output: () => out, logged, exited };
}

/** The port the API listens on, from its `api listening` log line (polled every 100 ms, 2 min at most). */
export async function listeningPort(api: ApiProcess): Promise<number> {
  for (let i = 0; i < 1200; i++) {
    const listening = api.logged('api listening');
    if (listening) return listening.port as number;
    if (api.child.exitCode !== null) throw new Error(`the API stopped:\n${api.output()}`);
    await pause(100);
  }
  throw new Error(`the API did not start:\n${api.output()}`);
}

/** SIGTERM (the graceful shutdown), then SIGKILL if it has not exited after 15 s. */
export async function stopApi(api: ApiProcess): Promise<void> {
  const { child } = api;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await api.exited;
  clearTimeout(force);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Copies into the empty data folder `dataDir` the database the API made with the seed of `env`, making
 * it first when there is none, so the API starts on a database that is ready (decision 0086). Does
 * nothing for an API that keeps its data elsewhere (`DATABASE_URL`, `MEDIA_S3_*`).
 */
async function copySeededDatabase(dataDir: string, env: Record<string, string>): Promise<void> {
  const seeded = await seededDataFolder(env, (dir) => makeSeededData(dir, env));
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
}

/** Has the API make its database in `dir` (migrate, seed), then stop. */
async function makeSeededData(dir: string, env: Record<string, string>): Promise<void> {
  const api = spawnApi({ ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' });
  try {
    await listeningPort(api);
  } finally {
    await stopApi(api);
  }
  if (api.child.exitCode !== 0)
    throw new Error(`the API making a seeded database exited with ${api.child.exitCode}:\n${api.output()}`);
}

export interface StartApiOptions {
  /** More environment for the API (`SEED_JOBS_PER_VERTICAL`, `AUTH_SECRET`, `DATABASE_URL`, ...). */
  env?: Record<string, string>;
  /** How its temporary data folder's name begins; default `jobsite-test-api-`. */
  dataDirPrefix?: string | undefined;
  /** How long the API may take to migrate, seed and listen; default 120 s. */
  startTimeoutMs?: number | undefined;
}

/** An API `startApi` started, answering at `origin`. */
export interface RunningApi {
  /** Where the API listens, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** The API's temporary data folder (removed when it stops). */
  dataDir: string;
  /** The last 20,000 characters it printed. */
  output(): string;
  /** Stops the API (SIGTERM, then SIGKILL) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the real API on a free port of 127.0.0.1 with a data folder of its own, holding a copy of the
 * database made for its seed (`copySeededDatabase`), with `NODE_ENV=test`, `LOG_LEVEL=warn`, then
 * `env`, and waits until it answers `GET /healthz` (asked every 100 ms, never a fixed wait). Should it stop while the tests still call it, it says why on stderr.
 */
export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), options.dataDirPrefix ?? 'jobsite-test-api-'));
  const env = { HOME: process.env.HOME ?? tmpdir(), TMPDIR: tmpdir(), NODE_ENV: 'test', ...options.env };
  await copySeededDatabase(dataDir, env);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const api = spawnApi({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const output = () => api.output().slice(-20_000);
  let listening = false;
  let stopping = false;
  void api.exited.then((code) => {
    // An API that stops while the tests still call it fails them with refused connections only: say
    // why it stopped, with what it last wrote, so the run's log shows the cause.
    if (listening && !stopping)
      console.error(
        `the test API on ${origin} exited (code ${code}) while the tests ran; its last output:\n${output()}`,
      );
  });
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const stop = async () => {
    stopping = true;
    await stopApi(api);
    await removeDataDir();
  };

  // Migrating and seeding take a few seconds: ask until it answers (or exits, or takes too long).
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (api.child.exitCode !== null || api.child.signalCode !== null) {
      await removeDataDir();
      throw new Error(`the API exited with ${api.child.exitCode} before it listened:\n${output()}`);
    }
    const health = await fetch(`${origin}/healthz`).catch(() => undefined);
    if (health?.ok) {
      listening = true;
      return { origin, dataDir, output, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not answer /healthz in time:\n${output()}`);
    }
    await pause(100);
  }
}
