/** The learning section's queries (decision 0032): courses, categories, institutes, banners, enquiries. */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { arrayParam, countOf, firstRow } from '../query.ts';

/** A course as lists show it, with its category and institute. */
export interface CourseRow {
  id: number;
  name: string;
  mode: 'online' | 'offline' | 'hybrid';
  duration_months: number;
  fee: number | null;
  skills: string[];
  updated_at: string | Date;
  next_start: string | null;
  published: boolean;
  category_id: number;
  category_name: string;
  category_slug: string;
  institute_id: number;
  institute_name: string;
  institute_slug: string;
  institute_logo: string | null;
  institute_city: string | null;
  /** Only when a query counts its matches (`count(*) OVER ()`). */
  total?: number | string;
}

/** A course's page: the list row with everything its page and brochure show. */
export interface CourseDetailRow extends CourseRow {
  summary: string;
  description: string;
  eligibility: string;
  start_dates: string[];
  syllabus: unknown;
  outcomes: string[];
  instalment_count: number | null;
  instalment_amount: number | null;
  institute_about: string;
  institute_website: string | null;
  institute_course_count: number | string;
}

const COLUMNS = sql`c.id, c.name, c.mode, c.duration_months, c.fee, c.skills, c.updated_at, c.published,
  (SELECT to_char(min(d), 'YYYY-MM-DD') FROM unnest(c.start_dates) AS d WHERE d >= current_date) AS next_start,
  cat.id AS category_id, cat.name AS category_name, cat.slug AS category_slug,
  i.id AS institute_id, i.name AS institute_name, i.slug AS institute_slug, i.logo AS institute_logo,
  i.city AS institute_city`;
const FROM = sql`FROM courses c JOIN course_categories cat ON cat.id = c.category_id
  JOIN institutes i ON i.id = c.institute_id`;

/** Published courses of the vertical matching `where`, in `order`, one page of them with their total. */
async function publishedPage(
  db: Db,
  vertical: Vertical,
  where: SQL,
  order: SQL,
  limit: number,
  offset = 0,
): Promise<CourseRow[]> {
  return db.rows<CourseRow>(
    sql`SELECT ${COLUMNS}, count(*) OVER () AS total ${FROM}
         WHERE c.vertical = ${vertical} AND c.published AND ${where}
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface CourseSearch {
  keyword: string;
  categoryId?: number | undefined;
  mode?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * The tsquery text of a search box's words: each word of letters and digits (so nothing of tsquery's
 * syntax gets through), all of them required, words of three letters or more also as a prefix, so
 * "machine learn" finds "Machine Learning" while the seeker types. Empty when no word is left.
 */
export function searchQueryText(keyword: string): string {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 12)
    .map((w) => (w.length >= 3 ? `${w}:*` : w))
    .join(' & ');
}

/**
 * The course search: full-text on name, skills, category, institute and summary (the trigger-kept
 * `search_vector`), best matches first, then the trending ones.
 */
export function searchCourses(db: Db, vertical: Vertical, s: CourseSearch) {
  const text = searchQueryText(s.keyword);
  const query = sql`to_tsquery('english', ${text})`;
  const where = sql.join(
    [
      text === '' ? sql`true` : sql`c.search_vector @@ ${query}`,
      s.categoryId === undefined ? sql`true` : sql`c.category_id = ${s.categoryId}`,
      s.mode === undefined ? sql`true` : sql`c.mode = ${s.mode}`,
    ],
    sql` AND `,
  );
  const order =
    text === ''
      ? sql`c.trending_score DESC, c.id`
      : sql`ts_rank(c.search_vector, ${query}) DESC, c.trending_score DESC, c.id`;
  return publishedPage(db, vertical, where, order, s.pageSize, s.page * s.pageSize);
}

export const allPublished = (db: Db, vertical: Vertical, page: number, pageSize: number) =>
  publishedPage(db, vertical, sql`true`, sql`c.id`, pageSize, page * pageSize);

export const coursesOfCategory = (db: Db, vertical: Vertical, categoryId: number) =>
  publishedPage(db, vertical, sql`c.category_id = ${categoryId}`, sql`c.trending_score DESC, c.id`, 100);

export const trendingCourses = (db: Db, vertical: Vertical, limit: number) =>
  publishedPage(db, vertical, sql`true`, sql`c.trending_score DESC, c.id`, limit);

export const featuredCourses = (db: Db, vertical: Vertical, limit: number) =>
  publishedPage(db, vertical, sql`c.featured`, sql`c.trending_score DESC, c.id`, limit);

/** Courses sharing the course's category or one of its skills, those sharing most skills first. */
export const similarCourses = (
  db: Db,
  vertical: Vertical,
  course: { id: number; categoryId: number; skills: string[] },
  limit: number,
) =>
  publishedPage(
    db,
    vertical,
    sql`c.id <> ${course.id} AND (c.category_id = ${course.categoryId} OR c.skills && ${arrayParam(course.skills)}::text[])`,
    sql`cardinality(ARRAY(SELECT unnest(c.skills) INTERSECT SELECT unnest(${arrayParam(course.skills)}::text[]))) DESC,
        (c.category_id = ${course.categoryId}) DESC, c.trending_score DESC, c.id`,
    limit,
  );

/** Published courses teaching one of the job's tags (lower-case names), those teaching most first. */
export async function jobReadyCourses(db: Db, vertical: Vertical, jobId: number, limit: number) {
  const job = await firstRow<{ skills: string[] }>(
    db,
    sql`SELECT ARRAY(SELECT lower(t.name) FROM tags t WHERE t.id = ANY(j.tag_ids)) AS skills
          FROM jobs j WHERE j.id = ${jobId} AND j.vertical = ${vertical}`,
  );
  const skills = job?.skills ?? [];
  if (skills.length === 0) return [];
  return publishedPage(
    db,
    vertical,
    sql`c.skills && ${arrayParam(skills)}::text[]`,
    sql`cardinality(ARRAY(SELECT unnest(c.skills) INTERSECT SELECT unnest(${arrayParam(skills)}::text[]))) DESC,
        c.trending_score DESC, c.id`,
    limit,
  );
}

/** The institute's unpublished courses (its preview). */
export const unpublishedOf = (db: Db, vertical: Vertical, instituteId: number) =>
  db.rows<CourseRow>(
    sql`SELECT ${COLUMNS} ${FROM}
         WHERE c.vertical = ${vertical} AND NOT c.published AND c.institute_id = ${instituteId}
         ORDER BY c.id`,
  );

/** A course of the vertical, published or not, with everything its page shows. */
export const courseDetail = (db: Db, vertical: Vertical, id: number) =>
  firstRow<CourseDetailRow>(
    db,
    sql`SELECT ${COLUMNS}, c.summary, c.description, c.eligibility, c.syllabus, c.outcomes,
          ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(c.start_dates) AS d ORDER BY d) AS start_dates,
          c.instalment_count, c.instalment_amount, i.about AS institute_about, i.website AS institute_website,
          (SELECT count(*) FROM courses o WHERE o.institute_id = i.id AND o.published) AS institute_course_count
        ${FROM} WHERE c.vertical = ${vertical} AND c.id = ${id}`,
  );

/** Which of the courses the seeker enquired about, with when. */
export const enquiriesOf = (q: Queryable, seekerId: number, courseIds: readonly number[]) =>
  courseIds.length === 0
    ? Promise.resolve([])
    : q.rows<{ course_id: number; created_at: string | Date }>(
        sql`SELECT course_id, created_at FROM course_enquiries
             WHERE seeker_id = ${seekerId} AND course_id = ANY(${arrayParam(courseIds)}::int[])`,
      );

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  course_count: number | string;
}

/** Categories holding published courses, in their order. */
export const categoriesWithCourses = (db: Db, vertical: Vertical) =>
  db.rows<CategoryRow>(
    sql`SELECT cat.id, cat.name, cat.slug, count(c.id) AS course_count
          FROM course_categories cat JOIN courses c ON c.category_id = cat.id AND c.published
         WHERE cat.vertical = ${vertical}
         GROUP BY cat.id ORDER BY cat.ordering, cat.id`,
  );

export interface InstituteRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  city: string | null;
  about: string;
  website: string | null;
  course_count: number | string;
}

/** Institutes with published courses, by ranking; only the featured ones when asked. */
export const institutesWithCourses = (db: Db, vertical: Vertical, featuredOnly: boolean, limit: number) =>
  db.rows<InstituteRow>(
    sql`SELECT i.id, i.name, i.slug, i.logo, i.city, i.about, i.website, count(c.id) AS course_count
          FROM institutes i JOIN courses c ON c.institute_id = i.id AND c.published
         WHERE i.vertical = ${vertical} AND (${!featuredOnly}::boolean OR i.featured)
         GROUP BY i.id ORDER BY i.ranking DESC, i.id LIMIT ${limit}`,
  );

export interface BannerRow {
  id: number;
  title: string;
  text: string;
  cta_text: string;
  href: string;
  course_id: number | null;
}

/** The vertical's banners; one naming a course shows only while that course is published. */
export const bannersOf = (db: Db, vertical: Vertical) =>
  db.rows<BannerRow>(
    sql`SELECT b.id, b.title, b.text, b.cta_text, b.href, b.course_id FROM course_banners b
         WHERE b.vertical = ${vertical}
           AND (b.course_id IS NULL OR EXISTS (SELECT 1 FROM courses c WHERE c.id = b.course_id AND c.published))
         ORDER BY b.ordering, b.id`,
  );

/** The institute whose preview key hashes to `hash`. */
export const instituteByPreviewHash = (db: Db, vertical: Vertical, hash: string) =>
  firstRow<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM institutes WHERE vertical = ${vertical} AND preview_key_hash = ${hash}`,
  );

/** The published courses among the ids, with their institute's name. */
export const openCourses = (q: Queryable, vertical: Vertical, ids: readonly number[]) =>
  q.rows<{ id: number; name: string; institute_name: string }>(
    sql`SELECT c.id, c.name, i.name AS institute_name FROM courses c JOIN institutes i ON i.id = c.institute_id
         WHERE c.vertical = ${vertical} AND c.published AND c.id = ANY(${arrayParam(ids)}::int[])
         ORDER BY c.id`,
  );

/** Records the enquiries not made before; answers the ids of the new ones. */
export const insertEnquiries = (
  q: Queryable,
  seekerId: number,
  ids: readonly number[],
  refs: { refinv: string | null; reforg: string | null; device: string },
) =>
  q.rows<{ course_id: number }>(
    sql`INSERT INTO course_enquiries (seeker_id, course_id, refinv, reforg, device)
        SELECT ${seekerId}, id, ${refs.refinv}, ${refs.reforg}, ${refs.device}
          FROM unnest(${arrayParam(ids)}::int[]) AS id
        ON CONFLICT (seeker_id, course_id) DO NOTHING RETURNING course_id`,
  );

/** An enquiry raises its course in the trending order; the course's content is unchanged. */
export async function bumpTrending(q: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await q.rows(
      sql`UPDATE courses SET trending_score = trending_score + 1 WHERE id = ANY(${arrayParam(ids)}::int[])`,
    );
}

export const seekerContact = (q: Queryable, seekerId: number) =>
  firstRow<{ name: string; email: string }>(q, sql`SELECT name, email FROM seekers WHERE id = ${seekerId}`);

export const courseExists = async (db: Db, vertical: Vertical, id: number) =>
  (await countOf(db, sql`SELECT count(*) AS n FROM courses WHERE id = ${id} AND vertical = ${vertical}`)) > 0;

// The internal API.

export interface InstituteAdminRow {
  id: number;
  name: string;
  slug: string;
  city: string | null;
  featured: boolean;
  has_preview_key: boolean;
  published: number | string;
  unpublished: number | string;
  enquiries: number | string;
}

export const instituteList = (db: Db, vertical: Vertical) =>
  db.rows<InstituteAdminRow>(
    sql`SELECT i.id, i.name, i.slug, i.city, i.featured, i.preview_key_hash IS NOT NULL AS has_preview_key,
          (SELECT count(*) FROM courses c WHERE c.institute_id = i.id AND c.published) AS published,
          (SELECT count(*) FROM courses c WHERE c.institute_id = i.id AND NOT c.published) AS unpublished,
          (SELECT count(*) FROM course_enquiries e JOIN courses c ON c.id = e.course_id
            WHERE c.institute_id = i.id) AS enquiries
          FROM institutes i WHERE i.vertical = ${vertical} ORDER BY i.ranking DESC, i.id`,
  );

export const instituteOf = (db: Db, vertical: Vertical, id: number) =>
  firstRow<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM institutes WHERE id = ${id} AND vertical = ${vertical}`,
  );

export interface EnquiryAdminRow {
  id: number;
  course_id: number;
  course_name: string;
  seeker_id: number;
  seeker_name: string;
  email: string;
  phone: string | null;
  country_code: string;
  refinv: string | null;
  reforg: string | null;
  device: string;
  created_at: string | Date;
}

/** The enquiries an institute received, newest first. */
export const enquiriesOfInstitute = (db: Db, instituteId: number, limit: number) =>
  db.rows<EnquiryAdminRow>(
    sql`SELECT e.id, c.id AS course_id, c.name AS course_name, s.id AS seeker_id, s.name AS seeker_name,
          s.email, s.phone, s.country_code, e.refinv, e.reforg, e.device, e.created_at
          FROM course_enquiries e JOIN courses c ON c.id = e.course_id JOIN seekers s ON s.id = e.seeker_id
         WHERE c.institute_id = ${instituteId}
         ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`,
  );

export async function setPreviewHash(db: Db, instituteId: number, hash: string): Promise<void> {
  await db.rows(sql`UPDATE institutes SET preview_key_hash = ${hash} WHERE id = ${instituteId}`);
}
