/**
 * Drizzle schema of the job service. The SQL of record is drizzle/0000_init.sql (handwritten for the
 * generated tsvector, GIN and trigram indexes); this file mirrors it for typed queries.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const verticals = pgTable('verticals', { id: text().primaryKey(), name: text().notNull() });

export const categories = pgTable('categories', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  name: text().notNull(),
  slug: text().notNull(),
  icon: text().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const tagMenus = pgTable('tag_menus', {
  id: serial().primaryKey(),
  categoryId: integer('category_id').notNull(),
  label: text().notNull(),
  slug: text().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const tags = pgTable('tags', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  name: text().notNull(),
  alias: text().notNull(),
  searchString: text('search_string').notNull(),
  slug: text().notNull(),
  categoryId: integer('category_id').notNull(),
  menuId: integer('menu_id'),
  isMain: boolean('is_main').notNull(),
});

export const functionalAreas = pgTable('functional_areas', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  name: text().notNull(),
  cluster: text().notNull(),
});

export const industries = pgTable('industries', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  name: text().notNull(),
});

export const cities = pgTable('cities', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  name: text().notNull(),
  slug: text().notNull(),
  state: text().notNull(),
  region: text().notNull(),
  isSeo: boolean('is_seo').notNull(),
  aliases: text().array().notNull(),
});

export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  name: text().notNull(),
  slug: text().notNull(),
  logo: text().notNull(),
  about: text().notNull(),
  website: text().notNull(),
  industryId: integer('industry_id'),
  employees: text().notNull(),
  perks: jsonb().$type<string[]>().notNull(),
  benefits: jsonb().$type<string[]>().notNull(),
});

export const recruiters = pgTable('recruiters', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  name: text().notNull(),
  designation: text().notNull(),
  companyId: integer('company_id'),
  picUrl: text('pic_url'),
  cityId: integer('city_id'),
});

export const jobs = pgTable('jobs', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  vertical: text().notNull(),
  title: text().notNull(),
  description: text().notNull(),
  companyId: integer('company_id'),
  companyName: text('company_name').notNull(),
  confidential: boolean().notNull(),
  recruiterId: integer('recruiter_id').notNull(),
  cityIds: integer('city_ids').array().notNull(),
  minExp: smallint('min_exp').notNull(),
  maxExp: smallint('max_exp').notNull(),
  minSalary: integer('min_salary'),
  maxSalary: integer('max_salary'),
  hideSalary: boolean('hide_salary').notNull(),
  tagIds: integer('tag_ids').array().notNull(),
  tagText: text('tag_text').notNull(),
  categoryId: integer('category_id').notNull(),
  functionalAreaId: integer('functional_area_id'),
  industryId: integer('industry_id'),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  femaleCandidate: boolean('female_candidate').notNull(),
  femaleBackWorkForce: boolean('female_back_work_force').notNull(),
  differentlyAbled: boolean('differently_abled').notNull(),
  exDefence: boolean('ex_defence').notNull(),
  workFromHome: boolean('work_from_home').notNull(),
  applyType: smallint('apply_type').notNull(),
  applyUrl: text('apply_url'),
  status: smallint().notNull(),
  viewCount: integer('view_count').notNull(),
  applyCount: integer('apply_count').notNull(),
  /**
   * Whether a search can show the job: published and not expired. Set by a trigger on every insert and
   * every write of `status` or `expires_at`, cleared by the `unlist-expired-jobs` task once the expiry
   * passes; the search index holds only these jobs (migration 0017).
   */
  listed: boolean().notNull().default(true),
  search: tsvector().generatedAlwaysAs(
    sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', tag_text), 'B') || setweight(to_tsvector('english', company_name), 'C') || setweight(to_tsvector('english', left(description, 2000)), 'D')`,
  ),
  /**
   * The posting day (days since 1970-01-01, UTC). The search index holds it beside `search` as the blocks
   * of days that hold it, marked with the vertical, `job_window_keys(vertical, posted_day)` (migrations
   * 0015, 0018 and 0019).
   */
  postedDay: integer('posted_day')
    .array()
    .generatedAlwaysAs(
      sql`ARRAY[floor(extract(epoch FROM (posted_at - '1970-01-01 00:00:00+00'::timestamptz)) / 86400)::integer]`,
    ),
});

export const blogs = pgTable('blogs', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  categoryId: integer('category_id'),
  title: text().notNull(),
  slug: text().notNull(),
  summary: text().notNull(),
  imageUrl: text('image_url').notNull(),
  url: text().notNull(),
  author: text().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const promoBanners = pgTable('promo_banners', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  listName: text('list_name').notNull(),
  companyId: integer('company_id'),
  title: text().notNull(),
  imageUrl: text('image_url').notNull(),
  redirectLink: text('redirect_link').notNull(),
  text: text().notNull(),
  subText: text('sub_text').notNull(),
  ctaText: text('cta_text').notNull(),
  trackerText: text('tracker_text').notNull(),
  courseId: integer('course_id'),
  institute: text(),
  allowedOnJobFeeds: boolean('allowed_on_job_feeds').notNull(),
  minExp: smallint('min_exp').notNull(),
  maxExp: smallint('max_exp').notNull(),
  location: text(),
  jobId: bigint('job_id', { mode: 'number' }),
  ordering: integer().notNull(),
  showcaseRedirectLink: text('showcase_redirect_link'),
});

export const homeSlots = pgTable('home_slots', {
  id: serial().primaryKey(),
  vertical: text().notNull(),
  slot: text().notNull(),
  title: text().notNull(),
  items: jsonb().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const seoMetadata = pgTable(
  'seo_metadata',
  {
    vertical: text().notNull(),
    path: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    keywords: text().notNull(),
    h1: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.vertical, t.path] })],
);

export const featureFlags = pgTable(
  'feature_flags',
  { vertical: text().notNull(), name: text().notNull(), enabled: boolean().notNull() },
  (t) => [primaryKey({ columns: [t.vertical, t.name] })],
);

export const seedState = pgTable('seed_state', {
  vertical: text().primaryKey(),
  jobs: integer().notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});
