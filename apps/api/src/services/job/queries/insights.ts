/** Queries of `job/insights` and `job/magic-rank`: a live job's facts, its applicants and its monthly views. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import { firstRow } from '../../query.ts';

export interface Applicant {
  /** `null` for an applicant of the seed (decision 0066). */
  seeker_id: number | null;
  applied_at: Date | string;
  personal: Record<string, unknown>;
  work: Record<string, unknown>;
  education: { degree?: unknown; institute?: unknown }[];
  skills: string[];
}

export interface JobFacts {
  min_exp: number;
  max_exp: number;
  city_ids: number[];
  tag_names: string[];
  work_from_home: boolean;
}

/** A live job's facts with its counters: the job page's applicants and views. */
export type JobFactsRow = JobFacts & {
  id: number | string;
  posted_at: Date | string;
  apply_count: number;
  view_count: number;
};

/** What a live job of the vertical asks for, with its tags' names and its counters. */
export const jobFacts = (q: Queryable, vertical: Vertical, jobId: number) =>
  firstRow<JobFactsRow>(
    q,
    sql`SELECT j.id, j.min_exp, j.max_exp, j.city_ids, j.posted_at, j.work_from_home, j.apply_count, j.view_count,
              coalesce((SELECT array_agg(t.name) FROM tags t WHERE t.id = ANY(j.tag_ids)), '{}') AS tag_names
         FROM jobs j WHERE j.id = ${jobId} AND j.vertical = ${vertical} AND j.status = 1`,
  );

/** Everyone who applied to the job on the site, with the profile fields a match score reads. */
export const applicantsOf = (q: Queryable, jobId: number) =>
  q.rows<Applicant>(
    sql`SELECT a.seeker_id, a.applied_at, coalesce(p.personal, '{}') AS personal, coalesce(p.work, '{}') AS work,
              coalesce(p.education, '[]') AS education, coalesce(p.skills, '{}') AS skills
         FROM applications a LEFT JOIN seeker_profiles p ON p.seeker_id = a.seeker_id WHERE a.job_id = ${jobId}`,
  );

/** The job's views by month (YYYY-MM). */
export const viewsByMonth = (q: Queryable, jobId: number) =>
  q.rows<{ month: string; views: number }>(
    sql`SELECT to_char(month, 'YYYY-MM') AS month, views FROM job_view_months WHERE job_id = ${jobId}`,
  );
