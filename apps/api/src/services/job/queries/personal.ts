/** Queries of the signed-in seeker's other feeds: recommended, similar-company and early-applicant jobs. */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { containsPattern, countOf } from '../../query.ts';
import { FEED_COLUMNS, type FeedFilter, feedWhere, intArray, type JobRow, PAGE_SIZE } from './feed.ts';

/** The tags of the jobs the seeker applied to or saved, most frequent first. */
export const ownTags = async (q: Queryable, seekerId: number) =>
  (
    await q.rows<{ tag: number }>(
      sql`SELECT t.tag FROM (
            SELECT j.tag_ids FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.seeker_id = ${seekerId}
            UNION ALL
            SELECT j.tag_ids FROM saved_jobs s JOIN jobs j ON j.id = s.job_id WHERE s.seeker_id = ${seekerId}
          ) x CROSS JOIN LATERAL unnest(x.tag_ids) AS t(tag) GROUP BY t.tag ORDER BY count(*) DESC, t.tag LIMIT 20`,
    )
  ).map((r) => r.tag);

/** The (not confidential) companies of the jobs the seeker applied to or saved. */
export const ownCompanies = async (q: Queryable, seekerId: number) =>
  (
    await q.rows<{ company_id: number }>(
      sql`SELECT DISTINCT j.company_id FROM jobs j WHERE j.company_id IS NOT NULL AND NOT j.confidential AND j.id IN (
            SELECT job_id FROM applications WHERE seeker_id = ${seekerId}
            UNION SELECT job_id FROM saved_jobs WHERE seeker_id = ${seekerId})`,
    )
  ).map((r) => r.company_id);

/** Feed conditions: jobs of these companies that do not hide the company. */
export const ofCompanies = (companyIds: readonly number[]): SQL[] => [
  sql`j.company_id = ANY(${intArray(companyIds)})`,
  sql`NOT j.confidential`,
];

/** Feed condition: jobs posted in the last `hours`. */
export const postedWithinHours = (hours: number): SQL =>
  sql`j.posted_at > now() - make_interval(hours => ${hours})`;

/** The tags most asked for in the newest 2,000 live jobs (of a functional area), by name when given. */
export const skillsInDemand = (
  q: Queryable,
  vertical: Vertical,
  functionalArea: number | undefined,
  name: string,
) => {
  const extra: SQL[] = [];
  if (functionalArea !== undefined) extra.push(sql`j.functional_area_id = ${functionalArea}`);
  return q.rows<{ id: number; name: string; jobs: number | string }>(
    sql`SELECT t.id, t.name, count(*) AS jobs FROM (
            SELECT j.tag_ids FROM jobs j WHERE ${feedWhere(vertical, { extra })} ORDER BY j.posted_at DESC LIMIT 2000
          ) x CROSS JOIN LATERAL unnest(x.tag_ids) AS u(tag) JOIN tags t ON t.id = u.tag
          WHERE ${name} = '' OR t.name ILIKE ${containsPattern(name)}
          GROUP BY t.id, t.name ORDER BY count(*) DESC, t.name LIMIT 30`,
  );
};

/** The seeker's early-applicant subscription: until when, and whether it runs now. */
export const earlyApplicantSubscription = async (q: Queryable, seekerId: number) =>
  (
    await q.rows<{ until: Date | string | null; active: boolean | null }>(
      sql`SELECT early_applicant_until AS until, early_applicant_until > now() AS active FROM seeker_profiles
           WHERE seeker_id = ${seekerId}`,
    )
  )[0];

/** A page of the newest jobs matching the filters, with their exact (uncapped) count. */
export async function earlyApplicantJobs(q: Queryable, vertical: Vertical, f: FeedFilter, page: number) {
  const where = feedWhere(vertical, f);
  const [rows, total] = await Promise.all([
    q.rows<JobRow>(
      sql`SELECT ${FEED_COLUMNS} FROM jobs j WHERE ${where}
            ORDER BY j.posted_at DESC, j.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
    ),
    countOf(q, sql`SELECT count(*) AS n FROM jobs j WHERE ${where}`),
  ]);
  return { rows, total };
}
