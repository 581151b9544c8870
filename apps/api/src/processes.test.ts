/**
 * Two API processes on one PostgreSQL database (docs/decisions/0024): each is a real `node src/main.ts`
 * with its own port and its own DATA_DIR, sharing only DATABASE_URL and AUTH_SECRET, as two instances
 * behind a load balancer would. Password guesses spread over both are slowed as if sent to one, and a
 * session ended through one is refused by the other at once.
 *
 * The file makes its own database on the PostgreSQL server (DATABASE_URL, else the local server) and
 * drops it at the end; it is skipped only when no PostgreSQL server answers.
 */
import { VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { type RunningApi, startApi as startApiProcess } from '@jobsite/test-fixtures/api';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser } from './services/auth/test-browser.ts';
import { ACCOUNT_DELAYS, ADDRESS_DELAYS } from './services/auth/throttle.ts';
import { ADMIN_URL, serverDown } from './testing/postgres-server.ts';
import { uniqueEmail } from './testing/unique.ts';

const JOBS_PER_VERTICAL = 60;
const AUTH_SECRET = 'two-processes-share-this-secret-for-access-tokens';
const ORIGIN = 'http://localhost:3000';
const VERTICAL = VERTICAL_IDS[0] as (typeof VERTICAL_IDS)[number];
const BASE = VERTICALS[VERTICAL].basePath;
const PASSWORD = 'monsoon evenings in pune';

const down = await serverDown();
const where = (() => {
  const u = new URL(ADMIN_URL);
  u.password = '';
  return `${u.host}${u.pathname}`;
})();
if (down) {
  console.warn(
    `processes.test.ts skipped: no PostgreSQL server answers at ${where} (${down}). ` +
      'Start one or set DATABASE_URL to run two API processes on one database.',
  );
}

interface ApiProcess extends RunningApi {
  name: string;
  base: string;
}

/** Starts `node src/main.ts` and resolves once `/healthz` answers 200 (polled, never a fixed wait). */
async function startApi(name: string, databaseUrl: string): Promise<ApiProcess> {
  const api = await startApiProcess({
    dataDirPrefix: `jobsite-${name}-`,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_JOBS_PER_VERTICAL: String(JOBS_PER_VERTICAL),
      // Without it each process would sign with a secret of its own DATA_DIR.
      AUTH_SECRET,
      CORS_ORIGINS: ORIGIN,
      // Each guess below comes from an address of its choosing, as from browsers behind a proxy.
      TRUST_PROXY: 'true',
    },
  });
  return { ...api, name, base: api.origin };
}

const stopApi = (api: ApiProcess | undefined): Promise<void> => api?.stop() ?? Promise.resolve();

let addressCounter = 0;
/** A fresh caller address (the processes trust X-Forwarded-For). */
const uniqueAddress = () => `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** A browser with one cookie jar that can talk to either process, from one address. */
function visitor(address = uniqueAddress()) {
  const b: Browser = browser('', ORIGIN);
  return {
    ...b,
    request: (api: ApiProcess, method: string, path: string, init: Parameters<Browser['request']>[2] = {}) =>
      b.request(method, `${api.base}${BASE}${path}`, {
        ...init,
        headers: { 'x-forwarded-for': address, ...init.headers },
      }),
  };
}
type Visitor = ReturnType<typeof visitor>;

const login = (v: Visitor, api: ApiProcess, email: string, password: string) =>
  v.request(api, 'POST', '/user/login', { form: { email, password } });

/** A protected call, as a signed-in page makes it. */
const signedIn = async (v: Visitor, api: ApiProcess) =>
  (await v.request(api, 'GET', '/user/notifications/count')).status;

/**
 * Sends bad passwords (`attempt(i)`) until one is refused: how many were checked and missed before
 * the first 429, and that 429's Retry-After.
 */
async function missesUntilRefused(attempt: (i: number) => Promise<Response>, atMost: number) {
  for (let i = 0; i <= atMost; i++) {
    const res = await attempt(i);
    if (res.status === 429) {
      const body = (await res.json()) as { error?: { message?: string } };
      return { misses: i, retryAfter: res.headers.get('retry-after'), message: body.error?.message ?? '' };
    }
    expect(res.status, `attempt ${i + 1}`).toBe(401);
    await res.body?.cancel();
  }
  throw new Error(`no 429 after ${atMost + 1} bad passwords`);
}

type Refusal = Awaited<ReturnType<typeof missesUntilRefused>>;

/**
 * The misses before the 429 are the throttle's free ones whether one process took them or both (the
 * count is shared: counted per process, alternating would get twice as many), and each 429 asks to
 * wait no longer than the delay it reached. The first delay runs from the first miss, so where sending
 * the free ones took longer than it (a loaded machine) one or two more come due and pass (`LATE`), each
 * doubling the delay.
 */
const LATE = 2;
function expectCountedOnce(
  delays: { free: number; firstDelayS: number },
  onOne: Refusal,
  alternating: Refusal,
) {
  for (const refused of [onOne, alternating]) {
    expect(refused.misses).toBeGreaterThanOrEqual(delays.free);
    expect(refused.misses).toBeLessThanOrEqual(delays.free + LATE);
  }
  for (const refused of [onOne, alternating]) {
    const late = refused.misses - delays.free;
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(delays.firstDelayS * 2 ** late);
  }
}

describe.skipIf(down !== undefined)(
  down
    ? `two API processes on one PostgreSQL database (skipped: no PostgreSQL server at ${where})`
    : 'two API processes on one PostgreSQL database',
  () => {
    const dbName = `jobsite_api_processes_${process.pid}_${Date.now()}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    let a: ApiProcess | undefined;
    let b: ApiProcess | undefined;
    const A = () => a as ApiProcess;
    const B = () => b as ApiProcess;

    beforeAll(async () => {
      await admin.unsafe(`CREATE DATABASE ${dbName}`);
      const u = new URL(ADMIN_URL);
      u.pathname = `/${dbName}`;
      const url = u.toString();
      // Both start at once on the empty database: one migrates and seeds while the other waits for the
      // start lock, then finds it ready (without the lock the second crashed creating an extension).
      [a, b] = await Promise.all([startApi('a', url), startApi('b', url)]);
    });

    afterAll(async () => {
      await Promise.all([stopApi(a), stopApi(b)]);
      await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    });

    /** A new account, registered through `api`; the visitor is signed in and its device known. */
    async function signUp(api: ApiProcess, tag: string) {
      const v = visitor();
      const email = uniqueEmail(tag);
      const res = await v.request(api, 'POST', '/user/register', {
        form: { name: 'Asha Verma', email, password: PASSWORD },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return { v, email };
    }

    describe('password guesses are counted once for both processes', () => {
      it('per account: the misses before the 429 are the free ones whether one process or both take them', async () => {
        const free = ACCOUNT_DELAYS.free;
        // Each guess from an address of its own, so only the account's count applies.
        const one = await signUp(A(), 'one');
        const onOne = await missesUntilRefused(
          () => login(visitor(), A(), one.email, 'not the password at all'),
          free + 5,
        );
        const both = await signUp(A(), 'both');
        const alternating = await missesUntilRefused(
          (i) => login(visitor(), i % 2 === 0 ? A() : B(), both.email, 'not the password at all'),
          free + 5,
        );
        expectCountedOnce(ACCOUNT_DELAYS, onOne, alternating);
        for (const refused of [onOne, alternating]) {
          expect(refused.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?$/);
        }
        // Both processes now refuse the account to a new device, even with the right password.
        for (const api of [A(), B()]) {
          const res = await login(visitor(), api, both.email, PASSWORD);
          expect(res.status, api.name).toBe(429);
          expect(res.headers.get('retry-after'), api.name).toMatch(/^\d+$/);
        }
        // The device that registered (through A) still signs in, through B.
        expect((await login(both.v, B(), both.email, PASSWORD)).status).toBe(200);
      }, 90_000);

      it('per address: the misses before the 429 are the free ones whether one process or both take them', async () => {
        const free = ADDRESS_DELAYS.free;
        // Each guess on an email of its own, so only the address's count applies.
        const fromOne = visitor();
        const onOne = await missesUntilRefused(
          () => login(fromOne, A(), uniqueEmail('nobody'), 'not the password at all'),
          free + 5,
        );
        const fromBoth = visitor();
        const alternating = await missesUntilRefused(
          (i) => login(fromBoth, i % 2 === 0 ? A() : B(), uniqueEmail('nobody'), 'not the password at all'),
          free + 5,
        );
        expectCountedOnce(ADDRESS_DELAYS, onOne, alternating);
        for (const api of [A(), B()]) {
          expect((await login(fromBoth, api, uniqueEmail('nobody'), 'x')).status, api.name).toBe(429);
        }
      }, 90_000);
    });

    describe('a session ended through one process is refused by the other at once', () => {
      it('logging out through A ends the session on B', async () => {
        const { v } = await signUp(A(), 'logout');
        expect(await signedIn(v, B())).toBe(200);
        const token = v.cookie(`${VERTICAL}_token`) ?? '';
        const session = v.cookie(`${VERTICAL}_session`) ?? '';
        expect((await v.request(A(), 'POST', '/user/logout', { form: {} })).status).toBe(200);
        // A copy of the cookies kept from before the logout: B answers as for any ended session.
        const copy = visitor();
        copy.setCookie(`${VERTICAL}_token`, token);
        copy.setCookie(`${VERTICAL}_session`, session);
        expect(await signedIn(copy, B())).toBe(418);
        expect((await copy.request(B(), 'GET', '/auth/refresh')).status).toBe(418);
        // And the browser that logged out has no cookies left to send.
        expect(await signedIn(v, B())).toBe(401);
      });

      it('a copied cookie replayed on A after the owner refreshed on B ends the session on both', async () => {
        const { v, email } = await signUp(B(), 'theft');
        expect((await login(v, A(), email, PASSWORD)).status).toBe(200);
        const copied = v.cookie(`${VERTICAL}_session`) ?? '';
        // The owner refreshes through B, then A: the secret rotates twice in the shared sessions table,
        // so the copied one is past the grace a second tab gets.
        expect((await v.request(B(), 'GET', '/auth/refresh')).status).toBe(200);
        expect((await v.request(A(), 'GET', '/auth/refresh')).status).toBe(200);
        expect(v.cookie(`${VERTICAL}_session`)).not.toBe(copied);
        expect(await signedIn(v, A())).toBe(200);
        // The thief replays the rotated-out secret through A: that proves a copy, and ends the session.
        const thief = visitor();
        thief.setCookie(`${VERTICAL}_session`, copied);
        expect((await thief.request(A(), 'GET', '/auth/refresh')).status).toBe(418);
        // The owner's next call through B is refused at once, token and refresh alike.
        expect(await signedIn(v, B())).toBe(418);
        expect((await v.request(B(), 'GET', '/auth/refresh')).status).toBe(418);
      });

      it('a refreshed session works through either process, and the grace of the old secret is shared', async () => {
        const { v } = await signUp(A(), 'rotate');
        const before = v.cookie(`${VERTICAL}_session`) ?? '';
        expect((await v.request(A(), 'GET', '/auth/refresh')).status).toBe(200);
        // A second tab still holding the previous secret refreshes through B within the 30 s grace.
        const tab = visitor();
        tab.setCookie(`${VERTICAL}_session`, before);
        expect((await tab.request(B(), 'GET', '/auth/refresh')).status).toBe(200);
        expect(await signedIn(tab, B())).toBe(200);
        expect(await signedIn(v, B())).toBe(200);
      });
    });
  },
);
