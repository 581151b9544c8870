/**
 * A recruiter's response figures (decision 0100) are computed from the recorded events of their
 * applications, kept in `recruiter_responsiveness` by the refresh, and answered on the job page.
 * Applications are made by the product's own apply and status calls; only their times are moved back
 * afterwards, as the history of days ago that a test cannot wait for.
 */
import { JobDetail, VERTICALS } from '@jobsite/domain';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { drivers, internalCall, ownRecruiter, setupTestServer, uniqueEmail } from '../../test-server.ts';
import { applyToJob } from '../job/applications.ts';
import { lockApplication, setApplicationStatusRow } from './queries.ts';
import { refreshResponsiveness } from './responsiveness.ts';

const MANAGEMENT = VERTICALS.management.id;
const HOUR = 3600;
const DAY = 24 * HOUR;

interface Figures {
  applications: number;
  median: number | null;
  heard7: number | null;
  heard14: number | null;
  lastActionAt: string | null;
}

describe.each(drivers)('recruiter responsiveness on %s', (driver) => {
  const s = setupTestServer(driver);
  let recruiterId: number;
  let jobId: number;

  const internal = (method: string, path: string, body?: unknown) =>
    internalCall(s, MANAGEMENT, method, path, body);

  /** A recruiter of their own for each test, with one job. */
  beforeEach(async () => {
    const own = await ownRecruiter(s, MANAGEMENT, 'Meera Test');
    recruiterId = own.recruiterId;
    jobId = await own.postJob('Credit Analyst');
  });

  /** A seeker without a password (made as the seed makes its applicants: signing up is not under test). */
  async function seeker(): Promise<number> {
    const [row] = (await s.db.raw(
      `INSERT INTO seekers (vertical, email, password_hash, name) VALUES ($1, $2, '!no-sign-in', 'Test Applicant')
       RETURNING id`,
      [MANAGEMENT, uniqueEmail('applicant')],
    )) as { id: number }[];
    return Number(row?.id);
  }

  /**
   * An application to the job `daysAgo` days ago, answered (viewed) `answeredAfter` seconds after it, or
   * not at all: applied and moved by the product, then its times moved back.
   */
  async function application(daysAgo: number, answeredAfter: number | null): Promise<number> {
    const applied = await applyToJob(s.db, MANAGEMENT, await seeker(), jobId, { source: 'test' });
    if (applied.kind !== 'applied') throw new Error(`not applied: ${applied.kind}`);
    const id = applied.applicationId;
    if (answeredAfter !== null)
      expect((await internal('POST', `/applications/${id}/status`, { status: 'viewed' })).status).toBe(200);
    await s.db.raw(
      `WITH moved AS (
         UPDATE applications SET applied_at = now() - make_interval(days => $2) WHERE id = $1 RETURNING applied_at
       )
       UPDATE application_events SET at = (SELECT applied_at FROM moved)
                                        + CASE WHEN actor = 'recruiter' THEN make_interval(secs => $3) ELSE '0'::interval END
        WHERE application_id = $1`,
      [id, daysAgo, answeredAfter ?? 0],
    );
    return id;
  }

  const figures = async (): Promise<Figures | undefined> =>
    (
      (await s.db.raw(
        `SELECT applications, median_response_seconds AS median, heard_within_7_days AS heard7,
                heard_within_14_days AS heard14, last_action_at::text AS "lastActionAt"
           FROM recruiter_responsiveness WHERE recruiter_id = $1`,
        [recruiterId],
      )) as Figures[]
    )[0];

  const detail = async () => {
    const res = await s.get(`/${MANAGEMENT}/job/detail?jobcode=${jobId}`);
    expect(res.status).toBe(200);
    return v.parse(JobDetail, await res.json()).recruiter.responsiveness;
  };

  it('keeps no figures below 10 applications, and answers "not enough history"', async () => {
    for (let i = 0; i < 9; i++) await application(30, HOUR);
    await refreshResponsiveness(s.db);
    expect(await figures()).toEqual({
      applications: 9,
      median: null,
      heard7: null,
      heard14: null,
      lastActionAt: null,
    });
    expect(await detail()).toEqual({ enough: false });
  });

  it('computes the median time to the first action and the shares from the events, from 10 applications', async () => {
    // Answered after 1 to 10 hours: the median (the 5th of 10, the lower middle) is 5 hours.
    for (let h = 1; h <= 10; h++) await application(30, h * HOUR);
    await refreshResponsiveness(s.db);
    expect(await figures()).toMatchObject({ applications: 10, median: 5 * HOUR, heard7: 100, heard14: 100 });
    const answer = await detail();
    expect(answer).toEqual({
      enough: true,
      applications: 10,
      medianResponseHours: 5,
      heardWithin7Days: 100,
      heardWithin14Days: 100,
      // The last answer came 30 days ago less 10 hours.
      lastActionDaysAgo: 29,
    });
  });

  it('counts in a share only the applications old enough for its window, and in the median the settled ones', async () => {
    // 10 answered after 10 days (in the 14-day share, not the 7-day one), 10 never answered and
    // settled, and 6 of 3 days ago without an answer yet: too young for either window or the median.
    for (let i = 0; i < 10; i++) await application(40, 10 * DAY);
    for (let i = 0; i < 10; i++) await application(40, null);
    for (let i = 0; i < 6; i++) await application(3, null);
    await refreshResponsiveness(s.db);
    const f = await figures();
    expect(f).toMatchObject({ applications: 26, heard7: 0, heard14: 50 });
    // Half of the 20 settled ones never heard: the median is the 10th, the last answered one.
    expect(f?.median).toBe(10 * DAY);
    // One more never answered, settled: more than half never heard, and the median is none.
    await application(20, null);
    await refreshResponsiveness(s.db);
    expect((await figures())?.median).toBeNull();
  });

  it('keeps a share unsaid while fewer than 10 applications are old enough for its window', async () => {
    for (let i = 0; i < 10; i++) await application(10, HOUR);
    await refreshResponsiveness(s.db);
    // All 10 are older than 7 days, none older than 14.
    expect(await figures()).toMatchObject({ applications: 10, heard7: 100, heard14: null });
  });

  it('counts nothing of a status change that rolled back', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await application(30, null));
    await refreshResponsiveness(s.db);
    const before = await figures();
    expect(before).toMatchObject({
      applications: 10,
      heard7: 0,
      heard14: 0,
      median: null,
      lastActionAt: null,
    });
    const failed = s.db.transaction(async (tx) => {
      const row = await lockApplication(tx, MANAGEMENT, ids[0] as number);
      if (!row) throw new Error('no application');
      await setApplicationStatusRow(tx, row, 'shortlisted');
      throw new Error('the change fails after the move');
    });
    await expect(failed).rejects.toThrow('the change fails after the move');
    await refreshResponsiveness(s.db);
    expect(await figures()).toEqual(before);
  });

  it('computes the same rows when two refreshes run at once, and again after', async () => {
    for (let i = 0; i < 12; i++) await application(20, i % 3 === 0 ? null : 2 * DAY);
    const all = async () =>
      (await s.db.raw(
        `SELECT recruiter_id, applications, median_response_seconds, heard_within_7_days, heard_within_14_days,
                last_action_at FROM recruiter_responsiveness ORDER BY recruiter_id`,
      )) as unknown[];
    // On PostgreSQL two connections: the second waits for the first's lock, then writes the same rows.
    const [first, second] = await Promise.all([refreshResponsiveness(s.db), refreshResponsiveness(s.db)]);
    expect(second).toBe(first);
    const once = await all();
    expect(once).toHaveLength(first);
    await refreshResponsiveness(s.db);
    expect(await all()).toEqual(once);
    expect(await figures()).toMatchObject({ applications: 12, heard7: 67, heard14: 67 });
  });

  it('drops the row of a recruiter whose applications are all gone', async () => {
    for (let i = 0; i < 2; i++) await application(5, null);
    await refreshResponsiveness(s.db);
    expect(await figures()).toMatchObject({ applications: 2 });
    await s.db.raw(`DELETE FROM applications WHERE job_id = $1`, [jobId]);
    await refreshResponsiveness(s.db);
    expect(await figures()).toBeUndefined();
    expect(await detail()).toEqual({ enough: false });
  });

  it('answers figures for the seeded recruiters with history, computed once the seed ran', async () => {
    const rows = (await s.db.raw(
      `SELECT count(*) FILTER (WHERE applications >= 10)::int AS enough,
              count(*) FILTER (WHERE applications < 10)::int AS few
         FROM recruiter_responsiveness r JOIN recruiters c ON c.id = r.recruiter_id WHERE c.vertical = $1`,
      [MANAGEMENT],
    )) as { enough: number; few: number }[];
    expect(rows[0]?.enough).toBeGreaterThan(0);
    expect(rows[0]?.few).toBeGreaterThan(0);
  });
});
