/** Answers of the courses service (calls.md 7.11) and the one-time-code service (7.12). */
import * as v from 'valibot';
import { COURSE_MODES } from '../calls/courses.ts';
import { Count, Id, IsoDate, IsoDateTime } from '../schemas/common.ts';

/** The message of a course list answer that carries none (calls.md section 8). */
export const COURSE_LIST_OK = 'Operation performed successfully';

/** The envelope of every courses-service answer: missing fields take calls.md section 8's defaults. */
const envelope = {
  code: v.optional(v.number(), 10200),
  message: v.optional(v.string(), COURSE_LIST_OK),
};

/** A course category with how many published courses it holds. */
export const CourseCategory = v.object({ id: Id, name: v.string(), slug: v.string(), courseCount: Count });
export type CourseCategory = v.InferOutput<typeof CourseCategory>;

/** An institute as lists show it. */
export const Institute = v.object({
  id: Id,
  name: v.string(),
  slug: v.string(),
  logo: v.nullable(v.string()),
  city: v.nullable(v.string()),
  about: v.string(),
  website: v.nullable(v.string()),
  courseCount: Count,
});
export type Institute = v.InferOutput<typeof Institute>;

/** A course as cards and lists show it; `path` is its page (`coursePath`). */
export const CourseSummary = v.object({
  id: Id,
  name: v.string(),
  path: v.string(),
  category: v.object({ id: Id, name: v.string(), slug: v.string() }),
  institute: v.object({
    id: Id,
    name: v.string(),
    slug: v.string(),
    logo: v.nullable(v.string()),
    city: v.nullable(v.string()),
  }),
  mode: v.picklist(COURSE_MODES),
  durationMonths: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Fee in rupees; null when the institute does not publish it. */
  fee: v.nullable(Count),
  /** The next start date, if one is announced. */
  nextStart: v.nullable(IsoDate),
  /** Skills the course teaches (job-ready courses match them to a job's). */
  skills: v.array(v.string()),
  updatedAt: IsoDateTime,
  /** Only for a signed-in seeker: whether they enquired about it. */
  enquired: v.optional(v.boolean()),
});
export type CourseSummary = v.InferOutput<typeof CourseSummary>;

/** A course's page: the summary with its syllabus, outcomes, dates and fee plan. */
export const CourseDetail = v.object({
  ...CourseSummary.entries,
  institute: Institute,
  summary: v.string(),
  description: v.string(),
  eligibility: v.string(),
  syllabus: v.array(v.object({ title: v.string(), topics: v.array(v.string()) })),
  outcomes: v.array(v.string()),
  startDates: v.array(IsoDate),
  /** Pay in instalments: how many and how much each. */
  instalments: v.nullable(v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(2)), amount: Count })),
  /** The brochure's address on the API (`GET course/{id}/brochure`). */
  hasBrochure: v.boolean(),
  published: v.boolean(),
});
export type CourseDetail = v.InferOutput<typeof CourseDetail>;

/**
 * A course list answer. Missing fields take the catalogue's defaults: code 10200, "Operation performed
 * successfully", empty lists (calls.md section 8). Slots carry their title; searches their total and page.
 */
export const CourseList = v.object({
  ...envelope,
  title: v.optional(v.string()),
  total: v.optional(Count),
  page: v.optional(Count),
  data: v.optional(v.array(CourseSummary), []),
});
export type CourseList = v.InferOutput<typeof CourseList>;

/** `GET homePage/allcat`. */
export const CourseCategoriesAnswer = v.object({
  ...envelope,
  data: v.optional(v.array(CourseCategory), []),
});
export type CourseCategoriesAnswer = v.InferOutput<typeof CourseCategoriesAnswer>;

/** `GET homepage/topinstitute`, `GET billboard/featured-institutes`. */
export const InstitutesAnswer = v.object({
  ...envelope,
  title: v.optional(v.string()),
  data: v.optional(v.array(Institute), []),
});
export type InstitutesAnswer = v.InferOutput<typeof InstitutesAnswer>;

/** A banner of the learning section; `href` is a page of the site. */
export const CourseBanner = v.object({
  id: Id,
  title: v.string(),
  text: v.string(),
  ctaText: v.string(),
  href: v.string(),
  courseId: v.nullable(Id),
});
export type CourseBanner = v.InferOutput<typeof CourseBanner>;

/** `GET homepage/banner`. */
export const CourseBannersAnswer = v.object({
  ...envelope,
  data: v.optional(v.array(CourseBanner), []),
});

/** `GET course/{userId}/user/{id}/detail`, `GET course/unpublish/{id}/detail`. */
export const CourseDetailAnswer = v.object({ ...envelope, data: CourseDetail });
export type CourseDetailAnswer = v.InferOutput<typeof CourseDetailAnswer>;

/** `GET course/{userId}/{ids}/checkappliedcourses`: which of the ids the seeker enquired about. */
export const CheckAppliedAnswer = v.object({
  ...envelope,
  data: v.optional(v.object({ enquired: v.array(Id) }), { enquired: [] }),
});

/** `GET course/{id}/enquiry`: whether the seeker enquired about the course, and when. */
export const CourseEnquiryStatusAnswer = v.object({
  ...envelope,
  data: v.object({ enquired: v.boolean(), enquiredAt: v.nullable(IsoDateTime) }),
});

/**
 * `POST courseenquiry`: `status` and `message`, with the courses newly enquired and those already
 * enquired (an enquiry is idempotent per seeker and course); on failure `status` and `error_msg`.
 */
export const CourseEnquiryAnswer = v.object({
  status: v.optional(v.union([v.number(), v.boolean(), v.string()])),
  message: v.optional(v.string()),
  error_msg: v.optional(v.string()),
  data: v.optional(v.object({ enquired: v.array(Id), alreadyEnquired: v.array(Id) })),
});
export type CourseEnquiryAnswer = v.InferOutput<typeof CourseEnquiryAnswer>;

/** The one-time-code service's answer. */
export const OtpAnswer = v.object({
  status: v.optional(v.object({ success: v.optional(v.boolean()), error: v.optional(v.boolean()) })),
  errorMsg: v.optional(v.nullable(v.string())),
  code: v.optional(v.number()),
  data: v.optional(v.object({ en_cookie: v.optional(v.string()) })),
});
export type OtpAnswer = v.InferOutput<typeof OtpAnswer>;
