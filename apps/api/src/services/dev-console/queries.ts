/** What the recruiter console lists (decision 0062): jobs that have applicants, and their applications. */
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { applications, companies, jobs, recruiters, seekers } from '../../db/schema.ts';

/** The vertical's jobs with at least one application, the latest applied to first (100 at most). */
export const jobsWithApplicants = (q: Queryable, vertical: Vertical) =>
  q.orm
    .select({ id: jobs.id, title: jobs.title, companyName: jobs.companyName, applicants: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.vertical, vertical))
    .groupBy(jobs.id, jobs.title, jobs.companyName)
    .orderBy(desc(max(applications.appliedAt)), desc(jobs.id))
    .limit(100);

export type JobWithApplicants = Awaited<ReturnType<typeof jobsWithApplicants>>[number];

/** The vertical's applications of one job, of one seeker's email, or the one with this id (100 at most). */
export const applicantsOf = (
  q: Queryable,
  vertical: Vertical,
  filter: { jobId?: number | undefined; email?: string | undefined; applicationId?: number | undefined },
) =>
  q.orm
    .select({
      id: applications.id,
      status: applications.status,
      appliedAt: applications.appliedAt,
      jobId: applications.jobId,
      title: jobs.title,
      name: seekers.name,
      email: seekers.email,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(seekers, eq(seekers.id, applications.seekerId))
    .where(
      and(
        eq(applications.vertical, vertical),
        filter.jobId === undefined ? undefined : eq(applications.jobId, filter.jobId),
        filter.email === undefined ? undefined : sql`lower(${seekers.email}) = lower(${filter.email})`,
        filter.applicationId === undefined ? undefined : eq(applications.id, filter.applicationId),
      ),
    )
    .orderBy(desc(applications.appliedAt), desc(applications.id))
    .limit(100);

export type ApplicantRow = Awaited<ReturnType<typeof applicantsOf>>[number];

/** The vertical's companies that have recruiters, by name: whose logo the console can change. */
export const companiesWithRecruiters = (q: Queryable, vertical: Vertical) =>
  q.orm
    .selectDistinct({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .innerJoin(recruiters, eq(recruiters.companyId, companies.id))
    .where(eq(companies.vertical, vertical))
    .orderBy(companies.name, companies.id);

export type ConsoleCompany = Awaited<ReturnType<typeof companiesWithRecruiters>>[number];
