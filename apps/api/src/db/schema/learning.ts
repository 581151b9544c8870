/**
 * The learning section (migration 0008, decision 0032): institutes, course categories, courses,
 * enquiries and banners, per vertical. Unpublished courses are seen only through their institute's
 * preview key.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz, tsvector } from './columns.ts';

export const institutes = pg.pgTable(
  'institutes',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    slug: pg.text().notNull(),
    logo: pg.text(),
    city: pg.text(),
    about: pg.text().notNull().default(''),
    website: pg.text(),
    /** Where the institute's enquiries are sent (the internal API lists them too). */
    contactEmail: pg.text('contact_email'),
    /** sha256 of the preview key of its unpublished courses; null until one is issued. */
    previewKeyHash: pg.text('preview_key_hash'),
    featured: pg.boolean().notNull().default(false),
    ranking: pg.integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    pg.unique('institutes_vertical_slug_key').on(t.vertical, t.slug),
    pg.uniqueIndex('institutes_preview_key').on(t.previewKeyHash).where(sql`preview_key_hash IS NOT NULL`),
  ],
);

export const courseCategories = pg.pgTable(
  'course_categories',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    slug: pg.text().notNull(),
    ordering: pg.integer().notNull().default(0),
  },
  (t) => [pg.unique('course_categories_vertical_slug_key').on(t.vertical, t.slug)],
);

/** A syllabus section of a course. */
interface SyllabusSection {
  title: string;
  topics: string[];
}

export const courses = pg.pgTable(
  'courses',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    instituteId: belongsTo(pg.integer('institute_id'), () => institutes.id),
    categoryId: pg
      .integer('category_id')
      .notNull()
      .references(() => courseCategories.id),
    name: pg.text().notNull(),
    summary: pg.text().notNull().default(''),
    description: pg.text().notNull().default(''),
    eligibility: pg.text().notNull().default(''),
    mode: pg.text({ enum: ['online', 'offline', 'hybrid'] }).notNull(),
    durationMonths: pg.smallint('duration_months').notNull(),
    fee: pg.integer(),
    instalmentCount: pg.smallint('instalment_count'),
    instalmentAmount: pg.integer('instalment_amount'),
    startDates: pg.date('start_dates').array().notNull().default([]),
    syllabus: pg.jsonb().$type<SyllabusSection[]>().notNull().default([]),
    outcomes: pg.text().array().notNull().default([]),
    /** Lower-case skills, matched against a job's tags for the job-ready courses. */
    skills: pg.text().array().notNull().default([]),
    published: pg.boolean().notNull().default(false),
    featured: pg.boolean().notNull().default(false),
    /** Enquiries in the last weeks, kept by the enquiry call: the trending order. */
    trendingScore: pg.integer('trending_score').notNull().default(0),
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
    pg.check('courses_duration_months_check', sql`duration_months > 0`),
    pg.check('courses_fee_check', sql`fee >= 0`),
    pg.check('courses_instalment_count_check', sql`instalment_count >= 2`),
    pg.check('courses_instalment_amount_check', sql`instalment_amount >= 0`),
    pg.index('courses_published').on(t.vertical, t.categoryId, t.id).where(sql`published`),
    pg.index('courses_institute').on(t.instituteId, t.id),
    pg.index('courses_trending').on(t.vertical, t.trendingScore.desc(), t.id).where(sql`published`),
    pg.index('courses_skills').using('gin', t.skills),
    pg.index('courses_search').using('gin', t.searchVector),
  ],
);

/** One enquiry per seeker and course: enquiring again answers the first one. */
export const courseEnquiries = pg.pgTable(
  'course_enquiries',
  {
    id: pg.serial().primaryKey(),
    seekerId: seekerId(),
    courseId: belongsTo(pg.integer('course_id'), () => courses.id),
    refinv: pg.text(),
    reforg: pg.text(),
    device: pg.text().notNull().default('Web'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.unique('course_enquiries_seeker_id_course_id_key').on(t.seekerId, t.courseId),
    pg.index('course_enquiries_course').on(t.courseId, t.createdAt.desc()),
  ],
);

export const courseBanners = pg.pgTable(
  'course_banners',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    title: pg.text().notNull(),
    text: pg.text().notNull().default(''),
    ctaText: pg.text('cta_text').notNull(),
    courseId: pg.integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    href: pg.text().notNull(),
    ordering: pg.integer().notNull().default(0),
  },
  (t) => [pg.index('course_banners_vertical').on(t.vertical, t.ordering)],
);
