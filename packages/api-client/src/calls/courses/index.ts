/** The courses calls (calls.md 7.11), one module each. */

import { courseCategories } from './all-categories.ts';
import { courseBanners } from './banner.ts';
import { courseBrochure } from './brochure.ts';
import { coursesByCategory } from './by-category.ts';
import { checkAppliedCourses } from './check-applied.ts';
import { coursesList } from './courses-list.ts';
import { courseDetail } from './detail.ts';
import { courseEnquiry } from './enquiry.ts';
import { courseEnquiryStatus } from './enquiry-status.ts';
import { featuredCourses } from './featured.ts';
import { featuredInstitutes } from './featured-institutes.ts';
import { jobReadyCourses } from './job-ready.ts';
import { courseSearch } from './search.ts';
import { similarCourses } from './similar.ts';
import { topInstitutes } from './top-institutes.ts';
import { trendingCourses } from './trending.ts';
import { unpublishedCourses } from './unpublished.ts';
import { unpublishedCourseDetail } from './unpublished-detail.ts';

export type { CourseBrochureInput } from './brochure.ts';
export type { CoursesByCategoryInput } from './by-category.ts';
export type { CheckAppliedCoursesInput } from './check-applied.ts';
export type { CourseDetailInput } from './detail.ts';
export type { CourseEnquiryInput } from './enquiry.ts';
export type { CourseEnquiryStatusInput } from './enquiry-status.ts';
export type { JobReadyCoursesInput } from './job-ready.ts';
export type { CourseSearchInput } from './search.ts';
export type { SimilarCoursesInput } from './similar.ts';
export type { UnpublishedCourseDetailInput } from './unpublished-detail.ts';
export {
  checkAppliedCourses,
  courseBanners,
  courseBrochure,
  courseCategories,
  courseDetail,
  courseEnquiry,
  courseEnquiryStatus,
  courseSearch,
  coursesByCategory,
  coursesList,
  featuredCourses,
  featuredInstitutes,
  jobReadyCourses,
  similarCourses,
  topInstitutes,
  trendingCourses,
  unpublishedCourseDetail,
  unpublishedCourses,
};

export const coursesCalls = {
  courseSearch,
  unpublishedCourses,
  courseDetail,
  unpublishedCourseDetail,
  courseBrochure,
  courseEnquiryStatus,
  courseCategories,
  coursesByCategory,
  checkAppliedCourses,
  courseEnquiry,
  topInstitutes,
  trendingCourses,
  courseBanners,
  featuredCourses,
  jobReadyCourses,
  coursesList,
  featuredInstitutes,
  similarCourses,
};
