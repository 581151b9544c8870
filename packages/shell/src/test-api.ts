/**
 * The real API for route tests, as a child process (packages never import apps: `node
 * apps/api/src/main.ts`) on a free port, with an embedded PGlite in a fresh temporary folder and a
 * small seed. No Vitest here: the run's global setup (`test-api.global.ts`) starts the package's shared
 * API with it in Vitest's main process, and `testing.ts` starts a test file's own API with it.
 */
import { randomBytes } from 'node:crypto';
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { latestMessageAt, type OutboxMessage, outboxAt, startApi } from '@jobsite/test-fixtures/api';

export type { OutboxMessage } from '@jobsite/test-fixtures/api';

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
  const apiBase = (vertical: Vertical) => `${origin}${VERTICALS[vertical].basePath}`;
  return {
    ...address,
    log: process.log,
    internal,
    outbox: (vertical, to) => outboxAt(apiBase(vertical), to),
    latestMessage: (vertical, to, kind) => latestMessageAt(apiBase(vertical), to, kind),
    stop: process.stop,
  };
}

/**
 * Starts the real API on a free port with a fresh PGlite data folder, seeded small, and waits until it
 * answers `GET /healthz`. `LOG_LEVEL=warn` keeps the child quiet; its output stays in `log()`.
 */
export async function startTestApi(options: StartTestApiOptions = {}): Promise<TestApi> {
  const adminKey = randomBytes(24).toString('base64url');
  const api = await startApi({
    dataDirPrefix: 'jobsite-route-tests-',
    startTimeoutMs: options.startTimeoutMs,
    env: {
      SEED_JOBS_PER_VERTICAL: String(options.seedJobsPerVertical ?? TEST_SEED_JOBS_PER_VERTICAL),
      ADMIN_KEY: adminKey,
      ...options.env,
    },
  });
  return testApiAt(
    { origin: api.origin, adminKey, dataDir: api.dataDir },
    { stop: api.stop, log: api.output },
  );
}
