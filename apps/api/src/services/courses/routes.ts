/**
 * The courses service (calls.md 7.11, decision 0032), below each vertical's base at `v2/` (the client's
 * `coursesV2` service): course search and lists, the learning home page's slots, course pages and
 * brochures, unpublished courses through an institute's preview key, and course enquiries. The internal
 * API's institute calls (`courseInternalRoutes`) list institutes and their enquiries and issue preview keys.
 */
import { createHash } from 'node:crypto';
import {
  CourseEnquiryBody,
  CourseIdParams,
  LEARNING_SLOT_TITLES,
  SELECT_A_COURSE,
} from '@jobsite/domain/calls';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { ownBodyAnswers, parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { bearerOf, requireSeeker, SESSION_MESSAGES, type SeekerVariables } from '../auth/guard.ts';
import type { Sender } from '../auth/outbox.ts';
import { withinLimit } from '../auth/rate-limit.ts';
import { authenticate, type SessionSettings } from '../auth/sessions.ts';
import { ttlCache } from '../ttl-cache.ts';
import { brochureFileName, brochurePdf } from './pdf.ts';
import {
  allPublished,
  bannersOf,
  categoriesWithCourses,
  courseDetail,
  courseExists,
  coursesOfCategory,
  enquiriesOf,
  enquiriesOfInstitute,
  featuredCourses,
  type InstituteRow,
  instituteList,
  instituteOf,
  institutesWithCourses,
  jobReadyCourses,
  searchCourses,
  setPreviewHash,
  similarCourses,
  trendingCourses,
  unpublishedOf,
} from './queries.ts';
import {
  COURSE_OK,
  EnquiryError,
  enquire,
  hashKey,
  newPreviewKey,
  previewInstitute,
  summariesFor,
  toDetail,
  totalOf,
  viewerOf,
} from './service.ts';

/** What the routes read of the app's deps: the database, sessions, the brand sites and the mail sender. */
interface CourseDeps {
  db: Db;
  sessions: SessionSettings;
  siteOrigins: Partial<Record<Vertical, string>>;
  send?: Sender | undefined;
}

/** How many courses or institutes each home-page slot and side list shows. */
const SLOT_SIZE = 12;
const SIMILAR_SIZE = 8;
const JOB_READY_SIZE = 6;
/**
 * A job's job-ready courses are the same for everyone (each person's marks are added after): read at
 * most once a minute per job, as long as the job page that shows them is public (`publicCache(60)`),
 * for about the job pages a process serves in a minute.
 */
const JOB_READY_TTL_MS = 60_000;
const JOB_READY_CACHED = 5_000;
/** A person enquires about a few courses a day; more an hour is a script. */
const ENQUIRIES_PER_HOUR = 30;

const BrochureQuery = v.object({ key: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) });

const institute = (r: InstituteRow) => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  logo: r.logo,
  city: r.city,
  about: r.about,
  website: r.website,
  courseCount: r.courseCount,
});

/** Public lists may be cached briefly; answers for a signed-in seeker are theirs alone. */
const cacheFor = (c: Context, seekerId: number | null) =>
  c.header('Cache-Control', seekerId === null ? 'public, max-age=60' : 'private, no-store');

export function courseRoutes(auth: CourseDeps, vertical: Vertical) {
  const { db, sessions } = auth;
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const bearerSeeker = requireSeeker(db, sessions, vertical, 'bearer');
  const viewer = (c: Context, userId: number) => viewerOf(c, db, sessions, vertical, userId);

  route(app, 'GET course/unpublish', async (c, { query: { key } }) => {
    const owner = await previewInstitute(db, vertical, key);
    const rows = await unpublishedOf(db, vertical, owner.id);
    c.header('Cache-Control', 'private, no-store');
    return {
      ...COURSE_OK,
      title: owner.name,
      total: rows.length,
      data: await summariesFor(db, rows, null),
    };
  });

  route(app, 'GET course/unpublish/{id}/detail', async (c, { params: { id }, query: { key } }) => {
    const owner = await previewInstitute(db, vertical, key);
    const row = await courseDetail(db, vertical, id);
    if (!row || row.published || row.instituteId !== owner.id) throw new HttpError(404, 'Course not found');
    c.header('Cache-Control', 'private, no-store');
    return { ...COURSE_OK, data: toDetail(row) };
  });

  route(app, 'GET course/{userId}/search', async (c, { params: { userId }, query: q }) => {
    const seekerId = await viewer(c, userId);
    const rows = await searchCourses(db, vertical, {
      keyword: q.keyword,
      categoryId: q.cat,
      mode: q.mode,
      page: q.page,
      pageSize: q.pageSize,
    });
    cacheFor(c, seekerId);
    return {
      ...COURSE_OK,
      total: totalOf(rows),
      page: q.page,
      data: await summariesFor(db, rows, seekerId),
    };
  });

  route(app, 'GET courses-list', async (c, { query: { page, pageSize } }) => {
    const rows = await allPublished(db, vertical, page, pageSize);
    cacheFor(c, null);
    return { ...COURSE_OK, total: totalOf(rows), page, data: await summariesFor(db, rows, null) };
  });

  route(app, 'GET courses/{categoryId}', async (c, { params: { categoryId } }) => {
    const rows = await coursesOfCategory(db, vertical, categoryId);
    cacheFor(c, null);
    return {
      ...COURSE_OK,
      ...(rows[0] ? { title: rows[0].categoryName } : {}),
      total: totalOf(rows),
      data: await summariesFor(db, rows, null),
    };
  });

  route(app, 'GET homePage/allcat', async (c) => {
    const rows = await categoriesWithCourses(db, vertical);
    cacheFor(c, null);
    return {
      ...COURSE_OK,
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        courseCount: r.courseCount,
      })),
    };
  });

  route(app, 'GET homepage/topinstitute', async (c) => {
    const rows = await institutesWithCourses(db, vertical, false, SLOT_SIZE);
    cacheFor(c, null);
    return { ...COURSE_OK, title: LEARNING_SLOT_TITLES.institutes, data: rows.map(institute) };
  });

  route(app, 'GET billboard/featured-institutes', async (c) => {
    const rows = await institutesWithCourses(db, vertical, true, SLOT_SIZE);
    cacheFor(c, null);
    return { ...COURSE_OK, title: LEARNING_SLOT_TITLES.institutes, data: rows.map(institute) };
  });

  route(app, 'GET homepage/trending', async (c) => {
    const rows = await trendingCourses(db, vertical, SLOT_SIZE);
    cacheFor(c, null);
    return {
      ...COURSE_OK,
      title: LEARNING_SLOT_TITLES.trending,
      data: await summariesFor(db, rows, null),
    };
  });

  route(app, 'GET homepage/featured', async (c) => {
    const rows = await featuredCourses(db, vertical, SLOT_SIZE);
    cacheFor(c, null);
    return {
      ...COURSE_OK,
      title: LEARNING_SLOT_TITLES.featured,
      data: await summariesFor(db, rows, null),
    };
  });

  route(app, 'GET homepage/banner', async (c) => {
    const rows = await bannersOf(db, vertical);
    cacheFor(c, null);
    return {
      ...COURSE_OK,
      data: rows.map((b) => ({
        id: b.id,
        title: b.title,
        text: b.text,
        ctaText: b.ctaText,
        href: b.href,
        courseId: b.courseId,
      })),
    };
  });

  route(app, 'GET course/{id}/similar', async (c, { params: { id } }) => {
    const course = await courseDetail(db, vertical, id);
    const rows =
      course?.published === true
        ? await similarCourses(
            db,
            vertical,
            { id, categoryId: course.categoryId, skills: course.skills },
            SIMILAR_SIZE,
          )
        : [];
    cacheFor(c, null);
    return { ...COURSE_OK, data: await summariesFor(db, rows, null) };
  });

  const jobReady = ttlCache<number, Awaited<ReturnType<typeof jobReadyCourses>>>(
    JOB_READY_TTL_MS,
    JOB_READY_CACHED,
  );
  route(app, 'GET course/{userId}/jobready/{jobId}', async (c, { params: { userId, jobId } }) => {
    const seekerId = await viewer(c, userId);
    const rows = await jobReady(jobId, () => jobReadyCourses(db, vertical, jobId, JOB_READY_SIZE));
    cacheFor(c, seekerId);
    return { ...COURSE_OK, data: await summariesFor(db, rows, seekerId) };
  });

  // refinv and reforg are checked (by the contract's query) and accepted; the enquiry records attribution.
  route(app, 'GET course/{userId}/user/{id}/detail', async (c, { params: { userId, id } }) => {
    const seekerId = await viewer(c, userId);
    const row = await courseDetail(db, vertical, id);
    if (!row?.published) throw new HttpError(404, 'Course not found');
    const data = toDetail(row);
    if (seekerId !== null) data.enquired = (await enquiriesOf(db, seekerId, [id])).length > 0;
    cacheFor(c, seekerId);
    return { ...COURSE_OK, data };
  });

  app.get('/v2/course/:id/brochure', async (c) => {
    const { id } = parseParams(c, CourseIdParams);
    const { key } = parseQuery(c, BrochureQuery);
    const row = await courseDetail(db, vertical, id);
    if (!row) throw new HttpError(404, 'Course not found');
    if (!row.published) {
      const owner = key ? await previewInstitute(db, vertical, key).catch(() => undefined) : undefined;
      if (owner?.id !== row.instituteId) throw new HttpError(404, 'Course not found');
    }
    const course = toDetail(row);
    // The brochure is made from the course's page alone, so the page's hash names its version.
    const etag = `"brochure-${course.id}-${createHash('sha256').update(JSON.stringify(course)).digest('base64url').slice(0, 22)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', row.published ? 'public, max-age=3600' : 'private, no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const pdf = await brochurePdf(course);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${brochureFileName(course)}"`);
    return c.body(new Uint8Array(pdf));
  });

  route(app, 'GET course/{id}/enquiry', bearerSeeker, async (c, { params: { id } }) => {
    if (!(await courseExists(db, vertical, id))) throw new HttpError(404, 'Course not found');
    const [enquiry] = await enquiriesOf(db, c.get('seekerId'), [id]);
    c.header('Cache-Control', 'private, no-store');
    return {
      ...COURSE_OK,
      data: {
        enquired: enquiry !== undefined,
        enquiredAt: enquiry ? enquiry.createdAt.toISOString() : null,
      },
    };
  });

  route(app, 'GET course/{userId}/{ids}/checkappliedcourses', async (c, { params: { userId, ids } }) => {
    const seekerId = await viewer(c, userId);
    const found = seekerId === null ? [] : await enquiriesOf(db, seekerId, ids);
    const enquired = new Set(found.map((e) => e.courseId));
    c.header('Cache-Control', 'private, no-store');
    return { ...COURSE_OK, data: { enquired: ids.filter((id) => enquired.has(id)) } };
  });

  // Every failure of the enquiry answers `{ status, error_msg }` with that HTTP status (calls.md 8).
  app.post('/v2/courseenquiry', ownBodyAnswers, async (c) => {
    try {
      const session = await authenticate(db, sessions, vertical, bearerOf(c));
      if (!session.ok) throw new EnquiryError(session.status, SESSION_MESSAGES[session.status]);
      const body = await parseBody(c, CourseEnquiryBody).catch((err: unknown) => {
        if (err instanceof HttpError && err.message.endsWith(SELECT_A_COURSE))
          throw new EnquiryError(400, SELECT_A_COURSE);
        throw err;
      });
      if (!(await withinLimit(db, `course-enquiries:seeker:${session.seekerId}`, ENQUIRIES_PER_HOUR, 3600)))
        throw new EnquiryError(429, 'Too many enquiries. Please try again in an hour.');
      const result = await enquire(db, vertical, session.seekerId, body, auth.send);
      const message =
        result.enquired.length === 0
          ? 'You have already enquired about this course. The institute will contact you soon'
          : 'Thank you for your enquiry. The institute will contact you soon';
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 200, message, data: result });
    } catch (err) {
      if (err instanceof EnquiryError || err instanceof HttpError)
        return c.json({ status: err.status, error_msg: err.message }, err.status);
      throw err;
    }
  });

  return app;
}

const EnquiriesQuery = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(1000)),
    '200',
  ),
});

/** Mounted on the internal API, behind its admin key: institutes, their enquiries, preview keys. */
export function courseInternalRoutes(auth: Pick<CourseDeps, 'db' | 'siteOrigins'>, vertical: Vertical) {
  const { db } = auth;
  const app = new Hono({ strict: false });

  app.get('/institutes', async (c) => {
    const rows = await instituteList(db, vertical);
    return c.json({
      institutes: rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        city: r.city,
        featured: r.featured,
        hasPreviewKey: r.hasPreviewKey,
        courses: { published: r.published, unpublished: r.unpublished },
        enquiries: r.enquiries,
      })),
    });
  });

  app.get('/institutes/:id/enquiries', async (c) => {
    const { id } = parseParams(c, CourseIdParams);
    const { limit } = parseQuery(c, EnquiriesQuery);
    const owner = await instituteOf(db, vertical, id);
    if (!owner) throw new HttpError(404, 'Institute not found');
    const rows = await enquiriesOfInstitute(db, id, limit);
    return c.json({
      institute: { id: owner.id, name: owner.name },
      enquiries: rows.map((r) => ({
        id: r.id,
        course: { id: r.courseId, name: r.courseName },
        seeker: {
          id: r.seekerId,
          name: r.seekerName,
          email: r.email,
          phone: r.phone ? `${r.countryCode} ${r.phone}` : null,
        },
        refinv: r.refinv,
        reforg: r.reforg,
        device: r.device,
        createdAt: r.createdAt.toISOString(),
      })),
    });
  });

  // A new key replaces the old one at once: links with the old key stop working.
  app.post('/institutes/:id/preview-key', async (c) => {
    const { id } = parseParams(c, CourseIdParams);
    const owner = await instituteOf(db, vertical, id);
    if (!owner) throw new HttpError(404, 'Institute not found');
    const key = newPreviewKey();
    await setPreviewHash(db, id, hashKey(key));
    const origin = auth.siteOrigins[vertical] ?? '';
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        institute: { id: owner.id, name: owner.name },
        key,
        previewUrl: `${origin}/learning/preview?key=${encodeURIComponent(key)}`,
      },
      201,
    );
  });

  return app;
}
