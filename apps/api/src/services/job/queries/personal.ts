/** Queries of the signed-in seeker's other feeds: recommended, similar-company and early-applicant jobs. */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { applications, jobs, savedJobs, seekerProfiles, tags } from '../../../db/schema.ts';
import { containsPattern } from '../../query.ts';
import { type FeedFilter, feedWhere, intArray, feedJobs as j, newestPageCounted } from './feed.ts';

/** A tag of an unnested `tag_ids` (`unnest(...) AS u(tag)`, joined laterally). */
const unnestedTag = sql`u.tag`.mapWith(Number);

/** The tags of the jobs the seeker applied to or saved, most frequent first. */
export const ownTags = async (q: Queryable, seekerId: number) => {
  const own = q.orm
    .select({ tagIds: jobs.tagIds })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.seekerId, seekerId))
    .unionAll(
      q.orm
        .select({ tagIds: jobs.tagIds })
        .from(savedJobs)
        .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
        .where(eq(savedJobs.seekerId, seekerId)),
    )
    .as('x');
  return (
    await q.orm
      .select({ tag: unnestedTag })
      .from(own)
      .crossJoinLateral(sql`unnest(${own.tagIds}) AS u(tag)`)
      .groupBy(sql`u.tag`)
      .orderBy(desc(count()), asc(sql`u.tag`))
      .limit(20)
  ).map((r) => r.tag);
};

/** The (not confidential) companies of the jobs the seeker applied to or saved. */
export const ownCompanies = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .selectDistinct({ companyId: j.companyId })
      .from(j)
      .where(
        and(
          isNotNull(j.companyId),
          not(j.confidential),
          inArray(
            j.id,
            q.orm
              .select({ jobId: applications.jobId })
              .from(applications)
              .where(eq(applications.seekerId, seekerId))
              .union(
                q.orm
                  .select({ jobId: savedJobs.jobId })
                  .from(savedJobs)
                  .where(eq(savedJobs.seekerId, seekerId)),
              ),
          ),
        ),
      )
  ).flatMap((r) => (r.companyId === null ? [] : [r.companyId]));

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
  const newest = q.orm
    .select({ tagIds: j.tagIds })
    .from(j)
    .where(feedWhere(vertical, { extra }))
    .orderBy(desc(j.postedAt))
    .limit(2000)
    .as('x');
  return q.orm
    .select({ id: tags.id, name: tags.name, jobs: count() })
    .from(newest)
    .crossJoinLateral(sql`unnest(${newest.tagIds}) AS u(tag)`)
    .innerJoin(tags, eq(tags.id, unnestedTag))
    .where(name === '' ? undefined : ilike(tags.name, containsPattern(name)))
    .groupBy(tags.id, tags.name)
    .orderBy(desc(count()), asc(tags.name))
    .limit(30);
};

/** The seeker's early-applicant subscription: until when, and whether it runs now. */
export const earlyApplicantSubscription = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({
        until: seekerProfiles.earlyApplicantUntil,
        active: sql<boolean | null>`${seekerProfiles.earlyApplicantUntil} > now()`,
      })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.seekerId, seekerId))
  )[0];

/** A page of the newest jobs matching the filters, with their exact (uncapped) count. */
export const earlyApplicantJobs = (q: Queryable, vertical: Vertical, f: FeedFilter, page: number) =>
  newestPageCounted(q, feedWhere(vertical, f), page);
