/** The learning section's queries (decision 0032): courses, categories, institutes, banners, enquiries. */
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  courseBanners,
  courseCategories,
  courseEnquiries,
  courses,
  institutes,
  jobs,
  seekers,
  tags,
} from '../../db/schema.ts';
import { arrayParam, countOf } from '../query.ts';

/** A course as lists show it, with its category and institute. */
const COLUMNS = {
  id: courses.id,
  name: courses.name,
  mode: courses.mode,
  durationMonths: courses.durationMonths,
  fee: courses.fee,
  skills: courses.skills,
  updatedAt: courses.updatedAt,
  published: courses.published,
  /** The first start date from today, `YYYY-MM-DD`. */
  nextStart: sql<
    string | null
  >`(SELECT to_char(min(d), 'YYYY-MM-DD') FROM unnest(${courses.startDates}) AS d WHERE d >= current_date)`,
  categoryId: courseCategories.id,
  categoryName: courseCategories.name,
  categorySlug: courseCategories.slug,
  instituteId: institutes.id,
  instituteName: institutes.name,
  instituteSlug: institutes.slug,
  instituteLogo: institutes.logo,
  instituteCity: institutes.city,
};

/** How a course joins its category and its institute. */
const OF_CATEGORY = eq(courseCategories.id, courses.categoryId);
const OF_INSTITUTE = eq(institutes.id, courses.instituteId);

/** Published courses of the vertical matching `where`, in `order`, one page of them with their total. */
const publishedPage = (
  db: Db,
  vertical: Vertical,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
) =>
  db.orm
    .select({ ...COLUMNS, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(courses)
    .innerJoin(courseCategories, OF_CATEGORY)
    .innerJoin(institutes, OF_INSTITUTE)
    .where(and(eq(courses.vertical, vertical), courses.published, where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/** A course of a list (`total`: the matches of its page's query). */
export type CourseRow = Awaited<ReturnType<typeof unpublishedOf>>[number];
export type CountedCourseRow = Awaited<ReturnType<typeof publishedPage>>[number];

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

const TRENDING = [desc(courses.trendingScore), asc(courses.id)];

/**
 * The course search: full-text on name, skills, category, institute and summary (the trigger-kept
 * `search_vector`), best matches first, then the trending ones.
 */
export function searchCourses(db: Db, vertical: Vertical, s: CourseSearch) {
  const text = searchQueryText(s.keyword);
  const query = sql`to_tsquery('english', ${text})`;
  const where = and(
    text === '' ? undefined : sql`${courses.searchVector} @@ ${query}`,
    s.categoryId === undefined ? undefined : eq(courses.categoryId, s.categoryId),
    s.mode === undefined ? undefined : sql`${courses.mode} = ${s.mode}`,
  );
  const order = text === '' ? TRENDING : [sql`ts_rank(${courses.searchVector}, ${query}) DESC`, ...TRENDING];
  return publishedPage(db, vertical, where, order, s.pageSize, s.page * s.pageSize);
}

export const allPublished = (db: Db, vertical: Vertical, page: number, pageSize: number) =>
  publishedPage(db, vertical, undefined, [asc(courses.id)], pageSize, page * pageSize);

export const coursesOfCategory = (db: Db, vertical: Vertical, categoryId: number) =>
  publishedPage(db, vertical, eq(courses.categoryId, categoryId), TRENDING, 100);

export const trendingCourses = (db: Db, vertical: Vertical, limit: number) =>
  publishedPage(db, vertical, undefined, TRENDING, limit);

export const featuredCourses = (db: Db, vertical: Vertical, limit: number) =>
  publishedPage(db, vertical, eq(courses.featured, true), TRENDING, limit);

/** How many of `skills` the course teaches, for ordering. */
const sharedSkills = (skills: readonly string[]) =>
  sql`cardinality(ARRAY(SELECT unnest(${courses.skills}) INTERSECT SELECT unnest(${arrayParam(skills)}::text[]))) DESC`;

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
    and(
      ne(courses.id, course.id),
      or(
        eq(courses.categoryId, course.categoryId),
        sql`${courses.skills} && ${arrayParam(course.skills)}::text[]`,
      ),
    ),
    [sharedSkills(course.skills), sql`(${courses.categoryId} = ${course.categoryId}) DESC`, ...TRENDING],
    limit,
  );

/** Published courses teaching one of the job's tags (lower-case names), those teaching most first. */
export async function jobReadyCourses(db: Db, vertical: Vertical, jobId: number, limit: number) {
  const skills = (
    await db.orm
      .select({ skill: sql<string>`lower(${tags.name})` })
      .from(jobs)
      .innerJoin(tags, sql`${tags.id} = ANY(${jobs.tagIds})`)
      .where(and(eq(jobs.id, jobId), eq(jobs.vertical, vertical)))
  ).map((t) => t.skill);
  if (skills.length === 0) return [];
  return publishedPage(
    db,
    vertical,
    arrayOverlaps(courses.skills, skills),
    [sharedSkills(skills), ...TRENDING],
    limit,
  );
}

/** The institute's unpublished courses (its preview). */
export const unpublishedOf = (db: Db, vertical: Vertical, instituteId: number) =>
  db.orm
    .select(COLUMNS)
    .from(courses)
    .innerJoin(courseCategories, OF_CATEGORY)
    .innerJoin(institutes, OF_INSTITUTE)
    .where(and(eq(courses.vertical, vertical), not(courses.published), eq(courses.instituteId, instituteId)))
    .orderBy(asc(courses.id));

/** Another course of the same institute, for its count. */
const sibling = alias(courses, 'o');

/** A course of the vertical, published or not, with everything its page shows. */
export const courseDetail = async (db: Db, vertical: Vertical, id: number) =>
  (
    await db.orm
      .select({
        ...COLUMNS,
        summary: courses.summary,
        description: courses.description,
        eligibility: courses.eligibility,
        syllabus: courses.syllabus,
        outcomes: courses.outcomes,
        startDates: sql<
          string[]
        >`ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(${courses.startDates}) AS d ORDER BY d)`,
        instalmentCount: courses.instalmentCount,
        instalmentAmount: courses.instalmentAmount,
        instituteAbout: institutes.about,
        instituteWebsite: institutes.website,
        instituteCourseCount: sql<number>`${db.orm
          .select({ n: count() })
          .from(sibling)
          .where(and(eq(sibling.instituteId, institutes.id), sibling.published))}`.mapWith(Number),
      })
      .from(courses)
      .innerJoin(courseCategories, OF_CATEGORY)
      .innerJoin(institutes, OF_INSTITUTE)
      .where(and(eq(courses.vertical, vertical), eq(courses.id, id)))
  )[0];

/** A course's page: the list row with everything its page and brochure show. */
export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof courseDetail>>>;

/** Which of the courses the seeker enquired about, with when. */
export const enquiriesOf = async (q: Queryable, seekerId: number, courseIds: readonly number[]) =>
  courseIds.length === 0
    ? []
    : await q.orm
        .select({ courseId: courseEnquiries.courseId, createdAt: courseEnquiries.createdAt })
        .from(courseEnquiries)
        .where(
          and(eq(courseEnquiries.seekerId, seekerId), inArray(courseEnquiries.courseId, [...courseIds])),
        );

/** Categories holding published courses, in their order. */
export const categoriesWithCourses = (db: Db, vertical: Vertical) =>
  db.orm
    .select({
      id: courseCategories.id,
      name: courseCategories.name,
      slug: courseCategories.slug,
      courseCount: count(courses.id),
    })
    .from(courseCategories)
    .innerJoin(courses, and(eq(courses.categoryId, courseCategories.id), courses.published))
    .where(eq(courseCategories.vertical, vertical))
    .groupBy(courseCategories.id)
    .orderBy(asc(courseCategories.ordering), asc(courseCategories.id));

/** Institutes with published courses, by ranking; only the featured ones when asked. */
export const institutesWithCourses = (db: Db, vertical: Vertical, featuredOnly: boolean, limit: number) =>
  db.orm
    .select({
      id: institutes.id,
      name: institutes.name,
      slug: institutes.slug,
      logo: institutes.logo,
      city: institutes.city,
      about: institutes.about,
      website: institutes.website,
      courseCount: count(courses.id),
    })
    .from(institutes)
    .innerJoin(courses, and(eq(courses.instituteId, institutes.id), courses.published))
    .where(and(eq(institutes.vertical, vertical), featuredOnly ? eq(institutes.featured, true) : undefined))
    .groupBy(institutes.id)
    .orderBy(desc(institutes.ranking), asc(institutes.id))
    .limit(limit);

export type InstituteRow = Awaited<ReturnType<typeof institutesWithCourses>>[number];

/** The vertical's banners; one naming a course shows only while that course is published. */
export const bannersOf = (db: Db, vertical: Vertical) =>
  db.orm
    .select({
      id: courseBanners.id,
      title: courseBanners.title,
      text: courseBanners.text,
      ctaText: courseBanners.ctaText,
      href: courseBanners.href,
      courseId: courseBanners.courseId,
    })
    .from(courseBanners)
    .where(
      and(
        eq(courseBanners.vertical, vertical),
        or(
          isNull(courseBanners.courseId),
          exists(
            db.orm
              .select({ one: sql`1` })
              .from(courses)
              .where(and(eq(courses.id, courseBanners.courseId), courses.published)),
          ),
        ),
      ),
    )
    .orderBy(asc(courseBanners.ordering), asc(courseBanners.id));

/** The institute whose preview key hashes to `hash`. */
export const instituteByPreviewHash = async (db: Db, vertical: Vertical, hash: string) =>
  (
    await db.orm
      .select({ id: institutes.id, name: institutes.name })
      .from(institutes)
      .where(and(eq(institutes.vertical, vertical), eq(institutes.previewKeyHash, hash)))
  )[0];

/** The published courses among the ids, with their institute's name. */
export const openCourses = (q: Queryable, vertical: Vertical, ids: readonly number[]) =>
  q.orm
    .select({ id: courses.id, name: courses.name, instituteName: institutes.name })
    .from(courses)
    .innerJoin(institutes, eq(institutes.id, courses.instituteId))
    .where(and(eq(courses.vertical, vertical), courses.published, inArray(courses.id, [...ids])))
    .orderBy(asc(courses.id));

/** Records the enquiries not made before; answers the ids of the new ones. */
export const insertEnquiries = async (
  q: Queryable,
  seekerId: number,
  ids: readonly number[],
  refs: { refinv: string | null; reforg: string | null; device: string },
) =>
  ids.length === 0
    ? []
    : await q.orm
        .insert(courseEnquiries)
        .values(ids.map((courseId) => ({ seekerId, courseId, ...refs })))
        .onConflictDoNothing({ target: [courseEnquiries.seekerId, courseEnquiries.courseId] })
        .returning({ courseId: courseEnquiries.courseId });

/** An enquiry raises its course in the trending order; the course's content is unchanged. */
export async function bumpTrending(q: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await q.orm
      .update(courses)
      .set({ trendingScore: sql`${courses.trendingScore} + 1` })
      .where(inArray(courses.id, [...ids]));
}

export const courseExists = async (db: Db, vertical: Vertical, id: number) =>
  (await countOf(db, sql`SELECT count(*) AS n FROM courses WHERE id = ${id} AND vertical = ${vertical}`)) > 0;

// The internal API.

/**
 * The vertical's institutes with their course and enquiry counts. (A single-table select names its own
 * columns bare, so the counts' subqueries are built whole, where every column keeps its table.)
 */
export const instituteList = (db: Db, vertical: Vertical) =>
  db.orm
    .select({
      id: institutes.id,
      name: institutes.name,
      slug: institutes.slug,
      city: institutes.city,
      featured: institutes.featured,
      hasPreviewKey: sql<boolean>`${institutes.previewKeyHash} IS NOT NULL`,
      published: db.orm.$count(courses, and(eq(courses.instituteId, institutes.id), courses.published)),
      unpublished: db.orm.$count(
        courses,
        and(eq(courses.instituteId, institutes.id), not(courses.published)),
      ),
      enquiries: db.orm.$count(
        courseEnquiries,
        inArray(
          courseEnquiries.courseId,
          db.orm.select({ id: courses.id }).from(courses).where(eq(courses.instituteId, institutes.id)),
        ),
      ),
    })
    .from(institutes)
    .where(eq(institutes.vertical, vertical))
    .orderBy(desc(institutes.ranking), asc(institutes.id));

export const instituteOf = async (db: Db, vertical: Vertical, id: number) =>
  (
    await db.orm
      .select({ id: institutes.id, name: institutes.name })
      .from(institutes)
      .where(and(eq(institutes.id, id), eq(institutes.vertical, vertical)))
  )[0];

/** The enquiries an institute received, newest first. */
export const enquiriesOfInstitute = (db: Db, instituteId: number, limit: number) =>
  db.orm
    .select({
      id: courseEnquiries.id,
      courseId: courses.id,
      courseName: courses.name,
      seekerId: seekers.id,
      seekerName: seekers.name,
      email: seekers.email,
      phone: seekers.phone,
      countryCode: seekers.countryCode,
      refinv: courseEnquiries.refinv,
      reforg: courseEnquiries.reforg,
      device: courseEnquiries.device,
      createdAt: courseEnquiries.createdAt,
    })
    .from(courseEnquiries)
    .innerJoin(courses, eq(courses.id, courseEnquiries.courseId))
    .innerJoin(seekers, eq(seekers.id, courseEnquiries.seekerId))
    .where(eq(courses.instituteId, instituteId))
    .orderBy(desc(courseEnquiries.createdAt), desc(courseEnquiries.id))
    .limit(limit);

export async function setPreviewHash(db: Db, instituteId: number, hash: string): Promise<void> {
  await db.orm.update(institutes).set({ previewKeyHash: hash }).where(eq(institutes.id, instituteId));
}
