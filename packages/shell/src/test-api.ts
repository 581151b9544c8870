/**
 * The real API for route tests, as a child process (packages never import apps: `node
 * apps/api/src/main.ts`) on a free port, with an embedded PGlite in a fresh temporary folder and a
 * small seed. No Vitest here: the run's global setup (`test-api.global.ts`) starts the package's shared
 * API with it in Vitest's main process, and `testing.ts` starts a test file's own API with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { VERTICALS, type Vertical } from '@jobsite/domain';

const API_MAIN = resolve(import.meta.dirname, '../../../apps/api/src/main.ts');

/**
 * The key under which the run's global setup (`test-api.global.ts`) provides where a test file asks for
 * the shared API; absent when the run has no such setup.
 */
export const SHARED_TEST_API = 'jobsiteSharedTestApi';

declare module 'vitest' {
  export interface ProvidedContext {
    [SHARED_TEST_API]?: string;
  }
}

/** Jobs the API seeds per vertical in tests: enough for two pages of every listing's first category. */
export const TEST_SEED_JOBS_PER_VERTICAL = 60;

export interface StartTestApiOptions {
  /** `SEED_JOBS_PER_VERTICAL`; default `TEST_SEED_JOBS_PER_VERTICAL`. */
  seedJobsPerVertical?: number;
  /** More environment for the API (e.g. `ACCESS_TOKEN_TTL_S`). */
  env?: Record<string, string>;
  /** How long the API may take to migrate, seed and listen; default 120 s. */
  startTimeoutMs?: number;
}

/** A message the API sent (`GET {base}/dev/outbox`, outside production). */
export interface OutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
}

/** Where a running API is: what the shared API's global setup hands the test files. */
export interface TestApiAddress {
  /** Where the API listens, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** The internal recruiter API's key (`X-Admin-Key`). */
  adminKey: string;
  /** The API's temporary data folder (removed when it stops). */
  dataDir: string;
}

export interface TestApi extends TestApiAddress {
  /** What the API wrote to stdout and stderr (warnings and errors at `LOG_LEVEL=warn`). */
  log(): string;
  /**
   * A call to the internal recruiter API of a vertical (`/internal/{vertical}{path}`): post a job, move
   * an application to a status (which sends the seeker's notification). Throws on an answer that is
   * not 2xx.
   */
  internal<T = unknown>(vertical: Vertical, path: string, body?: unknown): Promise<T>;
  /** The messages the API sent to an address, newest first. */
  outbox(vertical: Vertical, to: string): Promise<OutboxMessage[]>;
  /** The newest message of a kind sent to an address; throws when there is none. */
  latestMessage(vertical: Vertical, to: string, kind: string): Promise<OutboxMessage>;
  /** Stops the API and removes its data folder (does nothing on the shared API: the run stops it). */
  stop(): Promise<void>;
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

/** The handle of an API that runs at `address`: its calls, and `stop`/`log` as given. */
export function testApiAt(
  address: TestApiAddress,
  process: { stop(): Promise<void>; log(): string },
): TestApi {
  const { origin, adminKey } = address;
  const internal = async <T>(vertical: Vertical, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}/internal/${vertical}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-admin-key': adminKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`internal ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const outbox = async (vertical: Vertical, to: string): Promise<OutboxMessage[]> => {
    const url = `${origin}${VERTICALS[vertical].basePath}/dev/outbox?to=${encodeURIComponent(to)}`;
    const answer = (await (await fetch(url)).json()) as { messages: OutboxMessage[] };
    return answer.messages;
  };
  return {
    ...address,
    log: process.log,
    internal,
    outbox,
    async latestMessage(vertical, to, kind) {
      const messages = await outbox(vertical, to);
      const message = messages.find((m) => m.kind === kind);
      if (!message)
        throw new Error(`no ${kind} message to ${to}: ${messages.map((m) => m.kind).join(', ') || 'none'}`);
      return message;
    },
    stop: process.stop,
  };
}

/**
 * Starts the real API on a free port with a fresh PGlite data folder, seeded small, and waits until it
 * answers `GET /healthz`. `LOG_LEVEL=warn` keeps the child quiet; its output stays in `log()`.
 */
export async function startTestApi(options: StartTestApiOptions = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'jobsite-route-tests-'));
  const adminKey = randomBytes(24).toString('base64url');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A clean environment: nothing of the test runner's (DATABASE_URL, BASE_PATH_*, NODE_OPTIONS) leaks in.
  const child: ChildProcess = spawn(process.execPath, [API_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      TMPDIR: tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_JOBS_PER_VERTICAL: String(options.seedJobsPerVertical ?? TEST_SEED_JOBS_PER_VERTICAL),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_KEY: adminKey,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  let listening = false;
  let stopping = false;
  const exit = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      exited = code;
      // An API that stops while the tests still call it fails them with refused connections only: say
      // why it stopped, with what it last wrote, so the run's log shows the cause.
      if (listening && !stopping) {
        console.error(
          `the test API on ${origin} exited (code ${code}, signal ${signal}) while the tests ran; its last output:\n${output}`,
        );
      }
      done();
    });
  });

  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const stop = async () => {
    stopping = true;
    if (exited === undefined) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exit;
      clearTimeout(force);
    }
    await removeDataDir();
  };

  // Migrating and seeding take a few seconds: ask until it answers (or exits, or takes too long).
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (exited !== undefined) {
      await removeDataDir();
      throw new Error(`the API exited with ${exited} before it listened:\n${output}`);
    }
    const health = await fetch(`${origin}/healthz`).catch(() => undefined);
    if (health?.ok) {
      listening = true;
      break;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not answer /healthz in time:\n${output}`);
    }
    await pause(100);
  }
  return testApiAt({ origin, adminKey, dataDir }, { stop, log: () => output });
}
