/**
 * What the seed writes for the learning section (decision 0032), per vertical: course categories with
 * their courses, module pools and outcomes, and fictional institutes. Course skills are job tag names of
 * the vertical's vocabulary (`packages/domain/src/verticals/*.ts`), lower-case, so job pages find
 * job-ready courses.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Vertical } from '@jobsite/domain';
import type { CourseMode } from '@jobsite/domain/calls';

interface InstituteContent {
  name: string;
  city: string;
  about: string;
  featured?: boolean;
  /** The slugs of the categories it teaches: its courses are drawn from them. */
  categories: string[];
}

/** A course: its name, the job tags it teaches, and optionally how it is taught. */
export type CourseContent = [name: string, skills: string[], mode?: CourseMode];

export interface CourseCategoryContent {
  name: string;
  slug: string;
  eligibility: string[];
  /** The modules a course of the category draws its syllabus from: title and topics. */
  modules: [title: string, topics: string[]][];
  outcomes: string[];
  courses: CourseContent[];
}

export interface LearningContent {
  institutes: InstituteContent[];
  categories: CourseCategoryContent[];
  /**
   * Courses the first institute has not published yet (its preview key shows them): category slug (one it
   * teaches), course.
   */
  unpublished: [categorySlug: string, course: CourseContent][];
  /** Banners: one names a featured course (its page is the banner's link), else the link is `/learning`. */
  banners: { title: string; text: string; ctaText: string; course?: string }[];
}

/**
 * The vertical's learning content: `learning/{vertical}.json` beside this module. The texts are data
 * (course names such as "Risk Management" name no vertical), so they live in one JSON file per
 * vertical. A vertical without a file gets no learning section in the seed.
 */
export function learningContentOf(vertical: Vertical): LearningContent | undefined {
  const file = new URL(`./learning/${vertical}.json`, import.meta.url);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as LearningContent;
}
