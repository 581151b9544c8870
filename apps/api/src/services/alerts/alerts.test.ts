/** Saved searches, digests, unsubscribe links and early-applicant alerts, on both drivers (decision 0031). */

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { SAVED_SEARCH_LIMIT } from '@jobsite/domain/calls';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  errorOf,
  freshSeeker,
  internalCall,
  type OutboxMessage,
  outboxOf,
  setupTestServer,
  signUpSeeker,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
  TEST_SESSION_SECRET,
  uniqueWord,
} from '../../test-server.ts';
import { BASE, M, T } from '../../testing/verticals.ts';
import { browser } from '../auth/test-browser.ts';
import { alertTasks, periodFrom } from './schedule.ts';
import { readUnsubscribeToken, unsubscribeToken } from './tokens.ts';

/** A word no seeded job holds, so each test's searches match only its own jobs. */
const word = () => uniqueWord('Qzx');

describe.each(drivers)('job alerts on %s', (driver) => {
  const s = setupTestServer(driver);

  const internal = (method: string, path: string, body?: unknown, vertical: Vertical = M) =>
    internalCall(s, vertical, method, path, body);

  async function postJob(title: string, body: Record<string, unknown> = {}, vertical: Vertical = M) {
    const res = await internal('POST', '/jobs', { title, ...body }, vertical);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** Runs the due digests; with an email, that seeker's searches are due now. */
  const runDigest = async (email?: string, vertical: Vertical = M) => {
    const query = email ? `?email=${encodeURIComponent(email)}` : '';
    const res = await internal('POST', `/alerts/run-digest${query}`, undefined, vertical);
    expect(res.status).toBe(200);
    return ((await res.json()) as { sent: number }).sent;
  };
  const runRealtime = async () => {
    const res = await internal('POST', '/alerts/run-realtime');
    expect(res.status).toBe(200);
    return ((await res.json()) as { alerts: number }).alerts;
  };

  const outbox = (email: string, kind: string, vertical: Vertical = M) => outboxOf(s, vertical, email, kind);

  /** A new seeker who saved a search (alerts on) for a word of its own; the search's name is made from the word. */
  async function seekerWithSearch(nameOf: (w: string) => string) {
    const seeker = await freshSeeker(s, M);
    const w = word();
    await seeker.b.request('POST', `${BASE}/user/saved-searches`, { form: { name: nameOf(w), keyword: w } });
    return { ...seeker, w };
  }

  describe('saved searches', () => {
    it('saves, lists, renames, toggles and deletes a search, with clear refusals', async () => {
      const { b } = await freshSeeker(s, M);
      const cities = (await s.db.raw('SELECT id FROM cities WHERE vertical = $1 ORDER BY id LIMIT 2', [
        M,
      ])) as {
        id: number;
      }[];
      const locIds = cities.map((c) => c.id).join(',');
      const saved = await b.request('POST', `${BASE}/user/saved-searches`, {
        form: { name: 'Analyst in town', keyword: 'analyst', locIds, exp: '3' },
      });
      expect(saved.status).toBe(201);
      const { search, message } = (await saved.json()) as {
        search: { id: number; alerts: boolean; locIds: number[]; exp: number };
        message: string;
      };
      expect(message).toContain('once a day');
      expect(search).toMatchObject({ alerts: true, exp: 3, locIds: cities.map((c) => c.id) });

      const list = await b.request('GET', `${BASE}/user/saved-searches`);
      expect(await list.json()).toMatchObject({
        limit: SAVED_SEARCH_LIMIT,
        searches: [{ id: search.id, name: 'Analyst in town', keyword: 'analyst' }],
      });

      const renamed = await b.request('POST', `${BASE}/user/saved-searches/${search.id}`, {
        form: { name: 'Analyst jobs' },
      });
      expect(renamed.status).toBe(200);
      expect(await renamed.json()).toMatchObject({ search: { name: 'Analyst jobs', alerts: true } });
      const off = await b.request('POST', `${BASE}/user/saved-searches/${search.id}`, {
        form: { alerts: 'false' },
      });
      expect(await off.json()).toMatchObject({
        message: 'Alerts are off for "Analyst jobs"',
        search: { alerts: false },
      });

      const refusals: [Record<string, string>, number, string][] = [
        [{ keyword: 'analyst' }, 400, 'name'],
        [{ name: '   ', keyword: 'analyst' }, 400, 'Please give the search a name'],
        [{ name: 'Nothing' }, 400, 'Choose something to search for'],
        [{ name: 'x'.repeat(81), keyword: 'a' }, 400, 'at most 80 characters'],
        [{ name: 'Bad exp', keyword: 'a', exp: '12' }, 400, 'experience filter'],
        [{ name: 'Bad city', locIds: '999999' }, 400, 'unknown city'],
        [{ name: 'analyst JOBS', keyword: 'analyst' }, 409, 'already have a saved search with this name'],
      ];
      for (const [form, status, text] of refusals) {
        const res = await b.request('POST', `${BASE}/user/saved-searches`, { form });
        expect(res.status, JSON.stringify(form)).toBe(status);
        expect(await errorOf(res)).toContain(text);
      }

      const gone = await b.request('DELETE', `${BASE}/user/saved-searches/${search.id}`);
      expect(gone.status).toBe(200);
      expect((await b.request('DELETE', `${BASE}/user/saved-searches/${search.id}`)).status).toBe(404);
      expect((await browser(s.base).request('GET', `${BASE}/user/saved-searches`)).status).toBe(401);
    });

    it(`keeps at most ${SAVED_SEARCH_LIMIT} searches a seeker`, async () => {
      const { b } = await freshSeeker(s, M);
      for (let i = 0; i < SAVED_SEARCH_LIMIT; i += 1) {
        const res = await b.request('POST', `${BASE}/user/saved-searches`, {
          form: { name: `Search ${i}`, keyword: word(), alerts: 'false' },
        });
        expect(res.status).toBe(201);
      }
      const over = await b.request('POST', `${BASE}/user/saved-searches`, {
        form: { name: 'One more', keyword: 'x' },
      });
      expect(over.status).toBe(409);
      expect(await errorOf(over)).toBe(
        `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another`,
      );
    });

    it("answers 404 for another seeker's search, and keeps each vertical's searches apart", async () => {
      const owner = await freshSeeker(s, M);
      const other = await freshSeeker(s, M);
      const res = await owner.b.request('POST', `${BASE}/user/saved-searches`, {
        form: { name: 'Mine', keyword: 'consultant' },
      });
      const { search } = (await res.json()) as { search: { id: number } };
      for (const [method, form] of [
        ['DELETE', undefined],
        ['POST', { name: 'Stolen' }],
      ] as const) {
        const r = await other.b.request(
          method,
          `${BASE}/user/saved-searches/${search.id}`,
          form ? { form } : {},
        );
        expect(r.status).toBe(404);
        expect(await errorOf(r)).toBe('Saved search not found');
      }
      expect(await (await other.b.request('GET', `${BASE}/user/saved-searches`)).json()).toMatchObject({
        searches: [],
      });
      expect(await (await owner.b.request('GET', `${BASE}/user/saved-searches`)).json()).toMatchObject({
        searches: [{ id: search.id, name: 'Mine' }],
      });
    });
  });

  describe('the daily digest', () => {
    it('lists new matching jobs once, with job links and a one-click unsubscribe link', async () => {
      const { b, email, w } = await seekerWithSearch((w) => `${w} roles`);
      const match = await postJob(`${w} Analyst`);
      await postJob(`Plain Manager ${word()}`);

      // A search's first digest is due a period after it was saved; the trigger's email makes it due now.
      await runDigest();
      expect(await outbox(email, 'job-alert-digest')).toEqual([]);
      expect(await runDigest(email)).toBeGreaterThanOrEqual(1);
      const [digest, ...others] = await outbox(email, 'job-alert-digest');
      expect(others).toEqual([]);
      expect(digest?.subject).toBe(`A new job matches "${w} roles"`);
      expect(digest?.body).toContain(`${w} Analyst`);
      expect(digest?.body).toContain(`/j/${w.toLowerCase()}-analyst-${match}.html`);
      expect(digest?.body).not.toContain('Plain Manager');
      // The one-click link travels as real headers (RFC 8058), and the body keeps it for people.
      expect(digest?.headers).toEqual({
        'List-Unsubscribe': `<${digest?.link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(digest?.body).toContain(`Unsubscribe: ${digest?.link}`);
      expect(digest?.body).not.toContain('List-Unsubscribe');
      expect(digest?.link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/);

      // The next run within the period sends nothing; a later digest does not repeat the job.
      await runDigest();
      expect(await outbox(email, 'job-alert-digest')).toHaveLength(1);
      await s.db.raw('UPDATE saved_searches SET next_digest_at = now() WHERE name = $1', [`${w} roles`]);
      await runDigest();
      expect(await outbox(email, 'job-alert-digest')).toHaveLength(1);
      const second = await postJob(`${w} Lead`);
      await s.db.raw('UPDATE saved_searches SET next_digest_at = now() WHERE name = $1', [`${w} roles`]);
      await runDigest();
      const [latest] = await outbox(email, 'job-alert-digest');
      expect(latest?.body).toContain(`-${second}.html`);
      expect(latest?.body).not.toContain(`-${match}.html`);
      const list = (await (await b.request('GET', `${BASE}/user/saved-searches`)).json()) as {
        searches: { lastDigestAt: string | null }[];
      };
      expect(list.searches[0]?.lastDigestAt).not.toBeNull();
    });

    // It starts the jobs command five times, each a Node process of its own: over 20 s on a loaded machine.
    it('shows the digest in the development outbox after the command that runs the job now', {
      timeout: 60_000,
    }, async () => {
      const { email, w } = await seekerWithSearch((w) => `${w} now`);
      const match = await postJob(`${w} Planner`);
      const run = promisify(execFile);
      const cli = new URL('../../cli/jobs.ts', import.meta.url).pathname;
      const env = { ...process.env, API_URL: s.base, ADMIN_KEY: TEST_ADMIN_KEY };
      const jobs = (await run('node', [cli, 'list'], { env })).stdout;
      expect(jobs).toContain('job-alert-digests');
      // Without --email only what is due runs: the search's first digest is a day away.
      await run('node', [cli, 'run', 'job-alert-digests', '--vertical', M], { env });
      expect(await outbox(email, 'job-alert-digest')).toEqual([]);
      const out = await run('node', [cli, 'run', 'job-alert-digests', '--vertical', M, '--email', email], {
        env,
      });
      expect(out.stdout).toMatch(new RegExp(`^${M}: \\{"sent":[1-9]`));
      const [digest] = await outbox(email, 'job-alert-digest');
      expect(digest?.subject).toBe(`A new job matches "${w} now"`);
      expect(digest?.body).toContain(`${VERTICALS[M].siteOrigin}/j/${w.toLowerCase()}-planner-${match}.html`);
      // A wrong name or key says what is wrong.
      const wrong = await run('node', [cli, 'run', 'daily-digests'], { env }).catch(
        (e: { stderr: string }) => e,
      );
      expect(wrong.stderr).toContain('Unknown job "daily-digests"');
      const refused = await run('node', [cli, 'run', 'job-alert-digests', '--vertical', M], {
        env: { ...env, ADMIN_KEY: 'not-the-key-of-this-server-at-all' },
      }).catch((e: { stdout: string; code: number }) => e);
      expect(refused).toMatchObject({ code: 1 });
      expect(refused.stdout).toContain('X-Admin-Key');
    });

    it('sends one digest when several processes run the digest at once', async () => {
      const { email, w } = await seekerWithSearch(() => 'Race');
      await postJob(`${w} Consultant`);
      // Not due until a day after saving: made due once, then three runs at once.
      await s.db.raw('UPDATE saved_searches SET next_digest_at = now() WHERE name = $1', ['Race']);
      await Promise.all([runDigest(), runDigest(), runDigest()]);
      expect(await outbox(email, 'job-alert-digest')).toHaveLength(1);
    });

    it("stops after an older email's unsubscribe link; used, forged and foreign links are refused clearly", async () => {
      const { b, email, w } = await seekerWithSearch(() => 'Stop me');
      await postJob(`${w} Associate`);
      await runDigest(email);
      // Digests written before decision 0037 linked to /alerts/unsubscribe with the search's nonce.
      const [search] = (await s.db.raw(
        `SELECT id, unsubscribe_nonce FROM saved_searches WHERE name = 'Stop me' AND seeker_id = (SELECT id FROM seekers WHERE email = $1)`,
        [email],
      )) as { id: number; unsubscribe_nonce: string }[];
      const token = unsubscribeToken(
        TEST_SESSION_SECRET,
        M,
        Number(search?.id),
        search?.unsubscribe_nonce ?? '',
      );

      // No session needed: the link is the proof.
      const anonymous = browser(s.base);
      const done = await anonymous.request('POST', `${BASE}/alerts/unsubscribe`, { form: { token } });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({
        message: 'You are unsubscribed: no more job alerts for "Stop me"',
        searchName: 'Stop me',
      });
      const again = await anonymous.request('POST', `${BASE}/alerts/unsubscribe`, { form: { token } });
      expect(again.status).toBe(410);
      expect(await errorOf(again)).toContain('already been used');

      await postJob(`${w} Director`);
      await s.db.raw('UPDATE saved_searches SET next_digest_at = now() WHERE name = $1', ['Stop me']);
      await runDigest();
      expect(await outbox(email, 'job-alert-digest')).toHaveLength(1);
      expect(await (await b.request('GET', `${BASE}/user/saved-searches`)).json()).toMatchObject({
        searches: [{ name: 'Stop me', alerts: false }],
      });

      const [id, nonce] = token.split('.');
      const forged = `${id}.${nonce}.${'A'.repeat(43)}`;
      for (const bad of ['nonsense', forged, `${Number(id) + 1}.${nonce}.${token.split('.')[2]}`]) {
        const res = await anonymous.request('POST', `${BASE}/alerts/unsubscribe`, { form: { token: bad } });
        expect(res.status).toBe(400);
        expect(await errorOf(res)).toContain('This unsubscribe link is not valid');
      }
      // A management link does not work on the technology base.
      const foreign = await anonymous.request('POST', `${TEST_BASE_PATHS[T]}/alerts/unsubscribe`, {
        form: { token },
      });
      expect(foreign.status).toBe(400);
      expect((await anonymous.request('POST', `${BASE}/alerts/unsubscribe`, { form: {} })).status).toBe(400);
    });

    it("takes a newer digest's link on the older page too, once, and only for saved searches", async () => {
      const { email, w } = await seekerWithSearch(() => 'Newer link');
      await postJob(`${w} Associate`);
      await runDigest(email);
      const [digest] = await outbox(email, 'job-alert-digest');
      const token = new URL(digest?.link ?? '').searchParams.get('token') ?? '';
      const anonymous = browser(s.base);
      const done = await anonymous.request('POST', `${BASE}/alerts/unsubscribe`, { form: { token } });
      expect(done.status).toBe(200);
      expect(((await done.json()) as { searchName: string }).searchName).toBe('Newer link');
      const again = await anonymous.request('POST', `${BASE}/alerts/unsubscribe`, { form: { token } });
      expect(again.status).toBe(410);
      expect(await errorOf(again)).toContain('already been used');
      const [payload = '', signature = ''] = token.split('.');
      const tampered = await anonymous.request('POST', `${BASE}/alerts/unsubscribe`, {
        form: { token: `${payload}A.${signature}` },
      });
      expect(tampered.status).toBe(400);
    });

    it('signs tokens per vertical, search and nonce', () => {
      const t = unsubscribeToken('secret', M, 7, 'abcdefghijklmnopqrstuv');
      expect(readUnsubscribeToken('secret', M, t)).toEqual({ id: 7, nonce: 'abcdefghijklmnopqrstuv' });
      expect(readUnsubscribeToken('other', M, t)).toBeUndefined();
      expect(readUnsubscribeToken('secret', T, t)).toBeUndefined();
      expect(t.length).toBeGreaterThan(60);
    });
  });

  describe('early-applicant real-time alerts', () => {
    const subscribe = (seekerId: number) =>
      s.db.raw(
        `UPDATE seeker_profiles SET early_applicant_until = now() + interval '30 days' WHERE seeker_id = $1`,
        [seekerId],
      );
    const prefer = (seekerId: number, roles: string[]) =>
      s.db.raw(`INSERT INTO early_applicant_preferences (seeker_id, roles) VALUES ($1, $2)`, [
        seekerId,
        roles,
      ]);

    it('alerts a subscriber once about a matching new job and marks their application; Basic seekers get neither', async () => {
      const subscriber = await freshSeeker(s, M);
      const basic = await freshSeeker(s, M);
      const w = word();
      await subscribe(subscriber.seekerId);
      await prefer(subscriber.seekerId, [w]);
      await prefer(basic.seekerId, [w]);
      const job = await postJob(`Senior ${w} Specialist`);
      await postJob(`Unrelated ${word()} Officer`);

      // Several processes matching at once still alert once.
      await Promise.all([runRealtime(), runRealtime()]);
      await runRealtime();
      const alerts = await outbox(subscriber.email, 'early-applicant-alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.subject).toBe(`New job for early applicants: Senior ${w} Specialist`);
      expect(alerts[0]?.body).toContain(`-${job}.html`);
      expect(alerts[0]?.body).not.toContain('Unrelated');
      expect(await outbox(basic.email, 'early-applicant-alert')).toEqual([]);
      const notes = (await s.db.raw(
        'SELECT text, link FROM notifications WHERE seeker_id = $1 AND job_id = $2',
        [subscriber.seekerId, job],
      )) as { text: string; link: string }[];
      expect(notes).toHaveLength(1);
      expect(notes[0]?.text).toContain(`Senior ${w} Specialist`);

      expect((await subscriber.b.request('POST', `${BASE}/job/apply?jobcode=${job}`)).status).toBe(200);
      expect((await basic.b.request('POST', `${BASE}/job/apply?jobcode=${job}`)).status).toBe(200);
      const res = await internal('GET', `/applications?jobId=${job}`);
      const { applications } = (await res.json()) as {
        applications: { seekerId: number; earlyApplicant: boolean }[];
      };
      expect(applications.find((a) => a.seekerId === subscriber.seekerId)?.earlyApplicant).toBe(true);
      expect(applications.find((a) => a.seekerId === basic.seekerId)?.earlyApplicant).toBe(false);
    });

    it("marks a subscriber's fresh jobs early before and after applying; old jobs and Basic seekers carry no mark", async () => {
      const subscriber = await freshSeeker(s, M);
      const basic = await freshSeeker(s, M);
      await subscribe(subscriber.seekerId);
      const w = word();
      const fresh = await postJob(`${w} Analyst`);
      const old = await postJob(`${w} Associate`);
      await s.db.raw(`UPDATE jobs SET posted_at = now() - interval '4 days' WHERE id = $1`, [old]);
      type Entry = { id: number; applied: boolean; earlyApplicant?: boolean };
      const marks = async (who: typeof basic) => {
        const res = await who.b.request('GET', `${BASE}/job/search?keyword=${w}&sort=date`);
        expect(res.status).toBe(200);
        const { jobs } = (await res.json()) as { jobs: Entry[] };
        return Object.fromEntries(jobs.map((j) => [j.id, j.earlyApplicant]));
      };
      expect(await marks(subscriber)).toEqual({ [fresh]: true, [old]: false });
      expect(await marks(basic)).toEqual({ [fresh]: false, [old]: false });
      const signedOut = (await (await fetch(`${s.base}${BASE}/job/search?keyword=${w}`)).json()) as {
        jobs: Entry[];
      };
      expect(signedOut.jobs.map((j) => j.earlyApplicant)).toEqual([undefined, undefined]);

      // Applied: the mark is the application's, and stays after the plan ends.
      expect((await subscriber.b.request('POST', `${BASE}/job/apply?jobcode=${fresh}`)).status).toBe(200);
      expect((await subscriber.b.request('POST', `${BASE}/job/apply?jobcode=${old}`)).status).toBe(200);
      await s.db.raw(
        `UPDATE seeker_profiles SET early_applicant_until = now() - interval '1 day' WHERE seeker_id = $1`,
        [subscriber.seekerId],
      );
      const applied = (await (await subscriber.b.request('GET', `${BASE}/job/applied-jobs`)).json()) as {
        jobs: Entry[];
      };
      expect(Object.fromEntries(applied.jobs.map((j) => [j.id, [j.applied, j.earlyApplicant]]))).toEqual({
        [fresh]: [true, true],
        [old]: [true, false],
      });
    });

    it('alerts a subscriber about new jobs matching their saved searches, and never an old job', async () => {
      const subscriber = await freshSeeker(s, M);
      const w = word();
      await subscribe(subscriber.seekerId);
      await subscriber.b.request('POST', `${BASE}/user/saved-searches`, {
        form: { name: 'Live', keyword: w },
      });
      const old = await postJob(`${w} Veteran`);
      await s.db.raw(`UPDATE jobs SET posted_at = now() - interval '3 days' WHERE id = $1`, [old]);
      const fresh = await postJob(`${w} Fresher`);
      await runRealtime();
      const alerts = await outbox(subscriber.email, 'early-applicant-alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.body).toContain(`-${fresh}.html`);
      expect(alerts[0]?.body).not.toContain(`-${old}.html`);
      // An application to the old job is not early.
      expect((await subscriber.b.request('POST', `${BASE}/job/apply?jobcode=${old}`)).status).toBe(200);
      const res = await internal('GET', `/applications?jobId=${old}`);
      expect(await res.json()).toMatchObject({ applications: [{ earlyApplicant: false }] });
    });

    it('ignores an earlyApplicant mark a client sends', async () => {
      const basic = await freshSeeker(s, M);
      const job = await postJob(`Clerk ${word()}`);
      const res = await basic.b.request('POST', `${BASE}/job/apply-multiple`, {
        json: { jobIds: [job], earlyApplicant: true },
      });
      expect(res.status).toBeLessThan(500);
      const rows = (await s.db.raw('SELECT extras FROM applications WHERE seeker_id = $1', [
        basic.seekerId,
      ])) as {
        extras: Record<string, unknown>;
      }[];
      for (const r of rows) expect(r.extras.earlyApplicant).toBeUndefined();
    });
  });
});

describe('the alert tasks', () => {
  it('take their periods from the environment, and refuse periods that are not whole milliseconds', () => {
    expect(periodFrom({}, 'X', 5)).toBe(5);
    expect(periodFrom({ X: '2000' }, 'X', 5)).toBe(2000);
    expect(() => periodFrom({ X: '10' }, 'X', 5)).toThrow(/at least 1000/);
    expect(() => periodFrom({ X: 'soon' }, 'X', 5)).toThrow(/whole number/);
  });
});

describe.each(drivers)('the alert tasks on %s', (driver) => {
  const s = setupTestServer(driver);

  it('run the digest and the real-time matching of every vertical, as every API process does', async () => {
    await s.db.raw('DELETE FROM rate_limits');
    const { b, email } = await signUpSeeker(s, M, { name: 'Ravi Das', password: 'monsoon tea at noon' });
    const w = word();
    await b.request('POST', `${BASE}/user/saved-searches`, { form: { name: 'Task', keyword: w } });
    const res = await fetch(`${s.base}/internal/${M}/jobs`, {
      method: 'POST',
      headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${w} Planner` }),
    });
    expect(res.status).toBe(201);
    await s.db.raw(`UPDATE saved_searches SET next_digest_at = now() WHERE name = 'Task'`);
    const tasks = alertTasks(s.db, {
      secret: 'task-secret',
      siteOrigins: { [M]: 'https://jobs.example.in' },
      env: {
        ALERTS_DIGEST_EVERY_MS: '2000',
        ALERTS_REALTIME_EVERY_MS: '1000',
        ALERTS_DIGEST_PERIOD_MS: '3600000',
      },
    });
    expect(tasks.map((t) => [t.name, t.everyMs])).toEqual([
      ['job-alert-digests', 2000],
      ['early-applicant-alerts', 1000],
    ]);
    await Promise.all(tasks.map((t) => t.run()));
    const box = await fetch(`${s.base}${BASE}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await box.json()) as { messages: OutboxMessage[] };
    const digest = messages.find((m) => m.kind === 'job-alert-digest');
    expect(digest?.body).toContain(`${w} Planner`);
    expect(digest?.link).toMatch(/^https:\/\/jobs\.example\.in\/unsubscribe\?token=/);
    const [row] = (await s.db.raw(
      `SELECT next_digest_at - last_digest_at AS gap FROM saved_searches WHERE name = 'Task' AND seeker_id = (
         SELECT id FROM seekers WHERE email = $1)`,
      [email],
    )) as { gap: unknown }[];
    expect(String(row?.gap)).toMatch(/01:00:00|1 hour|"hours":1/);
  });
});
