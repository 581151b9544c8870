import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import { VOCABULARY } from '@jobsite/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import { drivers, freshSeeker, setupTestServer, TEST_ADMIN_KEY, TEST_BASE_PATHS } from '../../test-server.ts';
import type { Browser } from '../auth/test-browser.ts';
import { experienceYears, isTopInstitute, matchScore, topInstitutesOf } from './insights.ts';

const job = {
  minExp: 2,
  maxExp: 5,
  cityIds: [7],
  tagNames: ['Excel', 'SQL', 'Python', 'Tableau'],
  workFromHome: false,
};
const profile = {
  personal: { currentLocation: 7, preferredLocations: [] },
  work: { experienceStatus: 'experienced', experienceYear: 3, experienceMonth: 0 },
  education: [{ degree: 'MBA', institute: 'IIM Lucknow' }],
  skills: ['excel', 'SQL', 'Python', 'tableau'],
};

describe('match score', () => {
  it('gives 40 for skills, 30 for experience, 20 for location and 10 for education', () => {
    expect(matchScore(job, profile)).toBe(100);
    expect(matchScore(job, { ...profile, skills: ['Excel'] })).toBe(70);
    expect(matchScore(job, { ...profile, personal: { currentLocation: 8, preferredLocations: [7] } })).toBe(
      100,
    );
    expect(matchScore({ ...job, workFromHome: true }, { ...profile, personal: {} })).toBe(100);
    expect(matchScore(job, { ...profile, personal: {} })).toBe(80);
    expect(matchScore(job, { ...profile, education: [] })).toBe(90);
  });

  it('takes 10 off the experience part per year outside the range, down to 0', () => {
    expect(matchScore(job, { ...profile, work: { experienceYear: 6, experienceMonth: 0 } })).toBe(90);
    expect(matchScore(job, { ...profile, work: { experienceStatus: 'fresher' } })).toBe(80);
    expect(matchScore(job, { ...profile, work: { experienceYear: 20 } })).toBe(70);
  });

  it('reads years and months, and a fresher as 0', () => {
    expect(experienceYears({ experienceYear: 2, experienceMonth: 6 })).toBe(2.5);
    expect(experienceYears({ experienceStatus: 'fresher', experienceYear: 4 })).toBe(0);
    expect(experienceYears({})).toBe(0);
  });

  it('recognises a vertical’s top institutes inside a longer institute name', () => {
    for (const vertical of VERTICAL_IDS) {
      const { label, names } = topInstitutesOf(vertical);
      expect(label).not.toBe('');
      expect(names.length).toBeGreaterThan(10);
      const name = names[0] as string;
      expect(isTopInstitute(names, `Dept. of Studies, ${name}`)).toBe(true);
      expect(isTopInstitute(names, name.toUpperCase())).toBe(true);
      expect(isTopInstitute(names, 'Some College')).toBe(false);
      expect(isTopInstitute(names, null)).toBe(false);
    }
  });
});

interface Insights {
  competitionData: { band: string; count: number }[];
  appliedData: { month: string; count: number }[];
  viewData: { month: string; count: number }[];
  totalApplicantsFromTopBSchool: number;
  totalApplicants?: number;
  totalViews?: number;
  topInstitutes?: string;
}
interface Rank {
  status: { code: number };
  data: { rank: number | null; percentile: number | null; error: string | null };
  applicants?: number;
}

const sum = (list: { count: number }[]) => list.reduce((n, x) => n + x.count, 0);

describe.each(drivers)('insight figures on %s', (driver) => {
  const s = setupTestServer(driver);

  async function proSeeker(vertical: Vertical) {
    const seeker = await freshSeeker(s, vertical);
    await s.db.raw(`UPDATE seeker_profiles SET pro_until = now() + interval '30 days' WHERE seeker_id = $1`, [
      seeker.seekerId,
    ]);
    return seeker;
  }
  const get = async <T>(b: Browser, path: string, init?: { headers: Record<string, string> }) => {
    const res = await b.request('GET', path, init);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const bearer = (b: Browser, vertical: Vertical) => ({
    headers: { authorization: `Bearer ${b.cookie(`${vertical}_token`)}` },
  });

  it.each(VERTICAL_IDS)(
    'counts the seed’s applicants and views with the real ones on %s, so the page and the rank agree',
    async (vertical) => {
      const base = TEST_BASE_PATHS[vertical];
      // A seeded job with applicants and views from the seed, and no application stored for them.
      const rows = (await s.db.raw(
        `SELECT id FROM jobs j WHERE vertical = $1 AND status = 1 AND apply_type = 1 AND expires_at > now()
           AND apply_count >= 20 AND view_count >= 20
           AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id)
         ORDER BY id LIMIT 1`,
        [vertical],
      )) as { id: number | string }[];
      const job = Number(rows[0]?.id);
      const { b } = await proSeeker(vertical);
      expect((await b.request('POST', `${base}/job/apply?jobcode=${job}`)).status).toBe(200);
      const page = await get<{ views: number; applicants: number }>(b, `${base}/job/detail?jobcode=${job}`);
      expect(page.applicants).toBeGreaterThanOrEqual(21);

      const insights = await get<Insights>(b, `${base}/job/insights?jobcode=${job}`);
      expect(insights.totalApplicants).toBe(page.applicants);
      expect(sum(insights.competitionData)).toBe(page.applicants);
      expect(sum(insights.appliedData)).toBe(page.applicants);
      expect(insights.totalViews).toBe(page.views);
      expect(sum(insights.viewData)).toBe(page.views);
      expect(insights.totalApplicantsFromTopBSchool).toBeLessThanOrEqual(page.applicants);
      // The same figures on every call, from every process: they are drawn from the job, not at random.
      expect(await get<Insights>(b, `${base}/job/insights?jobcode=${job}`)).toEqual(insights);

      const rank = await get<Rank>(b, `${base}/job/magic-rank?jobId=${job}`, bearer(b, vertical));
      expect(rank.applicants).toBe(page.applicants);
      expect(rank.data.rank).toBeGreaterThanOrEqual(1);
      expect(rank.data.rank).toBeLessThanOrEqual(page.applicants);
      expect(rank.data.percentile).toBeGreaterThan(0);
    },
  );

  it('names each vertical’s own top institutes', async () => {
    const labels = new Set<string>();
    for (const vertical of VERTICAL_IDS) {
      const base = TEST_BASE_PATHS[vertical];
      const res = await fetch(`${s.base}/internal/${vertical}/jobs`, {
        method: 'POST',
        headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Insight Analyst', minExp: 0, maxExp: 5 }),
      });
      const job = ((await res.json()) as { id: number }).id;
      const { b } = await proSeeker(vertical);
      // Named inside a longer name, as people write it.
      const institute = `Dept. of Studies, ${VOCABULARY[vertical].topInstitutes.names.split('|').at(-1)}`;
      await b.request('POST', `${base}/user/profile/v2`, {
        json: { ed: { info: [{ courseType: 'Full Time', degree: 'Degree', institute, passingYear: 2020 }] } },
      });
      expect((await b.request('POST', `${base}/job/apply?jobcode=${job}`)).status).toBe(200);
      const insights = await get<Insights>(b, `${base}/job/insights?jobcode=${job}`);
      expect(insights.totalApplicants).toBe(1);
      expect(insights.totalApplicantsFromTopBSchool, vertical).toBe(1);
      expect(insights.topInstitutes).toBe(VOCABULARY[vertical].topInstitutes.label);
      labels.add(insights.topInstitutes ?? '');
    }
    expect(labels.size).toBe(VERTICAL_IDS.length);
  });
});
