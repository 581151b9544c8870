/** What the recruiter console lists (decision 0062): jobs that have applicants, and their applications. */
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';

export interface JobWithApplicants {
  id: string | number;
  title: string;
  company_name: string;
  applicants: number | string;
}

/** The vertical's jobs with at least one application, the latest applied to first (100 at most). */
export const jobsWithApplicants = (q: Queryable, vertical: Vertical) =>
  q.rows<JobWithApplicants>(
    sql`SELECT j.id, j.title, j.company_name, count(*) AS applicants FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.vertical = ${vertical} GROUP BY j.id, j.title, j.company_name ORDER BY max(a.applied_at) DESC, j.id DESC LIMIT 100`,
  );

export interface ApplicantRow {
  id: string | number;
  status: ApplicationStatus;
  applied_at: Date | string;
  job_id: string | number;
  title: string;
  name: string;
  email: string;
}

/** The vertical's applications of one job, of one seeker's email, or the one with this id (100 at most). */
export const applicantsOf = (
  q: Queryable,
  vertical: Vertical,
  filter: { jobId?: number | undefined; email?: string | undefined; applicationId?: number | undefined },
) =>
  q.rows<ApplicantRow>(
    sql`SELECT a.id, a.status, a.applied_at, a.job_id, j.title, s.name, s.email
        FROM applications a JOIN jobs j ON j.id = a.job_id JOIN seekers s ON s.id = a.seeker_id
        WHERE a.vertical = ${vertical}
          AND (${filter.jobId ?? null}::bigint IS NULL OR a.job_id = ${filter.jobId ?? null})
          AND (${filter.email ?? null}::text IS NULL OR lower(s.email) = lower(${filter.email ?? null}))
          AND (${filter.applicationId ?? null}::bigint IS NULL OR a.id = ${filter.applicationId ?? null})
        ORDER BY a.applied_at DESC, a.id DESC LIMIT 100`,
  );
