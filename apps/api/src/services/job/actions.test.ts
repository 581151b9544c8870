import {
  INSIGHT_BANDS,
  JobInsights,
  MagicRank,
  ProfileCompleteness,
  VERTICAL_IDS,
  VERTICALS,
  type Vertical,
} from '@jobsite/domain';
import { APPLICATION_STATUSES } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { NO_MEDIA } from '../../media/test-media.ts';
import {
  drivers,
  freshSeeker,
  internalCall,
  setupTestServer,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
  TEST_SITE_ORIGINS,
} from '../../test-server.ts';
import { type Browser, browser } from '../auth/test-browser.ts';
import { DEMO_SEEKER, seedDemo } from '../recruiter/demo.ts';
import { BASIC_DAILY_APPLY_LIMIT } from './applications.ts';

type Json = Record<string, unknown> & {
  jobs?: { id: number; saved: number; applied: boolean; reasons?: unknown[] }[];
};
let counter = 0;
const MANAGEMENT = VERTICALS.management.id;
const TECHNOLOGY = VERTICALS.technology.id;

describe.each(drivers)('job actions on %s', (driver) => {
  const s = setupTestServer(driver);

  const M = TEST_BASE_PATHS[MANAGEMENT];

  const makePro = (seekerId: number) =>
    s.db.raw(`UPDATE seeker_profiles SET pro_until = now() + interval '30 days' WHERE seeker_id = $1`, [
      seekerId,
    ]);

  const internal = (
    method: string,
    path: string,
    body?: unknown,
    vertical: Vertical = MANAGEMENT,
    key?: string,
  ) => internalCall(s, vertical, method, path, body, key);

  async function tagIds(vertical: Vertical = MANAGEMENT, n = 3) {
    const rows = (await s.db.raw(`SELECT id FROM tags WHERE vertical = $1 ORDER BY id LIMIT $2`, [
      vertical,
      n,
    ])) as {
      id: number;
    }[];
    return rows.map((r) => r.id);
  }

  async function postJob(
    body: Record<string, unknown> = {},
    vertical: Vertical = MANAGEMENT,
  ): Promise<number> {
    const res = await internal('POST', '/jobs', { title: `Analyst ${counter++}`, ...body }, vertical);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Json;

  async function applicationId(seekerId: number, jobId: number) {
    const rows = (await s.db.raw(`SELECT id FROM applications WHERE seeker_id = $1 AND job_id = $2`, [
      seekerId,
      jobId,
    ])) as { id: string | number }[];
    return Number(rows[0]?.id);
  }

  describe('applying', () => {
    it('applies once, answers 409 for the second time, lists and counts applications by status', async () => {
      const { b } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      const first = await b.request('POST', `${M}/job/apply?jobcode=${job}`);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ jobId: job, appliedCount: 1 });
      const again = await b.request('POST', `${M}/job/apply?jobcode=${job}`);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        error: { message: 'You have already applied to this job', statusCode: 409 },
      });
      expect(await json(b.request('GET', `${M}/job/applied/count/`))).toEqual({ count: 1 });
      const list = await json(b.request('GET', `${M}/job/applied-jobs?page=0`));
      expect(list.jobs?.map((j) => j.id)).toEqual([job]);
      expect(list.jobs?.[0]).toMatchObject({ applied: true, application: { status: 'applied' } });
      expect((await json(b.request('GET', `${M}/job/applied-jobs?status=shortlisted`))).jobs).toEqual([]);
      expect((await b.request('GET', `${M}/job/applied-jobs?status=nope`)).status).toBe(400);
      const detail = await json(b.request('GET', `${M}/job/detail?jobcode=${job}`));
      expect(detail.applied).toBe(true);
    });

    it('answers the address of an external-apply job instead of applying, and 404 for an unknown job', async () => {
      const { b } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob({ applyUrl: 'https://careers.example.in/apply/42' });
      const res = await b.request('POST', `${M}/job/apply?jobcode=${job}`);
      expect(await res.json()).toEqual({ jobId: job, applyUrl: 'https://careers.example.in/apply/42' });
      expect(await json(b.request('GET', `${M}/job/applied/count`))).toEqual({ count: 0 });
      expect((await b.request('POST', `${M}/job/apply?jobcode=999999999`)).status).toBe(404);
      expect((await b.request('POST', `${M}/job/apply`)).status).toBe(400);
      const tech = await postJob({}, TECHNOLOGY);
      expect((await b.request('POST', `${M}/job/apply?jobcode=${tech}`)).status).toBe(404);
      expect((await browser(s.base).request('POST', `${M}/job/apply?jobcode=${job}`)).status).toBe(401);
    });

    it(`caps Basic members at ${BASIC_DAILY_APPLY_LIMIT} applications in 24 hours; Pro members apply without limit`, async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const jobs = (await s.db.raw(
        `SELECT id FROM jobs WHERE vertical = $2 AND status = 1 AND apply_type = 1 AND expires_at > now()
          ORDER BY id LIMIT $1`,
        [BASIC_DAILY_APPLY_LIMIT + 2, MANAGEMENT],
      )) as { id: string }[];
      await s.db.raw(
        `INSERT INTO applications (vertical, seeker_id, job_id) SELECT $3::text, $1, unnest($2::bigint[])`,
        [seekerId, jobs.slice(0, BASIC_DAILY_APPLY_LIMIT - 1).map((j) => j.id), MANAGEMENT],
      );
      const last = jobs[BASIC_DAILY_APPLY_LIMIT - 1]?.id;
      const over = jobs[BASIC_DAILY_APPLY_LIMIT]?.id;
      expect((await b.request('POST', `${M}/job/apply?jobcode=${last}`)).status).toBe(200);
      const refused = await b.request('POST', `${M}/job/apply?jobcode=${over}`);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        /Upgrade to Pro/,
      );
      await s.db.raw(
        `UPDATE applications SET applied_at = now() - interval '25 hours' WHERE seeker_id = $1 AND job_id <> $2`,
        [seekerId, last],
      );
      expect((await b.request('POST', `${M}/job/apply?jobcode=${over}`)).status).toBe(200);
      await s.db.raw(`UPDATE applications SET applied_at = now() WHERE seeker_id = $1`, [seekerId]);
      await makePro(seekerId);
      expect(
        (await b.request('POST', `${M}/job/apply?jobcode=${jobs[BASIC_DAILY_APPLY_LIMIT + 1]?.id}`)).status,
      ).toBe(200);
    });

    it('applies to several jobs at once and says what happened to each', async () => {
      const { b } = await freshSeeker(s, MANAGEMENT);
      const [a, c, ext] = [
        await postJob(),
        await postJob(),
        await postJob({ applyUrl: 'https://x.example.in/' }),
      ];
      await b.request('POST', `${M}/job/apply?jobcode=${a}`);
      const res = await json(
        b.request('POST', `${M}/job/apply-multiple`, { form: { jobIds: `${a},${c},${ext},999999999` } }),
      );
      expect(res).toMatchObject({
        applied: [c],
        external: [{ jobId: ext, applyUrl: 'https://x.example.in/' }],
        failed: [
          { jobId: a, statusCode: 409 },
          { jobId: 999999999, statusCode: 404 },
        ],
        appliedCount: 2,
      });
      expect((await b.request('POST', `${M}/job/apply-multiple`, { form: { jobIds: '' } })).status).toBe(400);
    });

    it('stores screening answers for a job applied to', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      const answers = [{ question: 'Notice period?', answer: '30 days' }];
      expect(
        (await b.request('POST', `${M}/job/apply-additional-info`, { json: { jobcode: job, answers } }))
          .status,
      ).toBe(404);
      await b.request('POST', `${M}/job/apply?jobcode=${job}`);
      const ok = await b.request('POST', `${M}/job/apply-additional-info`, {
        form: { jobcode: String(job), answers: JSON.stringify(answers) },
      });
      expect(ok.status).toBe(200);
      const rows = (await s.db.raw(`SELECT answers FROM applications WHERE seeker_id = $1`, [seekerId])) as {
        answers: unknown;
      }[];
      expect(rows[0]?.answers).toEqual(answers);
      expect(
        (await b.request('POST', `${M}/job/apply-additional-info`, { json: { jobcode: job, answers: 'x' } }))
          .status,
      ).toBe(400);
    });
  });

  describe('saving', () => {
    /** Saves or unsaves a job: the answer says whether it is saved now, and how many the seeker has saved. */
    const saving = (b: Browser, action: 'save' | 'unsave', job: number) =>
      json(b.request('POST', `${M}/job/${action}/?jobcode=${job}`));

    it('saves and unsaves; the count is never below 0 and saving twice counts once', async () => {
      const { b } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      expect(await saving(b, 'unsave', job)).toMatchObject({ saved: 0, savedCount: 0 });
      expect(await saving(b, 'save', job)).toMatchObject({ saved: 1, savedCount: 1 });
      expect(await saving(b, 'save', job)).toMatchObject({ saved: 1, savedCount: 1 });
      expect(await json(b.request('GET', `${M}/job/saved-jobs/count/`))).toEqual({ count: 1 });
      const list = await json(b.request('GET', `${M}/job/saved-jobs?page=0`));
      expect(list.jobs?.map((j) => [j.id, j.saved])).toEqual([[job, 1]]);
      const feed = await json(b.request('GET', `${M}/job/top-jobs?companyId=${await companyOf(job)}`));
      expect(feed.jobs?.find((j) => j.id === job)?.saved).toBe(1);
      expect(await saving(b, 'unsave', job)).toMatchObject({ saved: 0, savedCount: 0 });
      expect(await saving(b, 'unsave', job)).toMatchObject({ saved: 0, savedCount: 0 });
      expect(await json(b.request('GET', `${M}/job/saved-jobs/count`))).toEqual({ count: 0 });
      expect((await b.request('POST', `${M}/job/save/?jobcode=999999999`)).status).toBe(404);
    });
  });

  async function companyOf(jobId: number) {
    const rows = (await s.db.raw(`SELECT company_id FROM jobs WHERE id = $1`, [jobId])) as {
      company_id: number;
    }[];
    return rows[0]?.company_id;
  }

  const ids = async (b: Browser, path: string) =>
    ((await json(b.request('GET', path))).jobs ?? []).map((j) => j.id);

  describe('hiding, unfollowing and blocking', () => {
    it('hides a job from every feed and search, and the undo brings it back', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const word = `Quokkalytics${counter++}`;
      const job = await postJob({ title: `${word} lead`, tagIds: await tagIds() });
      const tags = (await tagIds()).join(',');
      const feeds = [
        `${M}/job/jobfeed`,
        `${M}/job/search?keyword=${word}`,
        `${M}/job/similarjobs?tags=${tags}`,
        `${M}/job/top-jobs?companyId=${await companyOf(job)}`,
      ];
      for (const path of feeds) expect(await ids(b, path)).toContain(job);
      const hide = await b.request('PUT', `${M}/job/jobfeed/${seekerId}/unfollowjob/${job}/`);
      expect(await hide.json()).toMatchObject({ jobId: job, hidden: true });
      for (const path of feeds) expect(await ids(b, path)).not.toContain(job);
      expect(await ids(browser(s.base), feeds[1] as string)).toContain(job);
      const undo = await b.request('PUT', `${M}/job/jobfeed/${seekerId}/unfollowjob/${job}/?undo=1`);
      expect(await undo.json()).toMatchObject({ jobId: job, hidden: false });
      for (const path of feeds) expect(await ids(b, path)).toContain(job);
    });

    it('unfollows a recruiter (and undoes it), and leaves out blocked companies', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      const rec = (
        (await s.db.raw(`SELECT recruiter_id FROM jobs WHERE id = $1`, [job])) as { recruiter_id: number }[]
      )[0]?.recruiter_id;
      const recFeed = `${M}/job/jobfeed/${seekerId}/recruiter/${rec}`;
      expect(await ids(b, recFeed)).toContain(job);
      const off = await b.request('PUT', `${M}/job/jobfeed/${seekerId}/unfollowrecruiter/${rec}/`);
      expect(await off.json()).toMatchObject({ recruiterId: rec, unfollowed: true });
      expect(await ids(b, recFeed)).not.toContain(job);
      expect(await ids(b, `${M}/job/jobfeed`)).not.toContain(job);
      await b.request('PUT', `${M}/job/jobfeed/${seekerId}/unfollowrecruiter/${rec}/?undo=1`);
      expect(await ids(b, recFeed)).toContain(job);
      expect((await b.request('PUT', `${M}/job/jobfeed/${seekerId}/unfollowrecruiter/999999/`)).status).toBe(
        404,
      );

      const company = await companyOf(job);
      const blocked = await b.request('POST', `${M}/settings/blocked-companies`, {
        json: { companyIds: [company] },
      });
      expect(blocked.status).toBe(200);
      expect(await ids(b, `${M}/job/top-jobs?companyId=${company}`)).toEqual([]);
      expect(await ids(b, `${M}/job/jobfeed`)).not.toContain(job);
    });

    it('reports a job, which also hides it', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      const res = await b.request('POST', `${M}/job/report?id=${job}&action=job`);
      expect(await res.json()).toMatchObject({ id: job, reported: true });
      expect(await ids(b, `${M}/job/jobfeed`)).not.toContain(job);
      const rows = await s.db.raw(`SELECT 1 FROM job_reports WHERE seeker_id = $1 AND job_id = $2`, [
        seekerId,
        job,
      ]);
      expect(rows).toHaveLength(1);
      expect((await b.request('POST', `${M}/job/report?id=${job}&action=company`)).status).toBe(400);
    });
  });

  describe('follow-ups', () => {
    it('is Pro only, once a week, undoable for 15 minutes, and the profile always shows what is left', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const [a, c] = [await postJob(), await postJob()];
      await b.request('POST', `${M}/job/apply?jobcode=${a}`);
      await b.request('POST', `${M}/job/apply?jobcode=${c}`);
      expect((await b.request('POST', `${M}/job/followup?jobcode=${a}`)).status).toBe(403);
      await makePro(seekerId);
      const remaining = async () =>
        ((await json(b.request('GET', `${M}/user/profile/v2`))).profile as { followUpsRemaining: number })
          .followUpsRemaining;
      expect(await remaining()).toBe(1);
      expect((await b.request('POST', `${M}/job/followup?jobcode=${await postJob()}`)).status).toBe(404);
      expect(await json(b.request('POST', `${M}/job/followup?jobcode=${a}`))).toMatchObject({
        followedUp: true,
        followUpsRemaining: 0,
      });
      expect(await remaining()).toBe(0);
      expect(await json(b.request('GET', `${M}/followup`))).toEqual({ followed: [a], followUpsRemaining: 0 });
      expect((await b.request('PUT', `${M}/v2/user/${seekerId}/followup/${c}`)).status).toBe(429);
      expect(await json(b.request('POST', `${M}/job/followup?jobcode=${a}&undo=1`))).toMatchObject({
        followedUp: false,
        followUpsRemaining: 1,
      });
      expect(await remaining()).toBe(1);
      expect(await json(b.request('PUT', `${M}/v2/user/${seekerId}/followup/${c}`))).toMatchObject({
        followUpsRemaining: 0,
      });
      expect(await remaining()).toBe(0);
      await s.db.raw(
        `UPDATE follow_ups SET created_at = now() - interval '20 minutes' WHERE seeker_id = $1`,
        [seekerId],
      );
      expect((await b.request('PUT', `${M}/v2/user/${seekerId}/followup/${c}?undo=1`)).status).toBe(404);
      await s.db.raw(`UPDATE follow_ups SET created_at = now() - interval '8 days' WHERE seeker_id = $1`, [
        seekerId,
      ]);
      expect(await remaining()).toBe(1);
    });
  });

  describe('views, insights and rank', () => {
    it('counts a signed-in seeker once per job, and anonymous views every time', async () => {
      const { b } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      const anon = await json(fetch(`${s.base}${M}/job/view?jobcode=${job}`));
      expect(anon.views).toBe(1);
      expect(await json(b.request('GET', `${M}/job/view?jobcode=${job}`))).toEqual({
        id: job,
        views: 2,
        seekerViews: 1,
      });
      expect(await json(b.request('GET', `${M}/job/view?jobcode=${job}`))).toEqual({
        id: job,
        views: 2,
        seekerViews: 2,
      });
    });

    it('answers insights from real applications to Pro members', async () => {
      const tags = await tagIds();
      const job = await postJob({ tagIds: tags, minExp: 2, maxExp: 6 });
      const profiles = [
        { years: 0, institute: 'IIM Ahmedabad' },
        { years: 4, institute: 'Some College' },
        { years: 4, institute: 'Indian School of Business, Hyderabad' },
      ];
      for (const p of profiles) {
        const { b } = await freshSeeker(s, MANAGEMENT);
        await b.request('POST', `${M}/user/profile/v2`, {
          json: {
            we: { experienceStatus: 'experienced', experienceYear: p.years, experienceMonth: 0 },
            ed: {
              info: [{ courseType: 'Full Time', degree: 'MBA', institute: p.institute, passingYear: 2020 }],
            },
          },
        });
        expect((await b.request('POST', `${M}/job/apply?jobcode=${job}`)).status).toBe(200);
      }
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      await b.request('GET', `${M}/job/view?jobcode=${job}`);
      expect((await b.request('GET', `${M}/job/insights?jobcode=${job}`)).status).toBe(403);
      await makePro(seekerId);
      const insights = v.parse(JobInsights, await json(b.request('GET', `${M}/job/insights?jobcode=${job}`)));
      expect(insights.competitionData.map((d) => d.band)).toEqual(INSIGHT_BANDS.map((x) => x.label));
      expect(insights.competitionData.find((d) => d.band === '<1 Yr')?.count).toBe(1);
      expect(insights.competitionData.find((d) => d.band === '3-5 Yr')?.count).toBe(2);
      const month = new Date().toISOString().slice(0, 7);
      expect(insights.appliedData.at(-1)).toEqual({ month, count: 3 });
      expect(insights.viewData.at(-1)).toEqual({ month, count: 1 });
      expect(insights.totalApplicantsFromTopBSchool).toBe(2);
      expect(insights.totalApplicants).toBe(3);
    });

    it('ranks the seeker among the applicants by match score, with a bearer only', async () => {
      const tags = await tagIds(MANAGEMENT, 4);
      const names = (
        (await s.db.raw(`SELECT name FROM tags WHERE id = ANY($1::int[]) ORDER BY id`, [tags])) as {
          name: string;
        }[]
      ).map((t) => t.name);
      const job = await postJob({ tagIds: tags, minExp: 2, maxExp: 5 });
      const strong = await freshSeeker(s, MANAGEMENT);
      const weak = await freshSeeker(s, MANAGEMENT);
      await strong.b.request('POST', `${M}/skills`, { json: { skills: names } });
      await strong.b.request('POST', `${M}/user/profile/v2`, {
        json: { we: { experienceStatus: 'experienced', experienceYear: 3, experienceMonth: 0 } },
      });
      const bearer = (b: Browser) => ({
        headers: { authorization: `Bearer ${b.cookie(`${MANAGEMENT}_token`)}` },
      });
      const before = v.parse(
        MagicRank,
        await json(strong.b.request('GET', `${M}/job/magic-rank?jobId=${job}`, bearer(strong.b))),
      );
      expect(before).toEqual({
        status: { code: 404 },
        data: { rank: null, percentile: null, error: expect.any(String) },
        applicants: null,
      });
      await strong.b.request('POST', `${M}/job/apply?jobcode=${job}`);
      await weak.b.request('POST', `${M}/job/apply?jobcode=${job}`);
      expect((await strong.b.request('GET', `${M}/job/magic-rank?jobId=${job}`)).status).toBe(401);
      const top = v.parse(
        MagicRank,
        await json(strong.b.request('GET', `${M}/job/magic-rank?jobId=${job}`, bearer(strong.b))),
      );
      expect(top).toEqual({
        status: { code: 200 },
        data: { rank: 1, percentile: 100, error: null },
        applicants: 2,
      });
      const low = v.parse(
        MagicRank,
        await json(weak.b.request('GET', `${M}/job/magic-rank?jobId=${job}`, bearer(weak.b))),
      );
      expect(low.data).toEqual({ rank: 2, percentile: 50, error: null });
    });
  });

  describe('recruiter actions, assessments and notifications', () => {
    it('refuses the internal API without the admin key, and has none when no key is configured', async () => {
      expect((await internal('POST', '/jobs', { title: 'x' }, MANAGEMENT, 'wrong-key')).status).toBe(401);
      expect((await fetch(`${s.base}/internal/${MANAGEMENT}/applications`)).status).toBe(401);
      const app = createApp({
        db: s.db,
        logger: createLogger('silent'),
        config: { basePaths: TEST_BASE_PATHS, corsOrigins: [] },
        auth: {
          sessions: { secret: 'x'.repeat(40), accessTokenTtlS: 900, rotationGraceS: 30 },
          siteOrigins: TEST_SITE_ORIGINS,
          production: false,
        },
        media: NO_MEDIA,
      });
      const res = await app.request(`/internal/${MANAGEMENT}/jobs`, {
        method: 'POST',
        headers: { 'x-admin-key': TEST_ADMIN_KEY },
      });
      expect(res.status).toBe(404);
    });

    it('writes a notification for each change to an application, counts unread and marks them read', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      // Status notifications are a Pro feature: this seeker is a member; the other one below is not.
      await s.db.raw(
        `UPDATE seeker_profiles SET pro_until = now() + interval '30 days' WHERE seeker_id = $1`,
        [seekerId],
      );
      const job = await postJob();
      await b.request('POST', `${M}/job/apply?jobcode=${job}`);
      const app = await applicationId(seekerId, job);
      for (const status of ['viewed', 'shortlisted', 'rejected']) {
        expect((await internal('POST', `/applications/${app}/status`, { status })).status).toBe(200);
      }
      const start = new Date(Date.now() + 86_400_000).toISOString();
      const end = new Date(Date.now() + 90_000_000).toISOString();
      expect(
        (
          await internal('POST', `/applications/${app}/interview-slots`, {
            slots: [{ startsAt: start, endsAt: end }],
          })
        ).status,
      ).toBe(201);
      expect((await internal('POST', `/applications/${app}/messages`, { body: 'Can we talk?' })).status).toBe(
        201,
      );
      expect((await internal('POST', `/applications/${app}/status`, { status: 'nope' })).status).toBe(400);
      expect(
        (await internal('POST', `/applications/${app}/status`, { status: 'viewed' }, TECHNOLOGY)).status,
      ).toBe(404);
      const list = await json(b.request('GET', `${M}/user/notifications`));
      const items = list.notifications as { id: number; type: number; status: number }[];
      expect(items.map((n) => n.type)).toEqual([15, 11, 3, 2, 1]);
      expect(items.every((n) => n.status === 1)).toBe(true);
      expect(await json(b.request('GET', `${M}/user/notifications/count`))).toEqual({ count: 5 });
      const other = await freshSeeker(s, MANAGEMENT);
      await other.b.request('POST', `${M}/job/apply?jobcode=${job}`);
      const basicApp = await applicationId(other.seekerId, job);
      expect(
        (await internal('POST', `/applications/${basicApp}/status`, { status: 'shortlisted' })).status,
      ).toBe(200);
      expect(await json(other.b.request('GET', `${M}/user/notifications/count`))).toEqual({ count: 0 });
      expect(
        await json(
          other.b.request('POST', `${M}/user/notifications/read`, { json: { ids: [items[0]?.id] } }),
        ),
      ).toEqual({ updated: 0, unread: 0 });
      expect(
        await json(
          b.request('POST', `${M}/user/notifications/read`, { form: { ids: String(items[0]?.id) } }),
        ),
      ).toEqual({ updated: 1, unread: 4 });
      expect(await json(b.request('POST', `${M}/user/notifications/read`, { json: {} }))).toEqual({
        updated: 4,
        unread: 0,
      });
      const after = (await json(b.request('GET', `${M}/user/notifications`))).notifications as {
        status: number;
      }[];
      expect(after.every((n) => n.status === 2)).toBe(true);
      const completeness = v.parse(
        ProfileCompleteness,
        (await json(b.request('GET', `${M}/user/profile/v2`))).completeness,
      );
      expect(completeness.appliedJobCount).toBe(1);
      expect(completeness.interviewSlots.count).toBe(1);
      expect(completeness.interviewSlots.slots[0]).toMatchObject({ jobId: job, startsAt: start });
      expect(
        (await json(b.request('GET', `${M}/job/applied-jobs?status=interview`))).jobs?.map((j) => j.id),
      ).toEqual([job]);
    });

    it('assigns, shows, validates and completes an assessment', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      await b.request('POST', `${M}/job/apply?jobcode=${job}`);
      const app = await applicationId(seekerId, job);
      expect((await b.request('GET', `${M}/job/assessment?jobcode=${job}`)).status).toBe(404);
      const assigned = await internal('POST', `/applications/${app}/assessment`, {
        title: 'Excel test',
        url: 'https://tests.example.in/1',
      });
      expect(assigned.status).toBe(201);
      const rec = (
        (await s.db.raw(`SELECT recruiter_id FROM jobs WHERE id = $1`, [job])) as { recruiter_id: number }[]
      )[0]?.recruiter_id;
      expect(await json(b.request('GET', `${M}/job/assessment?jobcode=${job}`))).toMatchObject({
        jobId: job,
        title: 'Excel test',
        status: 'pending',
      });
      const pending = await json(b.request('GET', `${M}/job/pending-tests/?id=${seekerId}`));
      expect((pending.tests as { jobId: number }[]).map((t) => t.jobId)).toEqual([job]);
      const validate = (q: string, who = b) => json(who.request('GET', `${M}/job/validate-assessment/?${q}`));
      expect(await validate(`seekerId=${seekerId}&jobId=${job}&recruiterId=${rec}`)).toMatchObject({
        valid: true,
      });
      expect(
        await validate(`seekerId=${seekerId}&jobId=${job}&recruiterId=${Number(rec) + 1}`),
      ).toMatchObject({
        valid: false,
        status: null,
      });
      const other = await freshSeeker(s, MANAGEMENT);
      expect(
        (
          await other.b.request(
            'GET',
            `${M}/job/validate-assessment/?seekerId=${seekerId}&jobId=${job}&recruiterId=${rec}`,
          )
        ).status,
      ).toBe(403);
      expect((await other.b.request('GET', `${M}/job/pending-tests/?id=${seekerId}`)).status).toBe(403);
      expect((await other.b.request('GET', `${M}/job/assessment?jobcode=${job}`)).status).toBe(404);
      expect(await json(b.request('POST', `${M}/job/assessment_complete?jobcode=${job}`))).toMatchObject({
        status: 'completed',
      });
      expect((await json(b.request('GET', `${M}/job/pending-tests/`))).tests).toEqual([]);
      expect(await validate(`seekerId=${seekerId}&jobId=${job}&recruiterId=${rec}`)).toMatchObject({
        valid: false,
        status: 'completed',
      });
      const types = (
        (await json(b.request('GET', `${M}/user/notifications`))).notifications as { type: number }[]
      ).map((n) => n.type);
      // Assigning writes one assessment notice (type 14), not the status change's type 5 as well.
      expect(types).toEqual([14]);
    });
  });

  describe('feeds for the signed-in seeker', () => {
    it('personalises the job feed by followed tags, with the reasons of each job', async () => {
      const { b } = await freshSeeker(s, MANAGEMENT);
      const [tag] = await tagIds(MANAGEMENT, 1);
      await b.request('POST', `${M}/profile/tags`, { form: { tagInfo: JSON.stringify([tag]) } });
      const feed = await json(b.request('GET', `${M}/job/jobfeed`));
      expect(feed.personalised).toBe(true);
      expect(feed.jobs?.length).toBeGreaterThan(0);
      for (const job of feed.jobs ?? []) {
        expect(job.reasons).toContainEqual({ type: 'tag', text: expect.stringMatching(/^Matches /) });
      }
      const anon = await json(fetch(`${s.base}${M}/job/jobfeed`));
      expect(anon.jobs?.[0]).not.toHaveProperty('reasons');
      const fresh = await freshSeeker(s, MANAGEMENT);
      const plain = await json(fresh.b.request('GET', `${M}/job/jobfeed`));
      expect(plain.personalised).toBe(false);
      expect(plain.jobs?.[0]?.reasons).toEqual([{ type: 'latest', text: 'Among the latest jobs' }]);
    });

    it('personalises by preferred locations within reach of the seeker’s experience', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const [city] = (await s.db.raw(`SELECT id FROM cities WHERE vertical = $1 ORDER BY id LIMIT 1`, [
        MANAGEMENT,
      ])) as {
        id: number;
      }[];
      await s.db.raw(
        `UPDATE seeker_profiles SET personal = $2::jsonb, work = $3::jsonb WHERE seeker_id = $1`,
        [seekerId, JSON.stringify({ preferredLocations: [city?.id] }), JSON.stringify({ experienceYear: 3 })],
      );
      const job = await postJob({ cityIds: [city?.id], minExp: 2, maxExp: 5 });
      const outside = await postJob({ cityIds: [city?.id], minExp: 8, maxExp: 12 });
      const feed = await json(b.request('GET', `${M}/job/jobfeed`));
      expect(feed.personalised).toBe(true);
      const list = (feed.jobs ?? []) as unknown as {
        id: number;
        minExp: number;
        maxExp: number;
        reasons: { type: string }[];
      }[];
      expect(list.map((j) => j.id)).toContain(job);
      expect(list.map((j) => j.id)).not.toContain(outside);
      for (const j of list) {
        // Within two years of the seeker's 3; "fits" only where the range holds them.
        expect(j.minExp <= 5 && j.maxExp >= 1).toBe(true);
        expect(j.reasons.map((r) => r.type).includes('experience')).toBe(j.minExp <= 3 && j.maxExp >= 3);
      }
      expect(list.find((j) => j.id === job)?.reasons.map((r) => r.type)).toEqual(['location', 'experience']);
    });

    it('recommends jobs like those applied to, jobs of those companies, and similar jobs after applying', async () => {
      const { b } = await freshSeeker(s, MANAGEMENT);
      const tags = await tagIds(MANAGEMENT, 2);
      const applied = await postJob({ tagIds: tags });
      const alike = await postJob({ tagIds: tags });
      await b.request('POST', `${M}/job/apply?jobcode=${applied}`);
      const rec = await json(b.request('GET', `${M}/job/recommended-jobs?page=0`));
      const recIds = rec.jobs?.map((j) => j.id);
      expect(recIds).toContain(alike);
      expect(recIds).not.toContain(applied);
      expect(rec.jobs?.find((j) => j.id === alike)?.reasons?.length).toBeGreaterThan(0);
      const company = await json(b.request('GET', `${M}/job/similar-company-jobs?page=0`));
      expect(company.jobs?.map((j) => j.id)).toContain(alike);
      expect(company.jobs?.map((j) => j.id)).not.toContain(applied);
      const similar = await ids(b, `${M}/job/similarjobs?jobcode=${applied}`);
      expect(similar).toContain(alike);
      expect(similar).not.toContain(applied);
      expect((await b.request('GET', `${M}/job/similarjobs`)).status).toBe(400);
      const fresh = await freshSeeker(s, MANAGEMENT);
      expect(await json(fresh.b.request('GET', `${M}/job/similar-company-jobs`))).toMatchObject({
        jobs: [],
        totalJobs: 0,
      });
    });

    it('serves early-applicant skills and, to subscribers only, the newest jobs of their skills', async () => {
      const skills = await json(fetch(`${s.base}${M}/job/early-applicant/getSkills`));
      expect((skills.skills as unknown[]).length).toBeGreaterThan(0);
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const [tag] = await tagIds(MANAGEMENT, 1);
      await b.request('POST', `${M}/profile/tags`, { form: { tagInfo: JSON.stringify([tag]) } });
      const job = await postJob({ tagIds: [tag] });
      expect(await json(b.request('GET', `${M}/job/v2/early-applicant-jobfeed`))).toMatchObject({
        subscribed: false,
        jobs: [],
      });
      await s.db.raw(
        `UPDATE seeker_profiles SET early_applicant_until = now() + interval '30 days' WHERE seeker_id = $1`,
        [seekerId],
      );
      const feed = await json(b.request('GET', `${M}/job/v2/early-applicant-jobfeed`));
      expect(feed.subscribed).toBe(true);
      expect(feed.jobs?.map((j) => j.id)).toContain(job);
      expect((await browser(s.base).request('GET', `${M}/job/v2/early-applicant-jobfeed`)).status).toBe(401);
    });
  });

  describe('authorisation', () => {
    it('never lets a seeker see or change another seeker’s lists', async () => {
      const a = await freshSeeker(s, MANAGEMENT);
      const b = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      await a.b.request('POST', `${M}/job/save/?jobcode=${job}`);
      await a.b.request('POST', `${M}/job/apply?jobcode=${job}`);
      expect((await b.b.request('PUT', `${M}/job/jobfeed/${a.seekerId}/unfollowjob/${job}/`)).status).toBe(
        403,
      );
      expect((await b.b.request('PUT', `${M}/job/jobfeed/${a.seekerId}/unfollowrecruiter/1/`)).status).toBe(
        403,
      );
      expect((await b.b.request('PUT', `${M}/v2/user/${a.seekerId}/followup/${job}`)).status).toBe(403);
      expect(await json(b.b.request('GET', `${M}/job/saved-jobs`))).toMatchObject({ jobs: [], totalJobs: 0 });
      expect(await json(b.b.request('GET', `${M}/job/applied-jobs`))).toMatchObject({
        jobs: [],
        totalJobs: 0,
      });
      expect(await json(b.b.request('GET', `${M}/job/saved-jobs/count`))).toEqual({ count: 0 });
      expect((await json(b.b.request('GET', `${M}/job/detail?jobcode=${job}`))).saved).toBe(0);
      const obfuscated = (
        (await json(a.b.request('GET', `${M}/user/profile/v2`))).profile as { obfuscatedUserId: string }
      ).obfuscatedUserId;
      expect((await a.b.request('PUT', `${M}/job/jobfeed/${obfuscated}/unfollowjob/${job}/`)).status).toBe(
        200,
      );
      // The other brand's session is not a session here.
      const tech = await freshSeeker(s, TECHNOLOGY);
      expect((await tech.b.request('GET', `${M}/job/saved-jobs`)).status).toBe(401);
      for (const path of [
        '/job/applied-jobs',
        '/job/saved-jobs',
        '/user/notifications',
        '/job/pending-tests/',
      ]) {
        expect((await browser(s.base).request('GET', `${M}${path}`)).status).toBe(401);
      }
    });
  });

  describe('concurrency', () => {
    it('50 simultaneous save/unsave requests leave the count equal to the saved rows', async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const jobs = await Promise.all(Array.from({ length: 5 }, () => postJob()));
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          b.request('POST', `${M}/job/${i % 3 === 0 ? 'unsave' : 'save'}/?jobcode=${jobs[i % 5]}`),
        ),
      );
      const rows = (await s.db.raw(`SELECT count(*) AS n FROM saved_jobs WHERE seeker_id = $1`, [
        seekerId,
      ])) as {
        n: string | number;
      }[];
      const count = (await json(b.request('GET', `${M}/job/saved-jobs/count`))).count;
      expect(count).toBe(Number(rows[0]?.n));
      expect((await json(b.request('GET', `${M}/job/saved-jobs`))).jobs?.length).toBe(count);
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => b.request('POST', `${M}/job/unsave/?jobcode=${jobs[i % 5]}`)),
      );
      expect(await json(b.request('GET', `${M}/job/saved-jobs/count`))).toEqual({ count: 0 });
    });

    // 105 applies at once, each a transaction of several statements: over 20 s on a loaded machine.
    it('50 simultaneous applies to one job make one application; to many jobs, the cap holds exactly', {
      timeout: 60_000,
    }, async () => {
      const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
      const job = await postJob();
      const statuses = await Promise.all(
        Array.from(
          { length: 50 },
          async () => (await b.request('POST', `${M}/job/apply?jobcode=${job}`)).status,
        ),
      );
      expect(statuses.filter((x) => x === 200)).toHaveLength(1);
      expect(statuses.filter((x) => x === 409)).toHaveLength(49);
      const rows = (await s.db.raw(`SELECT apply_count FROM jobs WHERE id = $1`, [job])) as {
        apply_count: number;
      }[];
      expect(rows[0]?.apply_count).toBe(1);

      const many = (await s.db.raw(
        `SELECT id FROM jobs WHERE vertical = $2 AND status = 1 AND apply_type = 1 AND expires_at > now()
          AND id <> $1 ORDER BY id DESC LIMIT 55`,
        [job, MANAGEMENT],
      )) as { id: string }[];
      const results = await Promise.all(
        many.map(async (j) => (await b.request('POST', `${M}/job/apply?jobcode=${j.id}`)).status),
      );
      expect(results.filter((x) => x === 200)).toHaveLength(BASIC_DAILY_APPLY_LIMIT - 1);
      expect(results.filter((x) => x === 429)).toHaveLength(55 - (BASIC_DAILY_APPLY_LIMIT - 1));
      expect(await json(b.request('GET', `${M}/job/applied/count`))).toEqual({
        count: BASIC_DAILY_APPLY_LIMIT,
      });
      const dupes = await s.db.raw(
        `SELECT job_id FROM applications WHERE seeker_id = $1 GROUP BY job_id HAVING count(*) > 1`,
        [seekerId],
      );
      expect(dupes).toEqual([]);
    });
  });

  describe('demo seed', () => {
    it('gives the demo seeker an application in every status in both verticals, once', async () => {
      for (const vertical of VERTICAL_IDS) {
        expect(await seedDemo(s.db, vertical)).toBe(true);
        expect(await seedDemo(s.db, vertical)).toBe(false);
        const b = browser(s.base);
        const login = await b.request('POST', `/${vertical}/user/login`, {
          form: { email: DEMO_SEEKER.email, password: DEMO_SEEKER.password },
        });
        expect(login.status).toBe(200);
        const list = await json(b.request('GET', `/${vertical}/job/applied-jobs`));
        const statuses = (list.jobs as unknown as { application: { status: string } }[]).map(
          (j) => j.application.status,
        );
        expect([...statuses].sort()).toEqual([...APPLICATION_STATUSES].sort());
        expect(await json(b.request('GET', `/${vertical}/job/saved-jobs/count`))).toEqual({ count: 3 });
        expect(
          ((await json(b.request('GET', `/${vertical}/job/pending-tests/`))).tests as unknown[]).length,
        ).toBe(1);
        // A Basic member: the slot offer, the assessment and the message notify; status changes do not.
        expect((await json(b.request('GET', `/${vertical}/user/notifications/count`))).count).toBe(3);
      }
    });
  });
});
