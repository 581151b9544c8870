/**
 * The catalogue of each vertical: its taxonomy (categories, tags, functional areas, industries, cities),
 * companies, recruiters and jobs, and the content of its pages (blogs, banners, home slots, SEO, flags).
 * The SQL of record is drizzle/0000_init.sql and the migrations after it (handwritten for the generated
 * tsvector, GIN, trigram and expression indexes); schema.test.ts holds this file to them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamptz, tsvector } from './columns.ts';

export const verticals = pgTable('verticals', { id: text().primaryKey(), name: text().notNull() });

/** The vertical a row belongs to: `vertical text NOT NULL REFERENCES verticals(id)`. */
export const verticalId = () =>
  text()
    .notNull()
    .references(() => verticals.id);

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    name: text().notNull(),
    slug: text().notNull(),
    icon: text().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('categories_vertical_slug_key').on(t.vertical, t.slug)],
);

export const tagMenus = pgTable('tag_menus', {
  id: serial().primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  label: text().notNull(),
  slug: text().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    name: text().notNull(),
    alias: text().notNull(),
    searchString: text('search_string').notNull(),
    slug: text().notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    menuId: integer('menu_id').references(() => tagMenus.id),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [
    unique('tags_vertical_slug_key').on(t.vertical, t.slug),
    index('tags_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('tags_category').on(t.categoryId),
  ],
);

export const functionalAreas = pgTable('functional_areas', {
  id: serial().primaryKey(),
  vertical: verticalId(),
  name: text().notNull(),
  cluster: text().notNull(),
});

export const industries = pgTable('industries', {
  id: serial().primaryKey(),
  vertical: verticalId(),
  name: text().notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    name: text().notNull(),
    slug: text().notNull(),
    state: text().notNull(),
    region: text().notNull(),
    isSeo: boolean('is_seo').notNull().default(false),
    aliases: text().array().notNull().default([]),
  },
  (t) => [unique('cities_vertical_slug_key').on(t.vertical, t.slug)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    name: text().notNull(),
    slug: text().notNull(),
    logo: text().notNull(),
    about: text().notNull(),
    website: text().notNull(),
    industryId: integer('industry_id').references(() => industries.id),
    employees: text().notNull(),
    perks: jsonb().$type<string[]>().notNull().default([]),
    benefits: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    unique('companies_vertical_slug_key').on(t.vertical, t.slug),
    index('companies_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const recruiters = pgTable('recruiters', {
  id: serial().primaryKey(),
  vertical: verticalId(),
  name: text().notNull(),
  designation: text().notNull(),
  companyId: integer('company_id').references(() => companies.id),
  /** Null: no picture, the recruiter's initials show instead (migration 0020). */
  picUrl: text('pic_url'),
  cityId: integer('city_id').references(() => cities.id),
});

/** A published job's status; anything else keeps it out of feeds and searches. */
const PUBLISHED = sql`status = 1`;

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    title: text().notNull(),
    description: text().notNull(),
    companyId: integer('company_id').references(() => companies.id),
    companyName: text('company_name').notNull().default(''),
    confidential: boolean().notNull().default(false),
    recruiterId: integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id),
    cityIds: integer('city_ids').array().notNull().default([]),
    minExp: smallint('min_exp').notNull(),
    maxExp: smallint('max_exp').notNull(),
    minSalary: integer('min_salary'),
    maxSalary: integer('max_salary'),
    hideSalary: boolean('hide_salary').notNull().default(false),
    tagIds: integer('tag_ids').array().notNull().default([]),
    tagText: text('tag_text').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    functionalAreaId: integer('functional_area_id').references(() => functionalAreas.id),
    industryId: integer('industry_id').references(() => industries.id),
    postedAt: timestamptz('posted_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    femaleCandidate: boolean('female_candidate').notNull().default(false),
    femaleBackWorkForce: boolean('female_back_work_force').notNull().default(false),
    differentlyAbled: boolean('differently_abled').notNull().default(false),
    exDefence: boolean('ex_defence').notNull().default(false),
    workFromHome: boolean('work_from_home').notNull().default(false),
    applyType: smallint('apply_type').notNull().default(1),
    applyUrl: text('apply_url'),
    status: smallint().notNull().default(1),
    viewCount: integer('view_count').notNull().default(0),
    applyCount: integer('apply_count').notNull().default(0),
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
  },
  (t) => [
    // jobs_feed and jobs_category_feed also INCLUDE (expires_at), which drizzle's index builder cannot say
    // (migration 0016): a feed's count is then an index-only scan.
    index('jobs_feed').on(t.vertical, t.postedAt.desc(), t.id.desc()).where(PUBLISHED),
    index('jobs_category_feed').on(t.vertical, t.categoryId, t.postedAt.desc()).where(PUBLISHED),
    index('jobs_company_feed').on(t.companyId, t.postedAt.desc()).where(PUBLISHED),
    index('jobs_recruiter_feed').on(t.recruiterId, t.postedAt.desc()),
    index('jobs_city_ids').using('gin', t.cityIds),
    index('jobs_tag_ids').using('gin', t.tagIds),
    index('jobs_search')
      .using(
        'gin',
        t.search,
        sql`job_window_keys(${t.vertical}, ${t.postedDay})`,
        sql`job_experience_keys(${t.minExp}, ${t.maxExp})`,
      )
      .where(sql`listed`),
    index('jobs_female')
      .on(t.vertical, t.postedAt.desc())
      .where(sql`status = 1 AND (female_candidate OR female_back_work_force)`),
    index('jobs_listed_expiry').on(sql`(expires_at AT TIME ZONE 'UTC')`).where(sql`listed`),
  ],
);

/** A job of the catalogue, and the row goes with it: `job_id bigint NOT NULL REFERENCES jobs ON DELETE CASCADE`. */
export const jobId = () =>
  bigint('job_id', { mode: 'number' })
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' });

export const blogs = pgTable(
  'blogs',
  {
    id: serial().primaryKey(),
    vertical: verticalId(),
    categoryId: integer('category_id').references(() => categories.id),
    title: text().notNull(),
    slug: text().notNull(),
    summary: text().notNull(),
    imageUrl: text('image_url').notNull(),
    url: text().notNull(),
    author: text().notNull(),
    publishedAt: timestamptz('published_at').notNull(),
  },
  (t) => [index('blogs_latest').on(t.vertical, t.publishedAt.desc())],
);

export const promoBanners = pgTable('promo_banners', {
  id: serial().primaryKey(),
  vertical: verticalId(),
  listName: text('list_name').notNull(),
  companyId: integer('company_id').references(() => companies.id),
  title: text().notNull(),
  imageUrl: text('image_url').notNull(),
  redirectLink: text('redirect_link').notNull(),
  text: text().notNull(),
  subText: text('sub_text').notNull(),
  ctaText: text('cta_text').notNull(),
  trackerText: text('tracker_text').notNull(),
  courseId: integer('course_id'),
  institute: text(),
  allowedOnJobFeeds: boolean('allowed_on_job_feeds').notNull().default(true),
  minExp: smallint('min_exp').notNull().default(0),
  maxExp: smallint('max_exp').notNull().default(30),
  location: text(),
  jobId: bigint('job_id', { mode: 'number' }),
  ordering: integer().notNull().default(0),
  showcaseRedirectLink: text('showcase_redirect_link'),
});

export const homeSlots = pgTable('home_slots', {
  id: serial().primaryKey(),
  vertical: verticalId(),
  slot: text().notNull(),
  title: text().notNull(),
  items: jsonb().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const seoMetadata = pgTable(
  'seo_metadata',
  {
    vertical: verticalId(),
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
  { vertical: verticalId(), name: text().notNull(), enabled: boolean().notNull() },
  (t) => [primaryKey({ columns: [t.vertical, t.name] })],
);

export const seedState = pgTable('seed_state', {
  vertical: text()
    .primaryKey()
    .references(() => verticals.id),
  jobs: integer().notNull(),
  seededAt: timestamptz('seeded_at').notNull().defaultNow(),
});
