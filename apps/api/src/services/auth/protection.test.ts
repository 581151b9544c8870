/**
 * Sign-in protection (docs/decisions/0020): ending a session needs the session itself, guessing
 * passwords slows the guesser down without locking the owner out, and the forgotten-password answer
 * does not tell whether an account exists.
 */
import type { PGlite } from '@electric-sql/pglite';
import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { Hono } from 'hono';
import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import {
  drivers,
  SEEKER,
  setupTestServer,
  signUpSeeker,
  TEST_SITE_ORIGINS,
  type TestServer,
  uniqueEmail,
} from '../../test-server.ts';
import { type AccountContext, forgotPassword } from './accounts.ts';
import { settled } from './after-answer.ts';
import { authRoutes } from './routes.ts';
import { type Browser, browser } from './test-browser.ts';

const [OTHER, MAIN] = VERTICAL_IDS as unknown as [Vertical, Vertical];

let addressCounter = 0;
/** A fresh caller address (the test servers trust X-Forwarded-For, as behind a proxy). */
const uniqueAddress = () => `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
/** The password of every account here: the test seekers' own. */
const PASSWORD = SEEKER.password;
const SESSIONS = {
  secret: 'test-secret-of-the-api-for-signing-access-tokens',
  accessTokenTtlS: 900,
  rotationGraceS: 0,
};

/** A browser at one address. */
function at(s: TestServer, address: string): Browser {
  const b = browser(s.base);
  return {
    ...b,
    request: (method, path, init = {}) =>
      b.request(method, path, { ...init, headers: { 'x-forwarded-for': address, ...init.headers } }),
  };
}

describe.each(drivers)('sign-in protection on %s', (driver) => {
  const s = setupTestServer(driver, { trustProxy: true, rotationGraceS: 0 });

  /** A browser at an address of its own, so no other test's guesses count against whoever signs up in it. */
  const newcomer = () => at(s, uniqueAddress());

  /** What an API process is made of, on this server's database. */
  const appDeps = () => ({
    db: s.db,
    sessions: SESSIONS,
    siteOrigins: TEST_SITE_ORIGINS,
    production: false,
    trustProxy: true,
  });
  const login = (b: Browser, email: string, password: string, vertical: Vertical = MAIN) =>
    b.request('POST', `/${vertical}/user/login`, { form: { email, password } });
  const signedIn = async (b: Browser) =>
    (await b.request('POST', `/${MAIN}/consent`, { form: { body: 'I agree' } })).status;
  /** The session id, as anyone who sees an access token can read it. */
  const sessionIdOf = (b: Browser) => {
    const payload = (b.cookie(`${MAIN}_token`) ?? '').split('.')[1] ?? '';
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string }).sid;
  };

  describe('ending a session', () => {
    it('a stranger with only the session id, or a made-up secret, cannot log the person out', async () => {
      const { b } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const id = sessionIdOf(b);
      expect(b.cookie(`${MAIN}_session`)?.startsWith(`${id}.`)).toBe(true);
      for (const cookie of [id, `${id}.`, `${id}.made-up-secret`, `${id}.${'A'.repeat(43)}`]) {
        const stranger = at(s, uniqueAddress());
        stranger.setCookie(`${MAIN}_session`, cookie);
        const out = await stranger.request('POST', `/${MAIN}/user/logout`, { form: {} });
        // The stranger's own cookies are dropped; the person's session is not touched.
        expect(out.status).toBe(200);
        expect(stranger.cookie(`${MAIN}_session`)).toBeUndefined();
      }
      expect(await signedIn(b)).toBe(200);
      expect((await b.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(200);
    });

    it('a refresh with a wrong secret is refused without ending the session', async () => {
      const { b } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const id = sessionIdOf(b);
      const stranger = at(s, uniqueAddress());
      stranger.setCookie(`${MAIN}_session`, `${id}.made-up-secret`);
      expect((await stranger.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(401);
      expect(await signedIn(b)).toBe(200);
      expect((await b.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(200);
    });

    it('the full session cookie does nothing in the other vertical', async () => {
      const { b } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const copy = at(s, uniqueAddress());
      copy.setCookie(`${OTHER}_session`, b.cookie(`${MAIN}_session`) ?? '');
      expect((await copy.request('POST', `/${OTHER}/user/logout`, { form: {} })).status).toBe(200);
      expect((await copy.request('GET', `/${OTHER}/auth/refresh`)).status).toBe(401);
      expect(await signedIn(b)).toBe(200);
    });

    it('the access token alone still logs its session out', async () => {
      const { b } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const token = b.cookie(`${MAIN}_token`) ?? '';
      const out = await s.get(`/${MAIN}/user/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.status).toBe(200);
      expect(await signedIn(b)).toBe(418);
    });

    it('a secret rotated out two refreshes ago still shows the cookie was copied, and ends the session', async () => {
      const { b } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const copied = b.cookie(`${MAIN}_session`) ?? '';
      expect((await b.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(200);
      expect((await b.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(200);
      const thief = at(s, uniqueAddress());
      thief.setCookie(`${MAIN}_session`, copied);
      expect((await thief.request('GET', `/${MAIN}/auth/refresh`)).status).toBe(418);
      expect(await signedIn(b)).toBe(418);
    });
  });

  describe('guessing passwords', () => {
    it('after many bad passwords from one address, the right password from a known device still signs in', async () => {
      const address = uniqueAddress();
      const { email } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const device = at(s, address);
      expect((await login(device, email, PASSWORD)).status).toBe(200);
      expect(device.cookie(`${MAIN}_device`)).toBeDefined();
      expect((await device.request('POST', `/${MAIN}/user/logout`, { form: {} })).status).toBe(200);

      const stranger = at(s, address);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await login(stranger, email, `guess number ${i}`)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(30).fill(429));

      // A new device, even with the right password, waits; the known one signs in at once.
      const refused = await login(at(s, address), email, PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const known = await login(device, email, PASSWORD);
      expect(known.status).toBe(200);
      expect(await signedIn(device)).toBe(200);
    });

    it("slows a stranger's address that tries many accounts, and no one else", async () => {
      const { email } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const address = uniqueAddress();
      const stranger = at(s, address);
      // Thirty misses come at once; the next waits until 10 s after the first. Where sending thirty took
      // longer than that (a loaded machine), one or two more come due and pass before the 429.
      const statuses: number[] = [];
      while (statuses.at(-1) !== 429 && statuses.length < 33)
        statuses.push((await login(stranger, uniqueEmail('nobody'), PASSWORD)).status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses.at(-1)).toBe(429);
      // Even the right password of a real account waits at that address...
      const slowed = await login(at(s, address), email, PASSWORD);
      expect(slowed.status).toBe(429);
      expect(((await slowed.json()) as { error: { message: string } }).error.message).toMatch(
        /Too many attempts\. Please try again in/,
      );
      // ...while another address is not slowed.
      expect((await login(at(s, uniqueAddress()), email, PASSWORD)).status).toBe(200);
    });

    it('lets parallel guesses through no faster than one after another', async () => {
      const { email } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const statuses = await Promise.all(
        Array.from({ length: 16 }, (_, i) => login(at(s, uniqueAddress()), email, `parallel ${i}`)),
      );
      const counts = statuses.reduce<Record<number, number>>(
        (acc, r) => Object.assign(acc, { [r.status]: (acc[r.status] ?? 0) + 1 }),
        {},
      );
      expect(counts).toEqual({ 401: 10, 429: 6 });
    });

    it('stops trusting a known device that keeps guessing, and a device cookie of another account', async () => {
      const { email } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const device = at(s, uniqueAddress());
      expect((await login(device, email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 10; i++) await login(at(s, uniqueAddress()), email, `stranger guess ${i}`);
      expect((await login(at(s, uniqueAddress()), email, PASSWORD)).status).toBe(429);
      expect((await login(device, email, PASSWORD)).status).toBe(200);
      // Ten misses on the known device, and it waits like any other.
      for (let i = 0; i < 10; i++) expect((await login(device, email, `device guess ${i}`)).status).toBe(401);
      expect((await login(device, email, PASSWORD)).status).toBe(429);

      // A device known for one account is a stranger to another.
      const mine = await signUpSeeker(s, MAIN, { b: newcomer() });
      const other = at(s, uniqueAddress());
      expect((await login(other, mine.email, PASSWORD)).status).toBe(200);
      expect(other.cookie(`${MAIN}_device`)).toBeDefined();
      expect((await login(other, email, PASSWORD)).status).toBe(429);
    });

    it('forgets the delay with time, and at once when the owner resets the password', async () => {
      const { email, seekerId } = await signUpSeeker(s, MAIN, { b: newcomer() });
      for (let i = 0; i < 10; i++) await login(at(s, uniqueAddress()), email, `guess ${i}`);
      expect((await login(at(s, uniqueAddress()), email, PASSWORD)).status).toBe(429);
      await s.db.raw(`UPDATE rate_limits SET window_start = now() - interval '2 days' WHERE key LIKE $1`, [
        `%${email}`,
      ]);
      expect((await login(at(s, uniqueAddress()), email, PASSWORD)).status).toBe(200);

      for (let i = 0; i < 10; i++) await login(at(s, uniqueAddress()), email, `guess ${i}`);
      expect((await login(at(s, uniqueAddress()), email, PASSWORD)).status).toBe(429);
      const owner = at(s, uniqueAddress());
      await owner.request('POST', `/${MAIN}/user/forgot-password`, { form: { email } });
      const box = (await (await s.get(`/${MAIN}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { kind: string; link: string | null }[];
      };
      const link = new URL(box.messages.find((m) => m.kind === 'reset-password')?.link ?? '');
      const reset = await owner.request('POST', `/${MAIN}/user/reset-password`, {
        form: { seekerId: String(seekerId), token: link.searchParams.get('token') ?? '', password: PASSWORD },
      });
      expect(reset.status).toBe(200);
      expect((await login(owner, email, PASSWORD)).status).toBe(200);
    });

    it('counts across API processes that share the database', async () => {
      const { email } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const deps = appDeps();
      // Two apps with nothing in common but the database, as two API processes would be.
      const process = () =>
        new Hono()
          .route('/', authRoutes(deps, MAIN))
          .onError((err, c) => c.json({}, err instanceof HttpError ? err.status : 500));
      const one = process();
      const two = process();
      const attempt = (app: typeof one, password: string) =>
        app.request('/user/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': uniqueAddress(),
          },
          body: new URLSearchParams({ email, password }).toString(),
        });
      for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? one : two, `guess ${i}`)).status).toBe(401);
      expect((await attempt(one, PASSWORD)).status).toBe(429);
      expect((await attempt(two, PASSWORD)).status).toBe(429);
    });
  });

  describe('a forgotten password', () => {
    /**
     * A database that notes every statement it runs while `recording` is on: the hand-written ones, and
     * the query builder's (a builder over the same client, with a logger).
     */
    function recordingDb(db: Db) {
      const dialect = new PgDialect();
      const statements: string[] = [];
      let recording = false;
      const logger = {
        logQuery: (query: string) => {
          if (recording) statements.push(query);
        },
      };
      const orm = (
        db.kind === 'pglite'
          ? drizzlePglite({ client: db.client as PGlite, schema, logger })
          : drizzlePostgres({ client: db.client as Sql, schema, logger })
      ) as Db['orm'];
      const wrapped: Db = {
        ...db,
        orm,
        rows: (query) => {
          if (recording) statements.push(dialect.sqlToQuery(query).sql);
          return db.rows(query);
        },
      };
      return {
        db: wrapped,
        async record(run: () => Promise<unknown>) {
          statements.length = 0;
          recording = true;
          try {
            await run();
          } finally {
            recording = false;
          }
          return [...statements];
        },
      };
    }

    it('does the same work before answering whether or not the account exists', async () => {
      const { email } = await signUpSeeker(s, MAIN, { b: newcomer() });
      const recorder = recordingDb(s.db);
      const ctx: AccountContext = {
        db: recorder.db,
        sessions: SESSIONS,
        vertical: MAIN,
        siteOrigin: TEST_SITE_ORIGINS[MAIN],
      };
      let mailExisting: (() => Promise<void>) | undefined;
      let mailUnknown: (() => Promise<void>) | undefined;
      const existing = await recorder.record(async () => {
        mailExisting = await forgotPassword(ctx, { email, address: uniqueAddress() });
      });
      const unknown = await recorder.record(async () => {
        mailUnknown = await forgotPassword(ctx, { email: uniqueEmail(), address: uniqueAddress() });
      });
      expect(existing.length).toBeGreaterThan(0);
      expect(unknown).toEqual(existing);
      // The mailing comes after the answer, and only the real account gets a message.
      expect(typeof mailExisting).toBe('function');
      await mailExisting?.();
      await mailUnknown?.();
      const box = (await (await s.get(`/${MAIN}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { kind: string }[];
      };
      expect(box.messages.map((m) => m.kind)).toContain('reset-password');
    });

    it('answers with the same status, headers and body, and prints the answer times', async () => {
      const shape = async (email: string) => {
        const res = await at(s, uniqueAddress()).request('POST', `/${MAIN}/user/forgot-password`, {
          form: { email },
        });
        const headers = [...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name));
        return { status: res.status, headers, body: await res.text() };
      };
      const accounts = await Promise.all(
        Array.from({ length: 12 }, () => signUpSeeker(s, MAIN, { b: newcomer() })),
      );
      for (const { email } of accounts.slice(0, 3))
        expect(await shape(uniqueEmail())).toEqual(await shape(email));

      // The time to the answer, in the API alone (the mailing starts after it), as a printed figure:
      // a timed assertion would fail on a busy machine.
      const app = new Hono().route('/', authRoutes({ ...appDeps(), trustProxy: true }, MAIN));
      const time = async (email: string) => {
        await settled();
        const started = performance.now();
        const res = await app.request('/user/forgot-password', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': uniqueAddress(),
          },
          body: new URLSearchParams({ email }).toString(),
        });
        const ms = performance.now() - started;
        expect(res.status).toBe(200);
        return ms;
      };
      const times = { existing: [] as number[], unknown: [] as number[] };
      for (const [i, { email }] of accounts.slice(3).entries()) {
        // Half the rounds ask for the unknown email first, so neither side always runs first.
        if (i % 2) times.unknown.push(await time(uniqueEmail()));
        times.existing.push(await time(email));
        if (i % 2 === 0) times.unknown.push(await time(uniqueEmail()));
      }
      await settled();
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]?.toFixed(1);
      process.stdout.write(
        `forgot-password on ${driver}: median ${median(times.existing)} ms to answer for an account, ${median(times.unknown)} ms for an unknown email\n`,
      );
    });
  });

  describe('whether an email has an account', () => {
    it('exists answers at most 200 times a day to one address', async () => {
      const address = uniqueAddress();
      const ask = () => at(s, address).request('GET', `/${MAIN}/exists?email=someone%40example.in`);
      expect((await ask()).status).toBe(200);
      await s.db.raw(`UPDATE rate_limits SET hits = 200 WHERE key = $1`, [`${MAIN}:exists-daily:${address}`]);
      expect((await ask()).status).toBe(429);
      expect(
        (await at(s, uniqueAddress()).request('GET', `/${MAIN}/exists?email=a%40example.in`)).status,
      ).toBe(200);
    });
  });
});
