/**
 * The learning section (calls.md 7.11, decision 0032): answers of the course lists and pages, the
 * `{userId}` rule of the course paths, course enquiries and institutes' preview keys.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CourseDetail, CourseSummary } from '@jobsite/domain/answers';
import { COURSE_LIST_OK } from '@jobsite/domain/answers';
import { coursePath, SELECT_A_COURSE } from '@jobsite/domain/calls';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { bearerOf, SESSION_MESSAGES } from '../auth/guard.ts';
import type { Sender } from '../auth/outbox.ts';
import { insertOutboxMessage, markOutboxSent } from '../auth/queries/outbox.ts';
import { seekerContact } from '../auth/queries/seekers.ts';
import { authenticate, type SessionSettings } from '../auth/sessions.ts';
import {
  bumpTrending,
  type CountedCourseRow,
  type CourseDetailRow,
  type CourseRow,
  enquiriesOf,
  insertEnquiries,
  instituteByPreviewHash,
  openCourses,
} from './queries.ts';

/** The code of every courses-service answer (calls.md section 8). */
export const COURSE_OK = { code: 10200, message: COURSE_LIST_OK } as const;

/**
 * The `{userId}` of a course path: `0` is a visitor who is not signed in (answers carry no `enquired`);
 * any other id must be the seeker of the bearer token: 401 without one (406/418 for an expired or
 * ended session), 403 for another seeker's id. Answers the seeker's id, or null for a visitor.
 */
export async function viewerOf(
  c: Context,
  db: Db,
  sessions: SessionSettings,
  vertical: Vertical,
  userId: number,
): Promise<number | null> {
  if (userId === 0) return null;
  const session = await authenticate(db, sessions, vertical, bearerOf(c));
  if (!session.ok) throw new HttpError(session.status, SESSION_MESSAGES[session.status]);
  if (session.seekerId !== userId) throw new HttpError(403, 'These courses are for another account');
  return session.seekerId;
}

function toSummary(row: CourseRow): CourseSummary {
  const category = { id: row.categoryId, name: row.categoryName, slug: row.categorySlug };
  return {
    id: row.id,
    name: row.name,
    path: coursePath({ id: row.id, category }),
    category,
    institute: {
      id: row.instituteId,
      name: row.instituteName,
      slug: row.instituteSlug,
      logo: row.instituteLogo,
      city: row.instituteCity,
    },
    mode: row.mode,
    durationMonths: row.durationMonths,
    fee: row.fee,
    nextStart: row.nextStart,
    skills: row.skills,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const syllabusOf = (value: unknown): CourseDetail['syllabus'] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed)
    ? parsed.map((m: { title?: unknown; topics?: unknown }) => ({
        title: String(m.title ?? ''),
        topics: Array.isArray(m.topics) ? m.topics.map(String) : [],
      }))
    : [];
};

export function toDetail(row: CourseDetailRow): CourseDetail {
  const summary = toSummary(row);
  return {
    ...summary,
    institute: {
      ...summary.institute,
      about: row.instituteAbout,
      website: row.instituteWebsite,
      courseCount: row.instituteCourseCount,
    },
    summary: row.summary,
    description: row.description,
    eligibility: row.eligibility,
    syllabus: syllabusOf(row.syllabus),
    outcomes: row.outcomes,
    startDates: row.startDates,
    instalments:
      row.instalmentCount === null || row.instalmentAmount === null
        ? null
        : { count: row.instalmentCount, amount: row.instalmentAmount },
    hasBrochure: true,
    published: row.published,
  };
}

/** Course summaries; for a signed-in seeker each says whether they enquired about it. */
export async function summariesFor(
  db: Db,
  rows: CourseRow[],
  seekerId: number | null,
): Promise<CourseSummary[]> {
  const courses = rows.map(toSummary);
  if (seekerId === null) return courses;
  const enquired = new Set(
    (
      await enquiriesOf(
        db,
        seekerId,
        courses.map((c) => c.id),
      )
    ).map((e) => e.courseId),
  );
  return courses.map((c) => ({ ...c, enquired: enquired.has(c.id) }));
}

/** The total of a counted page (`count(*) OVER ()`), 0 when it is empty. */
export const totalOf = (rows: CountedCourseRow[]) => rows[0]?.total ?? 0;

// Preview keys.

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new preview key: 32 random bytes, base64url. Only its sha256 is stored. */
export const newPreviewKey = () => randomBytes(32).toString('base64url');

/** The institute the preview key belongs to; a wrong key is a 404 that reveals nothing. */
export async function previewInstitute(db: Db, vertical: Vertical, key: string) {
  const institute = await instituteByPreviewHash(db, vertical, hashKey(key));
  if (!institute) throw new HttpError(404, 'This preview link is not valid');
  return { id: institute.id, name: institute.name };
}

// Enquiries.

/** A failed course enquiry: answered as `{ status, error_msg }` (calls.md section 8). */
export class EnquiryError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.status = status;
  }
}

export interface EnquiryInput {
  courseIds: number[];
  toSkipIds: number[];
  refinv?: string | undefined;
  reforg?: string | undefined;
  device: string;
}

export interface EnquiryResult {
  enquired: number[];
  alreadyEnquired: number[];
}

/**
 * Records the seeker's enquiries about the courses (less those to skip). Idempotent per seeker and
 * course: a course enquired before is answered as already enquired. New enquiries raise their courses'
 * trending score and send the seeker one confirmation through the outbox.
 */
export async function enquire(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  input: EnquiryInput,
  send: Sender | undefined,
): Promise<EnquiryResult> {
  const skip = new Set(input.toSkipIds);
  const ids = [...new Set(input.courseIds.filter((id) => !skip.has(id)))];
  if (ids.length === 0) throw new EnquiryError(400, SELECT_A_COURSE);
  const { result, message } = await db.transaction(async (tx) => {
    const open = await openCourses(tx, vertical, ids);
    const known = new Set(open.map((c) => c.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new EnquiryError(
        400,
        unknown.length === 1
          ? `Course ${unknown[0]} is not open for enquiries`
          : `Courses ${unknown.join(', ')} are not open for enquiries`,
      );
    }
    const fresh = new Set(
      (
        await insertEnquiries(tx, seekerId, ids, {
          refinv: input.refinv || null,
          reforg: input.reforg || null,
          device: input.device || 'Web',
        })
      ).map((r) => r.courseId),
    );
    const enquired = ids.filter((id) => fresh.has(id));
    const alreadyEnquired = ids.filter((id) => !fresh.has(id));
    await bumpTrending(tx, enquired);
    let message: { id: number; recipient: string; subject: string; body: string } | undefined;
    const seeker = await seekerContact(tx, seekerId);
    if (enquired.length > 0 && seeker) {
      const courses = open.filter((c) => fresh.has(c.id));
      const subject =
        courses.length === 1
          ? `Your enquiry about ${courses[0]?.name}`
          : `Your enquiry about ${courses.length} courses`;
      const body = [
        `Hi ${seeker.name},`,
        'Thank you for your interest. We have passed your enquiry to the institutes below, and they will contact you about admission, fees and start dates:',
        ...courses.map((c) => `- ${c.name}, ${c.instituteName}`),
        'You need not reply to this message.',
      ].join('\n\n');
      const id = await insertOutboxMessage(tx, {
        vertical,
        seekerId,
        recipient: seeker.email,
        kind: 'course-enquiry',
        subject,
        body,
        code: null,
        link: null,
      });
      if (id !== undefined) message = { id, recipient: seeker.email, subject, body };
    }
    return { result: { enquired, alreadyEnquired }, message };
  });
  if (send && message) {
    const { id, ...rest } = message;
    const sent = await send({ vertical, seekerId, kind: 'course-enquiry', ...rest }).catch(() => false);
    if (sent) await markOutboxSent(db, id);
  }
  return result;
}
