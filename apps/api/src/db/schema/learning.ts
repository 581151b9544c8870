/**
 * The learning section (migration 0008, decision 0032): institutes, course categories, courses,
 * enquiries and banners, per vertical. Unpublished courses are seen only through their institute's
 * preview key.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { createdAt, oneOf, timestamptz, tsvector } from './columns.ts';

export const institutes = pgTable(
  'institutes',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    name: text().notNull(),
    slug: text().notNull(),
    logo: text(),
    city: text(),
    about: text().notNull().default(''),
    website: text(),
    /** Where the institute's enquiries are sent (the internal API lists them too). */
    contactEmail: text('contact_email'),
    /** sha256 of the preview key of its unpublished courses; null until one is issued. */
    previewKeyHash: text('preview_key_hash'),
    featured: boolean().notNull().default(false),
    ranking: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('institutes_vertical_slug_key').on(t.vertical, t.slug),
    uniqueIndex('institutes_preview_key').on(t.previewKeyHash).where(sql`preview_key_hash IS NOT NULL`),
  ],
);

export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    name: text().notNull(),
    slug: text().notNull(),
    ordering: integer().notNull().default(0),
  },
  (t) => [unique('course_categories_vertical_slug_key').on(t.vertical, t.slug)],
);

/** A syllabus section of a course. */
interface SyllabusSection {
  title: string;
  topics: string[];
}

export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id),
    name: text().notNull(),
    summary: text().notNull().default(''),
    description: text().notNull().default(''),
    eligibility: text().notNull().default(''),
    mode: text({ enum: ['online', 'offline', 'hybrid'] }).notNull(),
    durationMonths: smallint('duration_months').notNull(),
    fee: integer(),
    instalmentCount: smallint('instalment_count'),
    instalmentAmount: integer('instalment_amount'),
    startDates: date('start_dates').array().notNull().default([]),
    syllabus: jsonb().$type<SyllabusSection[]>().notNull().default([]),
    outcomes: text().array().notNull().default([]),
    /** Lower-case skills, matched against a job's tags for the job-ready courses. */
    skills: text().array().notNull().default([]),
    published: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    /** Enquiries in the last weeks, kept by the enquiry call: the trending order. */
    trendingScore: integer('trending_score').notNull().default(0),
    /**
     * Name, skills, category, institute and summary, for the course search. Written by the trigger
     * `courses_search_vector`, since a generated column cannot read the category and institute.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('courses_mode_check', t.mode),
    check('courses_duration_months_check', sql`duration_months > 0`),
    check('courses_fee_check', sql`fee >= 0`),
    check('courses_instalment_count_check', sql`instalment_count >= 2`),
    check('courses_instalment_amount_check', sql`instalment_amount >= 0`),
    index('courses_published').on(t.vertical, t.categoryId, t.id).where(sql`published`),
    index('courses_institute').on(t.instituteId, t.id),
    index('courses_trending').on(t.vertical, t.trendingScore.desc(), t.id).where(sql`published`),
    index('courses_skills').using('gin', t.skills),
    index('courses_search').using('gin', t.searchVector),
  ],
);

/** One enquiry per seeker and course: enquiring again answers the first one. */
export const courseEnquiries = pgTable(
  'course_enquiries',
  {
    id: serial().primaryKey(),
    seekerId: seekerId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    refinv: text(),
    reforg: text(),
    device: text().notNull().default('Web'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('course_enquiries_seeker_id_course_id_key').on(t.seekerId, t.courseId),
    index('course_enquiries_course').on(t.courseId, t.createdAt.desc()),
  ],
);

export const courseBanners = pgTable(
  'course_banners',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    title: text().notNull(),
    text: text().notNull().default(''),
    ctaText: text('cta_text').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    href: text().notNull(),
    ordering: integer().notNull().default(0),
  },
  (t) => [index('course_banners_vertical').on(t.vertical, t.ordering)],
);
