/**
 * Bodies of the wrong JSON type: every call takes an object, so `null`, an array, a string, a number or
 * `true` is a 400 that says what came (or a 401, 403 or 404 before the body matters), never a 5xx. A
 * property over every POST, PUT and PATCH route the API serves for a call of the answer registry, read
 * from the running app's router, so a new call is covered without a list kept by hand.
 */
import { VERTICALS } from '@jobsite/domain';
import { findCall } from '@jobsite/domain/answers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drivers, errorOf, freshSeeker, setupTestServer, TEST_BASE_PATHS } from '../test-server.ts';

const M = VERTICALS.management.id;
const BASE = TEST_BASE_PATHS[M];
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const SEEKER_PASSWORD = 'monsoon tea at noon';

/** Any JSON value that is not an object. */
const wrongTyped = fc.oneof(
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
);
/** The kinds the report names, tried on every route before the generated ones. */
const EXAMPLES: [unknown][] = [[null], [[]], [[{ jobcode: 1 }]], ['jobcode=1'], [42], [true]];

describe.each(drivers)('bodies of the wrong JSON type on %s', (driver) => {
  const s = setupTestServer(driver);

  /** The registry's write calls the app serves below the vertical's base, once each. */
  const writeRoutes = () => {
    const seen = new Map<string, { method: string; path: string; call: string }>();
    for (const { method, path } of s.routes) {
      if (!WRITES.has(method) || !path.startsWith(`${BASE}/`)) continue;
      const call = findCall(method, path.slice(BASE.length));
      if (call !== undefined) seen.set(`${method} ${path}`, { method, path, call });
    }
    return [...seen.values()];
  };

  it('answers 400 (or 401, 403, 404) with a message on every call, never a 5xx', async () => {
    const seeker = await freshSeeker(s, M, { password: SEEKER_PASSWORD });
    const signedIn = async () => (await seeker.b.request('GET', `${BASE}/user/profile/v2`)).status === 200;
    const routes = writeRoutes();
    // The registry's write calls the API serves (not those of other hosts, nor the catch-all `POST {path}`).
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const route of routes) {
      // The seeker's own id where a path names a user, so a refusal is about the body, not the path.
      const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
        name === 'userId' ? String(seeker.seekerId) : '1',
      );
      let last = '';
      const result = await fc.check(
        fc.asyncProperty(wrongTyped, async (body) => {
          const res = await seeker.b.request(route.method, path, {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          // The answer's message, in the API's shape or the course enquiry's own (`error_msg`, calls.md 8).
          const answer = (await res.json().catch(() => null)) as {
            error?: { message?: string };
            error_msg?: string;
          } | null;
          const message = answer?.error?.message ?? answer?.error_msg ?? '';
          last = `${JSON.stringify(body)} → ${res.status} ${message}`;
          return [400, 401, 403, 404].includes(res.status) && message !== '';
        }),
        { numRuns: 4, examples: EXAMPLES, seed: 20261128 },
      );
      if (result.failed) failures.push(`${route.call}: ${last}`);
      // A call that acted on the body signed the seeker out: the calls after it would only answer 401.
      if (!(await signedIn())) {
        failures.push(`${route.call}: signed the seeker out`);
        const login = await seeker.b.request('POST', `${BASE}/user/login`, {
          form: { email: seeker.email, password: SEEKER_PASSWORD },
        });
        expect(login.status).toBe(200);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the type that came, on the calls that once answered 500', async () => {
    const { b } = await freshSeeker(s, M, { password: SEEKER_PASSWORD });
    const send = (path: string, body: string) =>
      b.request('POST', `${BASE}${path}`, { headers: { 'content-type': 'application/json' }, body });
    for (const [body, kind] of [
      ['null', 'null'],
      ['[1]', 'an array'],
      ['"1"', 'a string'],
      ['7', 'a number'],
    ]) {
      for (const path of [
        '/job/save',
        '/job/unsave',
        '/job/apply',
        '/job/followup',
        '/job/assessment_complete',
      ]) {
        const res = await send(path, body as string);
        expect(res.status, `${path} ${body}`).toBe(400);
        expect(await errorOf(res)).toBe(`Invalid body: must be a JSON object, not ${kind}`);
      }
    }
    // An object, an empty JSON body with the job in the query, and a form still work.
    const job = (
      (await s.db.raw(`SELECT id FROM jobs WHERE vertical = $1 ORDER BY id LIMIT 1`, [M])) as {
        id: number;
      }[]
    )[0]?.id;
    expect((await send('/job/save', JSON.stringify({ jobcode: job }))).status).toBe(200);
    expect((await send(`/job/unsave?jobcode=${job}`, '')).status).toBe(200);
    expect((await b.request('POST', `${BASE}/job/save`, { form: { jobcode: String(job) } })).status).toBe(
      200,
    );
  });
});
