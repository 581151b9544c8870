/**
 * Surveys (calls.md 7.4; decision 0036) on both drivers: the next unanswered survey of a placement,
 * answering once (also when two submits race), refusals that name the question, "Not now", another
 * vertical's surveys, the internal results behind the admin key, and the CLI that prints them.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Vertical } from '@jobsite/domain';
import type { Survey } from '@jobsite/domain/answers';
import { SURVEY_DISMISS_DAYS, SURVEY_PROMPT_DAYS } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  errorOf,
  freshSeeker,
  setupTestServer,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
} from '../../test-server.ts';
import { BASE, M, T } from '../../testing/verticals.ts';
import type { Browser } from '../auth/test-browser.ts';

interface Results {
  survey: { id: number; title: string };
  responses: number;
  questions: {
    id: number;
    kind: string;
    answered: number;
    options?: { id: number; label: string; count: number }[];
    rating?: { average: number | null; counts: Record<string, number> };
    texts?: { total: number; page: number; items: { text: string }[] };
  }[];
}

describe.each(drivers)('surveys on %s', (driver) => {
  const s = setupTestServer(driver);

  async function offered(b: Browser, placement: string, vertical: Vertical = M) {
    const res = await b.request(
      'GET',
      `${TEST_BASE_PATHS[vertical]}/user/survey?placement=${placement}&type=unanswered`,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    return ((await res.json()) as { survey: Survey | null }).survey;
  }
  const answer = (b: Browser, json: unknown, vertical: Vertical = M) =>
    b.request('POST', `${TEST_BASE_PATHS[vertical]}/user/survey/answer`, { json });
  const internal = (path: string, key: string | null = TEST_ADMIN_KEY, vertical: Vertical = M) =>
    s.get(`/internal/${vertical}${path}`, key === null ? {} : { headers: { 'x-admin-key': key } });

  /** A full, valid answer to the job-feed survey: a rating, two options, some text. */
  function fullAnswer(survey: Survey, rating: string, text: string) {
    const [rate, roles, note] = survey.questions;
    return {
      [String(rate?.id)]: rating,
      [String(roles?.id)]: [String(roles?.options[0]?.id), String(roles?.options[2]?.id)],
      [String(note?.id)]: text,
    };
  }

  /** Moves the seeker's last survey prompt back past the days between prompts, as if they had passed. */
  const daysPass = (seekerId: number) =>
    s.db.rows(
      sql`UPDATE survey_prompts SET prompted_at = prompted_at - make_interval(days => ${SURVEY_PROMPT_DAYS})
           WHERE seeker_id = ${seekerId}`,
    );

  /** Applies to `count` jobs of the vertical through the real call. */
  async function applyTo(b: Browser, count: number, skip = 0, vertical: Vertical = M) {
    const jobs = await s.db.rows<{ id: number }>(
      sql`SELECT id FROM jobs WHERE vertical = ${vertical} AND status = 1 AND apply_type = 1 AND expires_at > now()
           ORDER BY id DESC LIMIT ${count} OFFSET ${skip}`,
    );
    for (const { id } of jobs) {
      const res = await b.request('POST', `${TEST_BASE_PATHS[vertical]}/job/apply?jobcode=${id}`);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    return jobs.map((j) => Number(j.id));
  }

  it('needs a session, and a placement or an id', async () => {
    const anonymous = await s.get(`${BASE}/user/survey?placement=jobfeed`);
    expect(anonymous.status).toBe(401);
    expect((await s.get(`${BASE}/user/survey/answer`, { method: 'POST' })).status).toBe(401);
    const { b } = await freshSeeker(s, M);
    const bad: [string, string][] = [
      ['', 'give a placement'],
      ['?placement=sidebar', "'placement': must be one of jobfeed, applied"],
      ['?placement=jobfeed&type=answered', "'type': must be unanswered"],
      ['?id=abc', "'id'"],
    ];
    for (const [query, text] of bad) {
      const res = await b.request('GET', `${BASE}/user/survey${query}`);
      expect(res.status, query).toBe(400);
      expect(await errorOf(res)).toContain(text);
    }
  });

  it('offers the feed survey, takes an answer once, then offers nothing more there', async () => {
    const { b } = await freshSeeker(s, M);
    const survey = await offered(b, 'jobfeed');
    expect(survey).toMatchObject({
      placement: 'jobfeed',
      title: 'How well does your job feed fit?',
      answered: false,
    });
    expect(survey?.questions.map((q) => q.kind)).toEqual(['rating', 'multiple', 'text']);
    expect(survey?.questions[2]).toMatchObject({ required: false, maxLength: 500 });
    // No application yet: the survey after applying is not offered.
    expect(await offered(b, 'applied')).toBeNull();
    if (!survey) throw new Error('no survey');

    const res = await answer(b, {
      surveyId: survey.id,
      answers: fullAnswer(survey, '4', 'More remote roles'),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Thank you for answering our survey',
      surveyId: survey.id,
      status: 'answered',
    });
    expect(await offered(b, 'jobfeed')).toBeNull();
    const byId = await b.request('GET', `${BASE}/user/survey?id=${survey.id}`);
    expect(((await byId.json()) as { survey: Survey }).survey).toMatchObject({
      id: survey.id,
      answered: true,
    });

    const again = await answer(b, { surveyId: survey.id, answers: fullAnswer(survey, '2', '') });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('You have already answered this survey');
    const dismissAnswered = await answer(b, { surveyId: survey.id, action: 'dismiss' });
    expect(dismissAnswered.status).toBe(409);
  });

  it('writes one response when two submits race', async () => {
    const { b, seekerId } = await freshSeeker(s, M);
    const survey = await offered(b, 'jobfeed');
    if (!survey) throw new Error('no survey');
    const json = { surveyId: survey.id, answers: fullAnswer(survey, '5', '') };
    const results = await Promise.all([answer(b, json), answer(b, json), answer(b, json)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const [row] = await s.db.rows<{ n: number | string }>(
      sql`SELECT count(*) AS n FROM survey_responses WHERE seeker_id = ${seekerId} AND survey_id = ${survey.id}`,
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('refuses answers that do not fit the questions, naming the question', async () => {
    const { b } = await freshSeeker(s, M);
    const survey = await offered(b, 'jobfeed');
    if (!survey) throw new Error('no survey');
    const [rate, roles, note] = survey.questions;
    const other = survey.questions.length + 10_000_000;
    const cases: [unknown, number, string][] = [
      [{ surveyId: survey.id, answers: {} }, 400, `Please answer “${rate?.prompt}”`],
      [{ surveyId: survey.id, answers: { [String(rate?.id)]: '6' } }, 400, 'please rate it from 1 to 5'],
      [
        { surveyId: survey.id, answers: { [String(rate?.id)]: '3', [String(roles?.id)]: ['999999'] } },
        400,
        `“${roles?.prompt}”: please choose from its options`,
      ],
      [
        {
          surveyId: survey.id,
          answers: {
            [String(rate?.id)]: '3',
            [String(roles?.id)]: [String((roles?.options.at(-1)?.id ?? 0) + 1)],
          },
        },
        400,
        'please choose from its options',
      ],
      [
        {
          surveyId: survey.id,
          answers: {
            [String(rate?.id)]: '3',
            [String(roles?.id)]: [String(roles?.options[0]?.id)],
            [String(note?.id)]: 'x'.repeat(501),
          },
        },
        400,
        `“${note?.prompt}”: please keep it to 500 characters`,
      ],
      [
        { surveyId: survey.id, answers: { [String(other)]: '1' } },
        400,
        `This survey has no question ${other}`,
      ],
      [{ surveyId: survey.id, action: 'skip' }, 400, "'action': must be answer or dismiss"],
      [{ surveyId: 'x1' }, 400, "'surveyId'"],
      [{ surveyId: survey.id, answers: { abc: '1' } }, 400, 'must be keyed by question id'],
      [{ surveyId: 2_000_000_000 }, 404, 'Survey not found'],
    ];
    for (const [json, status, text] of cases) {
      const res = await answer(b, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(await errorOf(res)).toContain(text);
    }
    // Nothing was stored: the survey is still offered, and an answer without the optional text is taken.
    expect((await offered(b, 'jobfeed'))?.id).toBe(survey.id);
    const ok = await answer(b, {
      surveyId: survey.id,
      answers: { [String(rate?.id)]: 1, [String(roles?.id)]: [String(roles?.options[1]?.id)] },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it('"Not now" hides a survey for some days; it comes back after them', async () => {
    const { b, seekerId } = await freshSeeker(s, M);
    const survey = await offered(b, 'jobfeed');
    if (!survey) throw new Error('no survey');
    const before = Date.now();
    const res = await answer(b, { surveyId: survey.id, action: 'dismiss' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; hiddenUntil: string; message: string };
    expect(body.status).toBe('dismissed');
    const days = (new Date(body.hiddenUntil).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(SURVEY_DISMISS_DAYS - 0.01);
    expect(days).toBeLessThan(SURVEY_DISMISS_DAYS + 0.01);
    expect(await offered(b, 'jobfeed')).toBeNull();
    // The page can still open it by id, and answering it is still possible.
    const byId = await b.request('GET', `${BASE}/user/survey?id=${survey.id}`);
    expect(byId.status).toBe(200);

    await s.db.rows(
      sql`UPDATE survey_dismissals SET hidden_until = now() - interval '1 minute' WHERE seeker_id = ${seekerId}`,
    );
    expect((await offered(b, 'jobfeed'))?.id).toBe(survey.id);
    await answer(b, { surveyId: survey.id, action: 'dismiss' });
    const [row] = await s.db.rows<{ times: number }>(
      sql`SELECT times FROM survey_dismissals WHERE seeker_id = ${seekerId}`,
    );
    expect(Number(row?.times)).toBe(2);
  });

  it('offers the survey after applying, and the later feed survey after three applications', async () => {
    const { b, seekerId } = await freshSeeker(s, M);
    const feed = await offered(b, 'jobfeed');
    if (!feed) throw new Error('no survey');
    expect((await answer(b, { surveyId: feed.id, answers: fullAnswer(feed, '3', '') })).status).toBe(200);
    expect(await offered(b, 'jobfeed')).toBeNull();
    await applyTo(b, 1);
    await daysPass(seekerId);
    const applied = await offered(b, 'applied');
    expect(applied).toMatchObject({ placement: 'applied', title: 'How was applying?' });
    expect(applied?.questions.map((q) => q.kind)).toEqual(['rating', 'single', 'text']);
    expect(await offered(b, 'jobfeed')).toBeNull();
    await applyTo(b, 2, 1);
    await daysPass(seekerId);
    expect(await offered(b, 'jobfeed')).toMatchObject({ title: 'How is your search going?' });
  });

  it(`asks a seeker at most one survey in ${SURVEY_PROMPT_DAYS} days, "Not now" and links included`, async () => {
    const { b, seekerId } = await freshSeeker(s, M);
    // Every survey is open to them: the feed's two and the one after applying.
    await applyTo(b, 3);
    const first = await offered(b, 'jobfeed');
    if (!first) throw new Error('no survey');
    // While it waits it is offered again, and no other survey is, at any placement.
    expect((await offered(b, 'jobfeed'))?.id).toBe(first.id);
    expect(await offered(b, 'applied')).toBeNull();
    // "Not now" ends it, and counts: nothing more in those days.
    expect((await answer(b, { surveyId: first.id, action: 'dismiss' })).status).toBe(200);
    expect(await offered(b, 'jobfeed')).toBeNull();
    expect(await offered(b, 'applied')).toBeNull();
    // Once the days have passed, one survey again: of two placements asked at once, one offers it.
    await daysPass(seekerId);
    const both = await Promise.all([offered(b, 'applied'), offered(b, 'jobfeed')]);
    const asked = both.filter((x) => x !== null);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.id).not.toBe(first.id);
    const [row] = await s.db.rows<{ survey_id: number }>(
      sql`SELECT survey_id FROM survey_prompts WHERE seeker_id = ${seekerId}`,
    );
    expect(Number(row?.survey_id)).toBe(asked[0]?.id);
    // Putting aside a survey opened by its link, never offered, counts as being asked too.
    const other = await freshSeeker(s, M);
    await applyTo(other.b, 3);
    expect((await answer(other.b, { surveyId: first.id, action: 'dismiss' })).status).toBe(200);
    expect(await offered(other.b, 'jobfeed')).toBeNull();
    expect(await offered(other.b, 'applied')).toBeNull();
  });

  it("keeps each vertical's surveys to itself", async () => {
    const { b } = await freshSeeker(s, M);
    const own = await offered(b, 'jobfeed', M);
    const { b: other } = await freshSeeker(s, T);
    const theirs = await offered(other, 'jobfeed', T);
    expect(own?.id).not.toBe(theirs?.id);
    expect(theirs?.questions[0]?.prompt).toBe('How well do the roles in your feed match your skills?');
    const res = await other.request('GET', `${TEST_BASE_PATHS[T]}/user/survey?id=${own?.id}`);
    expect(res.status).toBe(404);
    const posted = await answer(other, { surveyId: own?.id, action: 'dismiss' }, T);
    expect(posted.status).toBe(404);
    expect(await errorOf(posted)).toBe('Survey not found');
  });

  it('shows the results on the internal API, behind the admin key, tallied', async () => {
    expect((await internal('/surveys', null)).status).toBe(401);
    expect((await internal('/surveys', 'wrong-key')).status).toBe(401);

    const listBefore = (await (await internal('/surveys')).json()) as {
      surveys: { id: number; slug: string; responses: number; placement: string }[];
    };
    expect(listBefore.surveys.map((x) => x.slug).sort()).toEqual(['applying', 'feed-fit', 'search-progress']);
    const feedId = listBefore.surveys.find((x) => x.slug === 'feed-fit')?.id as number;
    const before = (await (await internal(`/surveys/${feedId}/results`)).json()) as Results;

    const texts = ['Fewer sales roles', 'More roles in Pune'];
    for (const [rating, text] of [
      ['5', texts[0]],
      ['2', texts[1]],
      ['5', ''],
    ] as const) {
      const { b } = await freshSeeker(s, M);
      const survey = await offered(b, 'jobfeed');
      if (!survey) throw new Error('no survey');
      expect(
        (await answer(b, { surveyId: survey.id, answers: fullAnswer(survey, rating, text ?? '') })).status,
      ).toBe(200);
    }
    const after = (await (await internal(`/surveys/${feedId}/results`)).json()) as Results;
    expect(after.responses).toBe(before.responses + 3);
    const [rate, roles, note] = after.questions;
    const [rateBefore, rolesBefore, noteBefore] = before.questions;
    expect(rate?.rating?.counts['5']).toBe((rateBefore?.rating?.counts['5'] ?? 0) + 2);
    expect(rate?.rating?.counts['2']).toBe((rateBefore?.rating?.counts['2'] ?? 0) + 1);
    const sum = Object.entries(rate?.rating?.counts ?? {}).reduce((t, [k, n]) => t + Number(k) * n, 0);
    const n = Object.values(rate?.rating?.counts ?? {}).reduce((t, x) => t + x, 0);
    expect(rate?.rating?.average).toBeCloseTo(sum / n, 2);
    expect(roles?.options?.[0]?.count).toBe((rolesBefore?.options?.[0]?.count ?? 0) + 3);
    expect(roles?.options?.[1]?.count).toBe(rolesBefore?.options?.[1]?.count ?? 0);
    expect(roles?.options?.[2]?.count).toBe((rolesBefore?.options?.[2]?.count ?? 0) + 3);
    expect(note?.texts?.total).toBe((noteBefore?.texts?.total ?? 0) + 2);
    expect(note?.texts?.items.slice(0, 2).map((t) => t.text)).toEqual([texts[1], texts[0]]);
    expect(note?.answered).toBe((noteBefore?.answered ?? 0) + 2);

    const listAfter = (await (await internal('/surveys')).json()) as typeof listBefore;
    expect(listAfter.surveys.find((x) => x.id === feedId)?.responses).toBe(after.responses);
    const farPage = (await (await internal(`/surveys/${feedId}/results?page=400`)).json()) as Results;
    expect(farPage.questions[2]?.texts).toMatchObject({ page: 400, items: [], total: note?.texts?.total });
    expect((await internal(`/surveys/${feedId}/results?page=x`)).status).toBe(400);
    expect((await internal(`/surveys/${feedId}/results`, TEST_ADMIN_KEY, T)).status).toBe(404);

    // The CLI prints the same results.
    const run = promisify(execFile);
    const cli = new URL('../../cli/recruiter.ts', import.meta.url).pathname;
    const env = { ...process.env, API_URL: s.base, ADMIN_KEY: TEST_ADMIN_KEY };
    const listed = await run('node', [cli, 'surveys', '--vertical', M], { env });
    expect(JSON.parse(listed.stdout).surveys).toEqual(listAfter.surveys);
    const printed = await run('node', [cli, 'surveys', '--vertical', M, '--survey', String(feedId)], { env });
    expect(JSON.parse(printed.stdout)).toEqual(after);
  });
});
