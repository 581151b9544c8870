/**
 * Queries of what recruiters do (post a job, list applications; the application an action holds is
 * services/recruiting's) and of the demo seeker built with them.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { arrayParam, firstRow } from '../query.ts';

/** The recruiter with this id, or the vertical's first recruiter when no id is given. */
export const recruiterForPosting = (q: Queryable, vertical: Vertical, recruiterId: number | undefined) =>
  firstRow<{ id: number; company_id: number | null; city_id: number | null }>(
    q,
    recruiterId === undefined
      ? sql`SELECT id, company_id, city_id FROM recruiters WHERE vertical = ${vertical} ORDER BY id LIMIT 1`
      : sql`SELECT id, company_id, city_id FROM recruiters WHERE vertical = ${vertical} AND id = ${recruiterId}`,
  );

export const tagsByIds = (q: Queryable, vertical: Vertical, ids: readonly number[]) =>
  q.rows<{ id: number; name: string; category_id: number }>(
    sql`SELECT id, name, category_id FROM tags WHERE vertical = ${vertical} AND id = ANY(${arrayParam(ids)}::int[])`,
  );

/** The category with this id, or the vertical's first category when the id is null. */
export const categoryFor = (q: Queryable, vertical: Vertical, categoryId: number | null) =>
  firstRow<{ id: number }>(
    q,
    sql`SELECT id FROM categories WHERE vertical = ${vertical} AND (${categoryId}::int IS NULL OR id = ${categoryId}) ORDER BY id LIMIT 1`,
  );

export const companyName = async (q: Queryable, companyId: number) =>
  (await firstRow<{ name: string }>(q, sql`SELECT name FROM companies WHERE id = ${companyId}`))?.name;

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
export const insertJob = async (q: Queryable, j: JobInsert) =>
  (
    await firstRow<{ id: string | number }>(
      q,
      sql`INSERT INTO jobs (vertical, title, description, company_id, company_name, confidential, recruiter_id, city_ids,
       min_exp, max_exp, min_salary, max_salary, tag_ids, tag_text, category_id, functional_area_id, posted_at,
       expires_at, work_from_home, apply_type, apply_url)
     VALUES (${j.vertical}, ${j.title}, ${j.description}, ${j.companyId}, ${j.companyName}, ${j.confidential}, ${j.recruiterId}, ${arrayParam(j.cityIds)}::int[], ${j.minExp}, ${j.maxExp}, ${j.minSalary}, ${j.maxSalary}, ${arrayParam(j.tagIds)}::int[], ${j.tagText}, ${j.categoryId}, ${j.functionalAreaId}, now(),
       now() + make_interval(days => ${j.expiresInDays}), ${j.workFromHome}, ${j.applyType}, ${j.applyUrl})
     RETURNING id`,
    )
  )?.id;

interface ApplicationListRow {
  id: string | number;
  seeker_id: number;
  email: string;
  job_id: string | number;
  status: string;
  applied_at: Date | string;
  early_applicant: boolean | null;
  starred: boolean | null;
}

/** The vertical's latest 100 applications, optionally of one job, seeker or seeker email. */
export const applicationList = (
  q: Queryable,
  vertical: Vertical,
  filter: { jobId: number | null; seekerId: number | null; email: string | null },
) =>
  q.rows<ApplicationListRow>(
    sql`SELECT a.id, a.seeker_id, s.email, a.job_id, a.status, a.applied_at, (a.extras->>'earlyApplicant')::boolean AS early_applicant,
          (SELECT p.pro_until > now() FROM seeker_profiles p WHERE p.seeker_id = a.seeker_id) AS starred
        FROM applications a JOIN seekers s ON s.id = a.seeker_id
        WHERE a.vertical = ${vertical} AND (${filter.jobId}::bigint IS NULL OR a.job_id = ${filter.jobId}) AND (${filter.seekerId}::int IS NULL OR a.seeker_id = ${filter.seekerId})
          AND (${filter.email}::text IS NULL OR s.email = ${filter.email})
        ORDER BY a.id DESC LIMIT 100`,
  );

export const toApplication = (r: ApplicationListRow) => ({
  id: Number(r.id),
  seekerId: r.seeker_id,
  email: r.email,
  jobId: Number(r.job_id),
  status: r.status,
  appliedAt: new Date(r.applied_at).toISOString(),
  earlyApplicant: r.early_applicant === true,
  /** A Pro member's application: recruiters see a starred profile (product.md section 6). */
  starred: r.starred === true,
});

// The demo seeker.

export const seekerExists = async (q: Queryable, vertical: Vertical, email: string) =>
  (await q.rows(sql`SELECT 1 FROM seekers WHERE vertical = ${vertical} AND email = ${email}`)).length > 0;

/** The newest live internal jobs of the vertical open for at least another week. */
export const demoJobs = (q: Queryable, vertical: Vertical, limit: number) =>
  q.rows<{ id: string | number; tag_ids: number[]; city_ids: number[]; functional_area_id: number | null }>(
    sql`SELECT id, tag_ids, city_ids, functional_area_id FROM jobs
      WHERE vertical = ${vertical} AND status = 1 AND apply_type = 1 AND expires_at > now() + interval '7 days'
      ORDER BY posted_at DESC, id DESC LIMIT ${limit}`,
  );

export const tagNamesByIds = async (q: Queryable, ids: readonly number[]) =>
  (await q.rows<{ name: string }>(sql`SELECT name FROM tags WHERE id = ANY(${arrayParam(ids)}::int[])`)).map(
    (t) => t.name,
  );

/** Inserts a seeker whose email is already verified; answers the id. */
export const insertVerifiedSeeker = async (
  q: Queryable,
  s: { vertical: Vertical; email: string; passwordHash: string; name: string },
) =>
  (
    await firstRow<{ id: number }>(
      q,
      sql`INSERT INTO seekers (vertical, email, password_hash, name, phone, email_verified_at)
     VALUES (${s.vertical}, ${s.email}, ${s.passwordHash}, ${s.name}, '9800000000', now()) RETURNING id`,
    )
  )?.id;

export async function insertProfile(
  q: Queryable,
  p: {
    seekerId: number;
    personal: Record<string, unknown>;
    work: Record<string, unknown>;
    education: unknown[];
    skills: readonly string[];
    followedTags: readonly number[];
  },
): Promise<void> {
  await q.rows(
    sql`INSERT INTO seeker_profiles (seeker_id, personal, work, education, skills, followed_tags)
     VALUES (${p.seekerId}, ${JSON.stringify(p.personal)}::jsonb, ${JSON.stringify(p.work)}::jsonb, ${JSON.stringify(p.education)}::jsonb, ${arrayParam(p.skills)}::text[], ${arrayParam(p.followedTags)}::int[])`,
  );
}
