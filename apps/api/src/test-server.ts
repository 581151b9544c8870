/**
 * Test helper: a server on port 0 over the suite's own copy of the run's seeded database (PGlite, or a
 * throwaway PostgreSQL database made from the run's template; decision 0072).
 */

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { VERTICAL_IDS, VERTICALS, type Vertical, type VerticalEntry } from '@jobsite/domain';
import { type OutboxMessage, outboxAt } from '@jobsite/test-fixtures/api';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createApp } from './app.ts';
import { keepIdleConnections } from './http/keep-alive.ts';
import { createLogger } from './logger.ts';
import { localMediaStore } from './media/store.ts';
import { type Browser, browser } from './services/auth/test-browser.ts';
import { SANDBOX_DEFAULTS, sandboxGateway } from './services/subscription/gateway.ts';
import { type DatabaseCopy, openMigratedCopy, openSeededCopy } from './testing/seeded-database.ts';
import { uniqueEmail } from './testing/unique.ts';

/** The internal recruiter API's key in tests (`X-Admin-Key`). */
export const TEST_ADMIN_KEY = 'test-admin-key-of-the-internal-api';
/** The secret the test server signs access tokens and signed links with. */
export const TEST_SESSION_SECRET = 'test-secret-of-the-api-for-signing-access-tokens';
/** The sandbox gateway's settings in tests: its secrets sign returns and webhooks as the gateway would. */
export const TEST_PAYMENTS = SANDBOX_DEFAULTS;

const perVertical = (pick: (entry: VerticalEntry) => string) =>
  Object.fromEntries(VERTICAL_IDS.map((id) => [id, pick(VERTICALS[id])])) as Record<Vertical, string>;
/** Each vertical's API base: its default, as without BASE_PATH_<ID>. */
export const TEST_BASE_PATHS = perVertical((v) => v.basePath);
/** Each vertical's brand-site address: its default, as without SITE_ORIGIN_<ID>. */
export const TEST_SITE_ORIGINS = perVertical((v) => v.siteOrigin);

export const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServerOptions {
  /** Access-token lifetime; short values let tests see the 406 and refresh cycle. */
  accessTokenTtlS?: number;
  rotationGraceS?: number;
  /** Read the caller's address from X-Forwarded-For, as behind a proxy. */
  trustProxy?: boolean;
  /** Believe the brand sites' signed claims of their visitors' addresses (VISITOR_ADDRESS_SECRET). */
  visitorSecret?: string;
  /** Sign-ups one address may make in an hour; default 10,000 (the limit is not what most suites test). */
  signUpsPerHour?: number;
}

/** Where the run's databases are, from the global setup of apps/api/vitest.config.ts. */
function runDatabases() {
  const databases = inject('seededDatabases');
  if (!databases)
    throw new Error('the seeded database is made by the global setup of apps/api/vitest.config.ts');
  return databases;
}

/**
 * A copy of the run's migrated database without the seed (PGlite), for suites that start from an empty
 * one; `remove()` closes it and removes the copy.
 */
export const openMigratedDatabase = (): Promise<DatabaseCopy> => openMigratedCopy(runDatabases());

async function startTestServer(driver: 'pglite' | 'postgres', options: TestServerOptions = {}) {
  const { db, mediaDir, remove } = await openSeededCopy(runDatabases(), driver);
  const logger = createLogger('silent');
  const app = createApp({
    adminKey: TEST_ADMIN_KEY,
    payments: { gateway: sandboxGateway(TEST_PAYMENTS) },
    media: localMediaStore(mediaDir),
    db,
    logger,
    config: {
      basePaths: TEST_BASE_PATHS,
      corsOrigins: ['http://localhost:3000'],
      nodeEnv: 'test',
    },
    auth: {
      sessions: {
        secret: TEST_SESSION_SECRET,
        accessTokenTtlS: options.accessTokenTtlS ?? 900,
        rotationGraceS: options.rotationGraceS ?? 30,
      },
      siteOrigins: TEST_SITE_ORIGINS,
      production: false,
      // Every test signs up from 127.0.0.1; the limit itself is not what these suites test.
      signUpsPerHour: options.signUpsPerHour ?? 10_000,
      trustProxy: options.trustProxy ?? false,
      visitorSecret: options.visitorSecret,
    },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  keepIdleConnections(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    db,
    logger,
    /** The routes the app serves, as its router holds them (method and path pattern). */
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // The suite is over: a response still streaming (a chat event stream a client left open) must not
      // keep the server, and the suite's after-all hook, waiting.
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
      await remove();
    },
  };
}

/** A seeded test server: where it listens, its database and logger, a `get` and `close`. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The suite's server on a driver: started before its first test, closed after its last. What it
 * answers stands for the running server, so a suite names it once at its top and reads `s.base`,
 * `s.db` or `s.get(...)` in its tests and hooks.
 */
export function setupTestServer(driver: 'pglite' | 'postgres', options: TestServerOptions = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(driver, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  const running = (): TestServer => {
    if (!server) throw new Error('the test server is not running: use it inside a test or a hook');
    return server;
  };
  return {
    get base() {
      return running().base;
    },
    get db() {
      return running().db;
    },
    get logger() {
      return running().logger;
    },
    get routes() {
      return running().routes;
    },
    get: (path, init) => running().get(path, init),
    close: () => running().close(),
  };
}

export interface TestSeeker {
  /** Their browser, holding the session cookies registering set. */
  b: Browser;
  email: string;
  seekerId: number;
  /** The access token registering set (the `{vertical}_token` cookie), for calls made without the browser. */
  token: string;
}

/** The name and password a test seeker signs up with unless the test gives others. */
export const SEEKER = { name: 'Asha Rao', password: 'monsoon tea at noon' } as const;

/** Who signs up: each part the test does not give is the default (`SEEKER`, a new address, a new browser). */
export interface SeekerAccount {
  name?: string;
  password?: string;
  email?: string;
  b?: Browser;
}

/**
 * Sends a seeker's sign-up (`POST /{vertical}/user/register`) as `signUpSeeker` does, with `headers`
 * when given, and answers the API's answer whatever it is (for tests of a refused sign-up).
 */
export const register = (
  server: Pick<TestServer, 'base'>,
  vertical: Vertical,
  account: SeekerAccount = {},
  headers: Record<string, string> = {},
): Promise<Response> =>
  (account.b ?? browser(server.base)).request('POST', `/${vertical}/user/register`, {
    form: {
      name: account.name ?? SEEKER.name,
      email: account.email ?? uniqueEmail(),
      password: account.password ?? SEEKER.password,
    },
    headers,
  });

/**
 * Signs a new seeker up on a vertical (registering signs them in) and checks it succeeded: `SEEKER`'s
 * name and password, an address no other test uses and a new browser, unless the test gives them.
 */
export async function signUpSeeker(
  server: Pick<TestServer, 'base'>,
  vertical: Vertical,
  account: SeekerAccount = {},
): Promise<TestSeeker> {
  const b = account.b ?? browser(server.base);
  const email = account.email ?? uniqueEmail();
  const res = await register(server, vertical, { ...account, b, email });
  expect(res.status, await res.clone().text()).toBe(200);
  const { seekerId } = (await res.json()) as { seekerId: number };
  return { b, email, seekerId, token: b.cookie(`${vertical}_token`) ?? '' };
}

/**
 * Signs a new seeker up (as `signUpSeeker`) after clearing the rate limits, so a suite that signs many
 * people up from one address is not slowed by the limits it does not test.
 */
export async function freshSeeker(
  server: Pick<TestServer, 'base' | 'db'>,
  vertical: Vertical,
  account: SeekerAccount = {},
): Promise<TestSeeker> {
  await server.db.raw('DELETE FROM rate_limits');
  return signUpSeeker(server, vertical, account);
}

/** Signs a new seeker up (as `freshSeeker`) and applies to `job` on the site; answers them and the application's id. */
export async function freshApplicant(
  server: Pick<TestServer, 'base' | 'db'>,
  vertical: Vertical,
  job: number,
): Promise<TestSeeker & { applicationId: number }> {
  const seeker = await freshSeeker(server, vertical);
  const base = TEST_BASE_PATHS[vertical];
  expect((await seeker.b.request('POST', `${base}/job/apply?jobcode=${job}`)).status).toBe(200);
  const rows = (await server.db.raw(`SELECT id FROM applications WHERE seeker_id = $1 AND job_id = $2`, [
    seeker.seekerId,
    job,
  ])) as { id: string | number }[];
  return { ...seeker, applicationId: Number(rows[0]?.id) };
}

/**
 * A call of the internal recruiter API (`/internal/{vertical}{path}`) with the test key (or `key`), and
 * `body` as JSON when given.
 */
export const internalCall = (
  server: Pick<TestServer, 'base'>,
  vertical: Vertical,
  method: string,
  path: string,
  body?: unknown,
  key = TEST_ADMIN_KEY,
): Promise<Response> =>
  fetch(`${server.base}/internal/${vertical}${path}`, {
    method,
    headers: { 'x-admin-key': key, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/**
 * A recruiter of the calling test's own, so that no other test's applications count for them (their
 * response figures, decision 0100), and `postJob`, which posts a job of theirs and answers its id.
 */
export async function ownRecruiter(server: TestServer, vertical: Vertical, name: string) {
  const [row] = (await server.db.raw(
    `INSERT INTO recruiters (vertical, name, designation) VALUES ($1, $2, 'Recruiter') RETURNING id`,
    [vertical, name],
  )) as { id: number }[];
  const recruiterId = Number(row?.id);
  const postJob = async (title: string): Promise<number> => {
    const res = await internalCall(server, vertical, 'POST', '/jobs', { title, recruiterId });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  return { recruiterId, postJob };
}

export type { OutboxMessage } from '@jobsite/test-fixtures/api';

/** The messages sent to `email` on the vertical, newest first, of one `kind` when given. */
export async function outboxOf(
  server: Pick<TestServer, 'base'>,
  vertical: Vertical,
  email: string,
  kind?: string,
): Promise<OutboxMessage[]> {
  const messages = await outboxAt(`${server.base}${TEST_BASE_PATHS[vertical]}`, email);
  return kind === undefined ? messages : messages.filter((m) => m.kind === kind);
}

/** The message of an API error answer (`{ error: { message } }`). */
export const errorOf = async (res: Response): Promise<string> =>
  ((await res.json()) as { error: { message: string } }).error.message;

export { uniqueEmail, uniqueWord } from './testing/unique.ts';
