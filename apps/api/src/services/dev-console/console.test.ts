/**
 * The recruiter console (decision 0062) through the real API: a person picks a job and an applicant on
 * its page and posts its forms as a browser would (its own origin, its cookie and form token); each change
 * shows in the seeker's own calls. Posts from elsewhere are refused and change nothing; bad input comes
 * back on the page with the reason and what was typed; everything printed is escaped. In production the
 * console is off, or with DEV_CONSOLE=on answers only with the admin key.
 */
import { VERTICALS } from '@jobsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import { NO_MEDIA, pngDeclaring } from '../../media/test-media.ts';
import {
  drivers,
  openMigratedDatabase,
  outboxOf,
  setupTestServer,
  signUpSeeker,
  TEST_BASE_PATHS,
  TEST_SITE_ORIGINS,
  type TestServer,
} from '../../test-server.ts';
import { type Browser, browser } from '../auth/test-browser.ts';
import { postJob } from '../recruiter/actions.ts';

const M = VERTICALS.management.id;
const T = VERTICALS.technology.id;
const BASE = TEST_BASE_PATHS[M];
const CONSOLE = `${BASE}/dev/console`;
const HOUR = 3_600_000;

const json = async (res: Response | Promise<Response>) => {
  const r = await res;
  expect(r.status, await r.clone().text()).toBe(200);
  return (await r.json()) as Record<string, unknown>;
};

/** A page's text with the quotes the page escapes read back (`&#39;` is '). */
const read = async (res: Response) => (await res.text()).replaceAll('&#39;', "'").replaceAll('&quot;', '"');

/** The form token of a console page. */
const tokenOf = (page: string) => /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';

/** A datetime-local value in India time, `hours` from now. */
const indiaLocal = (hours: number) =>
  new Date(Date.now() + hours * HOUR + 5.5 * HOUR).toISOString().slice(0, 16);

describe.each(drivers)('the recruiter console on %s', (driver) => {
  const s: TestServer = setupTestServer(driver);
  let person: Browser;

  beforeAll(() => {
    // The person at the console: a browser on the API's own origin.
    person = browser(s.base, s.base);
  });

  /** A new seeker who applied to a new job; answers their browser, the job and the application. */
  async function applicant(name = 'Meera Nair') {
    await s.db.raw('DELETE FROM rate_limits');
    const seeker = await signUpSeeker(s, M, { name, password: 'chai and code at dawn' });
    const title = `Treasury Analyst ${Date.now()}`;
    const job = (await postJob(s.db, M, { title })).id;
    expect((await seeker.b.request('POST', `${BASE}/job/apply?jobcode=${job}`)).status).toBe(200);
    const [row] = (await s.db.raw('SELECT id FROM applications WHERE job_id = $1', [job])) as {
      id: string;
    }[];
    return { ...seeker, job, title, application: Number(row?.id) };
  }

  /** Opens the console on an application and posts one of its forms as the page would. */
  async function post(
    picked: { job: number; application: number },
    action: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const page = await person.request(
      'GET',
      `${CONSOLE}?job=${picked.job}&application=${picked.application}`,
    );
    expect(page.status).toBe(200);
    const token = tokenOf(await page.text());
    return person.request('POST', `${CONSOLE}/${action}`, {
      form: { token, job: String(picked.job), application: String(picked.application), ...fields },
      headers,
    });
  }

  it('lists the job with its applicant, and a status set there shows on the seeker’s applied jobs', async () => {
    const a = await applicant();
    const page = await person.request('GET', CONSOLE);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Recruiter console: Management</h1>');
    expect(html).toMatch(new RegExp(`>${a.title}</a> at [^<(]+ \\(1 applicant\\)</li>`));

    const list = await (await person.request('GET', `${CONSOLE}?job=${a.job}`)).text();
    expect(list).toContain(`Act on Meera Nair’s application for ${a.title}`);
    expect(list).toContain(a.email);

    const done = await post(a, 'status', { status: 'shortlisted' });
    expect(done.status).toBe(200);
    expect(done.url).toContain(`done=status`);
    const after = await done.text();
    expect(after).toContain('<p role="status">The status is changed.');
    expect(after).toContain('Status now: <strong>Shortlisted</strong>');

    const applied = await json(a.b.request('GET', `${BASE}/job/applied-jobs?status=shortlisted`));
    expect(applied.jobs).toEqual([
      expect.objectContaining({ id: a.job, application: expect.objectContaining({ status: 'shortlisted' }) }),
    ]);
  });

  it('changes a company’s logo from a file the page sends; a file that is no picture comes back with the reason', async () => {
    const page = await read(await person.request('GET', CONSOLE));
    const company = Number(/<select id="company" name="company">\s*<option value="(\d+)"/.exec(page)?.[1]);
    expect(company).toBeGreaterThan(0);
    const send = (file: Blob, name: string) => {
      const data = new FormData();
      data.set('token', tokenOf(page));
      data.set('company', String(company));
      data.set('file', file, name);
      return person.request('POST', `${CONSOLE}/logo`, { data });
    };
    const svg = await send(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'logo.svg');
    expect(svg.status).toBe(415);
    expect(await read(svg)).toContain('<strong>Not done:</strong> The logo must be a PNG, JPEG or WebP file');

    const png = pngDeclaring(200, 120, 4096);
    const done = await send(new Blob([png]), 'logo.png');
    expect(done.status).toBe(200);
    expect(done.url).toContain('done=logo');
    expect(await done.text()).toContain('The logo is changed.');
    const [row] = (await s.db.raw('SELECT logo FROM companies WHERE id = $1', [company])) as {
      logo: string;
    }[];
    expect(row?.logo).toMatch(/^\/logos\/[a-z0-9-]+-[0-9a-f]{10}\.png$/);
    const served = await fetch(`${s.base}${BASE}${row?.logo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
  });

  it('offers interview slots the seeker sees, in India time', async () => {
    const a = await applicant();
    const start = indiaLocal(50);
    const done = await post(a, 'slots', {
      slot1: start,
      slot2: indiaLocal(74),
      slot3: '',
      minutes: '45',
      title: 'First round',
      location: 'Video call',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('The interview slots are offered.');
    const { interviews } = (await json(a.b.request('GET', `${BASE}/user/interview/slots`))) as {
      interviews: { title: string; location: string; slots: { startsAt: string; endsAt: string }[] }[];
    };
    const calendar = interviews.find((c) => c.title === 'First round');
    expect(calendar?.location).toBe('Video call');
    expect(calendar?.slots).toHaveLength(2);
    expect(calendar?.slots[0]?.startsAt).toBe(new Date(`${start}:00+05:30`).toISOString());
    expect(
      Date.parse(calendar?.slots[0]?.endsAt ?? '') - Date.parse(calendar?.slots[0]?.startsAt ?? ''),
    ).toBe(45 * 60_000);
    const applied = await json(a.b.request('GET', `${BASE}/job/applied-jobs?status=interview`));
    expect((applied.jobs as { id: number }[]).map((j) => j.id)).toEqual([a.job]);
  });

  it('assigns a timed assessment and an external one, each pending for the seeker', async () => {
    const a = await applicant();
    const timed = await post(a, 'assessment', {
      kind: 'timed',
      title: 'Work basics check',
      minutes: '10',
      questions: JSON.stringify([{ prompt: 'Pick B', options: ['A', 'B'], correct: 1 }]),
      url: '',
      due: '',
    });
    expect(await timed.text()).toContain('The assessment is assigned.');
    const pending = (await json(a.b.request('GET', `${BASE}/job/pending-tests/`))) as {
      tests: { title: string; jobTitle: string; durationSeconds?: number | null }[];
    };
    expect(pending.tests).toEqual([
      expect.objectContaining({ title: 'Work basics check', jobTitle: a.title }),
    ]);

    const b = await applicant();
    await post(b, 'assessment', {
      kind: 'external',
      title: 'Excel test',
      minutes: '',
      questions: '',
      url: 'https://tests.example.in/excel',
      due: indiaLocal(72),
    });
    const shown = await json(b.b.request('GET', `${BASE}/job/assessment?jobcode=${b.job}`));
    expect(shown).toMatchObject({ title: 'Excel test', url: 'https://tests.example.in/excel' });
  });

  it('writes in the chat as the recruiter, and the seeker reads it', async () => {
    const a = await applicant();
    const done = await post(a, 'message', { body: 'Are you free for a call on Friday?' });
    const page = await done.text();
    expect(page).toContain('The message is sent.');
    expect(page).toContain('<strong>Recruiter</strong>');
    const { messages } = (await json(
      a.b.request('GET', `${BASE}/user/chat/messages?applicationId=${a.application}`),
    )) as { messages: { sender: string; body: string }[] };
    expect(messages.map((m) => [m.sender, m.body])).toEqual([
      ['recruiter', 'Are you free for a call on Friday?'],
    ]);
    // The email of a recruiter's message (decision 0064) goes out as from the internal API.
    expect(await outboxOf(s, M, a.email, 'recruiter-message')).toHaveLength(1);
  });

  it('opens, closes and publishes a round of the competition, as the seeker’s competition page shows', async () => {
    const before = (await json(s.get(`${BASE}/user/competition/info`))) as {
      id: number;
      rounds: { round: string; state: string }[];
    };
    expect(before.rounds.find((r) => r.round === 'round1')?.state).toBe('upcoming');
    const page = await (await person.request('GET', CONSOLE)).text();
    expect(page).toContain('<h2 id="competition-heading">Competition</h2>');
    const round = (fields: Record<string, string>) =>
      person.request('POST', `${CONSOLE}/round`, {
        form: { token: tokenOf(page), competition: String(before.id), until: '', cutoff: '', ...fields },
      });

    const opened = await round({ round: 'round1', do: 'open', until: indiaLocal(48) });
    expect(await opened.text()).toContain('The round is open.');
    const open = (await json(s.get(`${BASE}/user/competition/info`))) as typeof before;
    expect(open.rounds.map((r) => [r.round, r.state])).toEqual([
      ['registration', 'closed'],
      ['round1', 'open'],
      ['round2', 'upcoming'],
      ['round3', 'upcoming'],
    ]);

    const early = await round({ round: 'round1', do: 'publish', cutoff: '10' });
    expect(early.status).toBe(409);
    expect(await read(early)).toMatch(
      /<p role="alert" id="round-error"><strong>Not done:<\/strong> Round 1 is not over/,
    );

    expect(await (await round({ round: 'round1', do: 'close' })).text()).toContain('The round is closed.');
    expect(await read(await round({ round: 'round1', do: 'publish', cutoff: '10' }))).toContain(
      "The round's results are published.",
    );
    const result = (await json(
      s.get(`${BASE}/user/competition/result?competitionId=${before.id}&round=round1`),
    )) as { published: boolean };
    expect(result.published).toBe(true);
  });

  it('refuses posts from another site, or without the console’s token, and changes nothing', async () => {
    const a = await applicant();
    const attempts: [string, Record<string, string>, Record<string, string>][] = [
      ['another origin', {}, { origin: 'http://evil.example' }],
      ['a brand site', {}, { origin: TEST_SITE_ORIGINS[M] }],
      ['a cross-site fetch', {}, { 'sec-fetch-site': 'cross-site' }],
      ['an opaque origin', {}, { origin: 'null' }],
      ['an opaque origin from another site', {}, { origin: 'null', 'sec-fetch-site': 'cross-site' }],
      ['a wrong token', { token: 'x'.repeat(32) }, {}],
    ];
    for (const [why, form, headers] of attempts) {
      const refused = await post(a, 'status', { status: 'hired', ...form }, headers);
      expect(refused.status, why).toBe(403);
      expect(await refused.text(), why).toContain('<p role="alert">');
    }
    const noCookie = browser(s.base, s.base);
    const page = await (await person.request('GET', CONSOLE)).text();
    const stolen = await noCookie.request('POST', `${CONSOLE}/status`, {
      form: { token: tokenOf(page), application: String(a.application), status: 'hired' },
    });
    expect(stolen.status).toBe(403);
    const applied = await json(a.b.request('GET', `${BASE}/job/applied-jobs`));
    expect(applied.jobs).toEqual([
      expect.objectContaining({ application: expect.objectContaining({ status: 'applied' }) }),
    ]);

    // What a browser sends from the page itself under the API's no-referrer policy.
    const own = await post(
      a,
      'status',
      { status: 'viewed' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(await own.text()).toContain('The status is changed.');
  });

  it('shows bad input again with the reason and what was typed, and another site’s application is not found', async () => {
    const a = await applicant();
    const status = await post(a, 'status', { status: 'promoted' });
    expect(status.status).toBe(400);
    expect(await read(status)).toContain(
      "<strong>Not done:</strong> Invalid body field 'status': must be one of applied, viewed",
    );

    const slots = await post(a, 'slots', { slot1: '2026-02-31T10:00', minutes: '60', title: 'Kept title' });
    expect(slots.status).toBe(400);
    const slotsPage = await read(slots);
    expect(slotsPage).toContain("Invalid body field 'slot1': no such date");
    expect(slotsPage).toContain('value="Kept title"');

    const questions = await post(a, 'assessment', {
      kind: 'timed',
      title: 'Broken',
      minutes: '10',
      questions: '[{"prompt": "no options"',
    });
    expect(questions.status).toBe(400);
    const questionsPage = await questions.text();
    expect(questionsPage).toContain('Invalid body field &#39;questions&#39;: must be JSON');
    expect(questionsPage).toContain('[{&quot;prompt&quot;: &quot;no options&quot;</textarea>');

    const empty = await post(a, 'message', { body: '   ' });
    expect(empty.status).toBe(400);
    expect(await read(empty)).toContain("Invalid body field 'body': must not be empty");

    const other = await signUpSeeker(s, T, { name: 'Ravi Iyer', password: 'chai and code at dawn' });
    const job = (await postJob(s.db, T, { title: 'Data engineer' })).id;
    await other.b.request('POST', `${TEST_BASE_PATHS[T]}/job/apply?jobcode=${job}`);
    const [row] = (await s.db.raw('SELECT id FROM applications WHERE job_id = $1', [job])) as {
      id: string;
    }[];
    const elsewhere = await person.request('GET', `${CONSOLE}?application=${row?.id}`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain(`There is no application ${row?.id} on this site`);
    expect((await person.request('GET', `${CONSOLE}?job=abc`)).status).toBe(400);
  });

  it('escapes what it prints: names, titles and messages hold no markup', async () => {
    const a = await applicant('<script>alert(1)</script> Rao');
    await post(a, 'message', { body: '<img src=x onerror=alert(2)>' });
    const page = await (
      await person.request('GET', `${CONSOLE}?job=${a.job}&application=${a.application}`)
    ).text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Rao');
    expect(page).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
  });
});

describe('the recruiter console in production', () => {
  let db: Db;
  const KEY = 'Zr4u8Qw1Lk7Hs2Bn9Vc6Xm3Tp5Gj0Fd';
  let remove: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ db, remove } = await openMigratedDatabase());
  });
  afterAll(async () => {
    await remove?.();
  });
  const appWith = (devConsole: boolean | undefined, adminKey?: string) =>
    createApp({
      db,
      logger: createLogger('silent'),
      config: {
        basePaths: TEST_BASE_PATHS,
        corsOrigins: [],
        nodeEnv: 'production',
        ...(devConsole === undefined ? {} : { devConsole }),
      },
      auth: {
        sessions: { secret: 'x'.repeat(40), accessTokenTtlS: 900, rotationGraceS: 30 },
        siteOrigins: TEST_SITE_ORIGINS,
        production: true,
      },
      media: NO_MEDIA,
      adminKey,
    });

  it('is off by default, and off without an admin key even when asked for', async () => {
    expect((await appWith(undefined, KEY).request(CONSOLE)).status).toBe(404);
    expect((await appWith(true).request(CONSOLE)).status).toBe(404);
  });

  it('with DEV_CONSOLE=on and an admin key, answers only with the key', async () => {
    const app = appWith(true, KEY);
    const asked = await app.request(CONSOLE);
    expect(asked.status).toBe(401);
    expect(asked.headers.get('www-authenticate')).toMatch(/^Basic realm="Recruiter console"/);
    const basic = (password: string) => ({
      headers: { authorization: `Basic ${Buffer.from(`recruiter:${password}`).toString('base64')}` },
    });
    expect((await app.request(CONSOLE, basic('not the key at all, not at all'))).status).toBe(401);
    expect((await app.request(`${CONSOLE}/status`, { method: 'POST' })).status).toBe(401);
    const page = await app.request(CONSOLE, basic(KEY));
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toMatch(/; Secure/);
    expect((await app.request(CONSOLE, { headers: { 'x-admin-key': KEY } })).status).toBe(200);
  });

  it('is refused by the configuration without ADMIN_KEY, and on by default outside production', () => {
    expect(loadConfig({}).devConsole).toBe(true);
    expect(loadConfig({ DEV_CONSOLE: 'off' }).devConsole).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_CONSOLE: 'on' })).toThrow(
      'DEV_CONSOLE=on in production needs ADMIN_KEY: the recruiter console then answers only with it (as the password)',
    );
  });
});
