import { searchPath } from '@jobsite/domain';
import type { CourseDetail } from '@jobsite/domain/answers';
import type { CourseMode } from '@jobsite/domain/calls';
import { breadcrumbJsonLd } from '@jobsite/shell/head';

/** The page of a course's category: the course search of the category (the page's trail links it). */
export const courseCategoryHref = (category: CourseDetail['category']): string =>
  searchPath({ keyword: category.slug, search: 'Courses', cat: category.id });

/**
 * The BreadcrumbList of a course's page: the trail the page shows (Learning, the course's category)
 * and the course itself.
 */
export function courseBreadcrumbJsonLd(
  course: Pick<CourseDetail, 'name' | 'category'>,
  { origin, url }: { origin: string; url: string },
): Record<string, unknown> {
  return breadcrumbJsonLd([
    { name: 'Learning', url: `${origin}/learning` },
    { name: course.category.name, url: origin + courseCategoryHref(course.category) },
    { name: course.name, url },
  ]);
}

/** schema.org's course modes (Google's course-info guidelines). */
const SCHEMA_MODES: Record<CourseMode, string> = { online: 'Online', offline: 'Onsite', hybrid: 'Blended' };

/**
 * schema.org `Course` of a course's page: name, description, provider, an offer (paid, with its price in
 * rupees when the institute publishes a fee; Google requires the offer's category), and one
 * `CourseInstance` per announced start (one without a date when none is announced), each with its mode
 * and workload.
 */
export function courseJsonLd(
  course: Pick<
    CourseDetail,
    | 'name'
    | 'summary'
    | 'description'
    | 'institute'
    | 'mode'
    | 'fee'
    | 'startDates'
    | 'durationMonths'
    | 'outcomes'
    | 'eligibility'
  >,
  { url }: { url: string },
): Record<string, unknown> {
  const courseMode = SCHEMA_MODES[course.mode];
  const instances = (course.startDates.length > 0 ? course.startDates : [null]).map((startDate) => ({
    '@type': 'CourseInstance',
    courseMode,
    courseWorkload: `P${course.durationMonths}M`,
    ...(startDate ? { startDate } : {}),
    ...(course.institute.city && course.mode !== 'online'
      ? { location: { '@type': 'Place', name: course.institute.name, address: course.institute.city } }
      : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.summary || course.description,
    url,
    provider: {
      '@type': 'Organization',
      name: course.institute.name,
      ...(course.institute.website ? { sameAs: course.institute.website } : {}),
    },
    timeRequired: `P${course.durationMonths}M`,
    ...(course.eligibility ? { coursePrerequisites: course.eligibility } : {}),
    ...(course.outcomes.length > 0 ? { teaches: course.outcomes } : {}),
    // Google requires an offer with its category on every course: a fee "on request" is still paid,
    // with no price to state.
    offers: [
      {
        '@type': 'Offer',
        category: course.fee === 0 ? 'Free' : 'Paid',
        ...(course.fee !== null ? { price: course.fee, priceCurrency: 'INR' } : {}),
      },
    ],
    hasCourseInstance: instances,
  };
}
