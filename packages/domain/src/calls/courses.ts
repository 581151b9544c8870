/**
 * The learning section's inputs (calls.md 7.11, decision 0032): course search and lists, the preview
 * key of unpublished courses, and the course enquiry.
 */
import * as v from 'valibot';
import { Page, QueryId, QueryInt, SearchText } from './params.ts';

/** The default slot titles of calls.md 7.11. */
export const LEARNING_SLOT_TITLES = {
  featured: 'Learn & Grow',
  institutes: 'Featured Institute',
  trending: 'Trending Courses',
} as const;

/** How a course is taught. */
export const COURSE_MODES = ['online', 'offline', 'hybrid'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];

/** Courses per page of a course search. */
export const COURSE_PAGE_SIZE = 20;
/** The most courses one enquiry may name. */
export const COURSE_ENQUIRY_MAX = 20;
/** The message of an enquiry that names no course (calls.md section 8). */
export const SELECT_A_COURSE = 'Please select a course';

/** `/learning/course/{category-slug}-course-{id}`: the public address of a course. */
export function coursePath(course: { id: number; category: { slug: string } }): string {
  return `/learning/course/${course.category.slug}-course-${course.id}`;
}

/** The id at the end of a course slug (`data-science-course-42` gives 42), else null. */
export function courseIdFromSlug(slug: string): number | null {
  const at = slug.lastIndexOf('-course-');
  if (at < 0) return null;
  const tail = slug.slice(at + '-course-'.length);
  if (!/^\d{1,10}$/.test(tail)) return null;
  const id = Number(tail);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** `userId` of the course paths: the seeker's id, or `0` for a visitor who is not signed in. */
export const CourseUserParams = v.object({ userId: QueryId });

/** The course of `GET course/{id}/similar`, `.../brochure`, `.../enquiry` and `course/unpublish/{id}/detail`. */
export const CourseIdParams = v.object({ id: QueryId });

/** The category of `GET courses/{categoryId}`. */
export const CourseCategoryParams = v.object({ categoryId: QueryId });

/** The seeker (or `0`) and job of `GET course/{userId}/jobready/{jobId}`. */
export const JobReadyParams = v.object({ userId: QueryId, jobId: QueryId });

/** The seeker (or `0`) and course of `GET course/{userId}/user/{id}/detail`. */
export const CourseDetailParams = v.object({ userId: QueryId, id: QueryId });

/** Query of `GET course/{userId}/search`: words, a category, a mode, a page (0-based). */
export const CourseSearchQuery = v.object({
  keyword: v.optional(SearchText(200), ''),
  cat: v.optional(QueryId),
  mode: v.optional(v.picklist(COURSE_MODES, `must be one of ${COURSE_MODES.join(', ')}`)),
  page: Page,
  pageSize: v.optional(v.pipe(QueryInt(50), v.minValue(1, 'must be at least 1')), String(COURSE_PAGE_SIZE)),
});
export type CourseSearchQuery = v.InferOutput<typeof CourseSearchQuery>;

/** Query of `GET courses-list` (every published course, for sitemaps and the full list). */
export const CoursesListQuery = v.object({
  page: Page,
  pageSize: v.optional(v.pipe(QueryInt(1000), v.minValue(1, 'must be at least 1')), '100'),
});

/** Attribution of a course view or enquiry: the referring invite and organisation. */
export const CourseRefs = {
  refinv: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'must be at most 100 characters'))),
  reforg: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'must be at most 100 characters'))),
};
export const CourseDetailQuery = v.object(CourseRefs);

/** The institute's preview key of its unpublished courses (`GET course/unpublish`, `.../{id}/detail`). */
export const CoursePreviewQuery = v.object({
  key: v.pipe(
    v.string('The preview link has no key'),
    v.trim(),
    v.minLength(1, 'The preview link has no key'),
    v.maxLength(200, 'This preview link is not valid'),
  ),
  ...CourseRefs,
});

const CourseIdList = v.pipe(
  v.array(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be a list of course ids'))],
        'must be a list of course ids',
      ),
      v.transform(Number),
      v.integer('must be a list of course ids'),
      v.minValue(1, 'must be a list of course ids'),
      v.maxValue(2_147_483_647, 'holds an id that is too large'),
    ),
    'must be a list of course ids',
  ),
  v.maxLength(COURSE_ENQUIRY_MAX, `must name at most ${COURSE_ENQUIRY_MAX} courses`),
);

/** Body of `POST courseenquiry`: the courses, those to skip, attribution and the device (default Web). */
export const CourseEnquiryBody = v.pipe(
  v.object({
    courseIds: v.optional(CourseIdList, []),
    toSkipIds: v.optional(CourseIdList, []),
    ...CourseRefs,
    device: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, 'must be at most 20 characters')), 'Web'),
  }),
  v.check((b) => b.courseIds.some((id) => !b.toSkipIds.includes(id)), SELECT_A_COURSE),
);
export type CourseEnquiryBody = v.InferOutput<typeof CourseEnquiryBody>;

/** The ids of `GET course/{userId}/{ids}/checkappliedcourses`: comma-separated, at most 50. */
export const CheckAppliedParams = v.object({
  userId: QueryId,
  ids: v.pipe(
    v.string(),
    v.maxLength(550, 'must be a comma-separated list of at most 50 ids'),
    v.regex(/^[\d,]*$/, 'must be a comma-separated list of ids'),
    v.transform((s) => s.split(',').filter(Boolean).map(Number)),
    v.maxLength(50, 'must be a comma-separated list of at most 50 ids'),
  ),
});
