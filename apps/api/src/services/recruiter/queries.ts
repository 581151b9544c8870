/**
 * Queries of what recruiters do (post a job, list applications; the application an action holds is
 * services/recruiting's) and of the demo seeker built with them.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  applications,
  categories,
  companies,
  jobs,
  recruiters,
  seekerProfiles,
  seekers,
  tags,
} from '../../db/schema.ts';

/** The recruiter with this id, or the vertical's first recruiter when no id is given. */
export const recruiterForPosting = async (
  q: Queryable,
  vertical: Vertical,
  recruiterId: number | undefined,
) =>
  (
    await q.orm
      .select({ id: recruiters.id, companyId: recruiters.companyId, cityId: recruiters.cityId })
      .from(recruiters)
      .where(
        and(
          eq(recruiters.vertical, vertical),
          recruiterId === undefined ? undefined : eq(recruiters.id, recruiterId),
        ),
      )
      .orderBy(asc(recruiters.id))
      .limit(1)
  )[0];

export const tagsByIds = (q: Queryable, vertical: Vertical, ids: readonly number[]) =>
  q.orm
    .select({ id: tags.id, name: tags.name, categoryId: tags.categoryId })
    .from(tags)
    .where(and(eq(tags.vertical, vertical), inArray(tags.id, [...ids])));

/** The category with this id, or the vertical's first category when the id is null. */
export const categoryFor = async (q: Queryable, vertical: Vertical, categoryId: number | null) =>
  (
    await q.orm
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.vertical, vertical),
          categoryId === null ? undefined : eq(categories.id, categoryId),
        ),
      )
      .orderBy(asc(categories.id))
      .limit(1)
  )[0];

export const companyName = async (q: Queryable, companyId: number) =>
  (await q.orm.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)))[0]?.name;

interface JobInsert {
  vertical: Vertical;
  title: string;
  description: string;
  companyId: number | null;
  companyName: string;
  confidential: boolean;
  recruiterId: number;
  cityIds: readonly number[];
  minExp: number;
  maxExp: number;
  minSalary: number | null;
  maxSalary: number | null;
  tagIds: readonly number[];
  tagText: string;
  categoryId: number;
  functionalAreaId: number | null;
  expiresInDays: number;
  workFromHome: boolean;
  applyType: 1 | 2;
  applyUrl: string | null;
}

/** Inserts a job posted now; answers its id. */
export const insertJob = async (q: Queryable, { expiresInDays, cityIds, tagIds, ...j }: JobInsert) =>
  (
    await q.orm
      .insert(jobs)
      .values({
        ...j,
        cityIds: [...cityIds],
        tagIds: [...tagIds],
        postedAt: sql`now()`,
        expiresAt: sql`now() + make_interval(days => ${expiresInDays})`,
      })
      .returning({ id: jobs.id })
  )[0]?.id;

/** The vertical's latest 100 applications, optionally of one job, seeker or seeker email. */
export const applicationList = (
  q: Queryable,
  vertical: Vertical,
  filter: { jobId: number | null; seekerId: number | null; email: string | null },
) =>
  q.orm
    .select({
      id: applications.id,
      seekerId: applications.seekerId,
      email: seekers.email,
      jobId: applications.jobId,
      status: applications.status,
      appliedAt: applications.appliedAt,
      earlyApplicant: sql<boolean | null>`(${applications.extras}->>'earlyApplicant')::boolean`,
      starred: sql<boolean | null>`${seekerProfiles.proUntil} > now()`,
    })
    .from(applications)
    .innerJoin(seekers, eq(seekers.id, applications.seekerId))
    .leftJoin(seekerProfiles, eq(seekerProfiles.seekerId, applications.seekerId))
    .where(
      and(
        eq(applications.vertical, vertical),
        filter.jobId === null ? undefined : eq(applications.jobId, filter.jobId),
        filter.seekerId === null ? undefined : eq(applications.seekerId, filter.seekerId),
        filter.email === null ? undefined : eq(seekers.email, filter.email),
      ),
    )
    .orderBy(desc(applications.id))
    .limit(100);

export const toApplication = (r: Awaited<ReturnType<typeof applicationList>>[number]) => ({
  id: r.id,
  seekerId: r.seekerId,
  email: r.email,
  jobId: r.jobId,
  status: r.status,
  appliedAt: r.appliedAt.toISOString(),
  earlyApplicant: r.earlyApplicant === true,
  /** A Pro member's application: recruiters see a starred profile (product.md section 6). */
  starred: r.starred === true,
});

// The demo seeker.

/** The newest live internal jobs of the vertical open for at least another week. */
export const demoJobs = (q: Queryable, vertical: Vertical, limit: number) =>
  q.orm
    .select({
      id: jobs.id,
      tagIds: jobs.tagIds,
      cityIds: jobs.cityIds,
      functionalAreaId: jobs.functionalAreaId,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.vertical, vertical),
        eq(jobs.status, sql`1`), // a literal, as the partial feed indexes say it
        eq(jobs.applyType, 1),
        gt(jobs.expiresAt, sql`now() + interval '7 days'`),
      ),
    )
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(limit);

export const tagNamesByIds = async (q: Queryable, ids: readonly number[]) =>
  (
    await q.orm
      .select({ name: tags.name })
      .from(tags)
      .where(inArray(tags.id, [...ids]))
  ).map((t) => t.name);

/** Inserts a seeker whose email is already verified; answers the id. */
export const insertVerifiedSeeker = async (
  q: Queryable,
  s: { vertical: Vertical; email: string; passwordHash: string; name: string },
) =>
  (
    await q.orm
      .insert(seekers)
      .values({ ...s, phone: '9800000000', emailVerifiedAt: sql`now()` })
      .returning({ id: seekers.id })
  )[0]?.id;

export async function insertProfile(
  q: Queryable,
  p: {
    seekerId: number;
    personal: Record<string, unknown>;
    work: Record<string, unknown>;
    education: (typeof seekerProfiles.$inferInsert)['education'];
    skills: readonly string[];
    followedTags: readonly number[];
  },
): Promise<void> {
  await q.orm
    .insert(seekerProfiles)
    .values({ ...p, skills: [...p.skills], followedTags: [...p.followedTags] });
}
