/**
 * The catalogue of each vertical: its taxonomy (categories, tags, functional areas, industries, cities),
 * companies, recruiters and jobs, and the content of its pages (blogs, banners, home slots, SEO, flags).
 * The SQL of record is drizzle/0000_init.sql and the migrations after it (handwritten for the generated
 * tsvector, GIN, trigram and expression indexes); schema.test.ts holds this file to them.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, timestamptz, tsvector } from './columns.ts';

export const verticals = pg.pgTable('verticals', { id: pg.text().primaryKey(), name: pg.text().notNull() });

/** The vertical a row belongs to: `vertical text NOT NULL REFERENCES verticals(id)`. */
export const verticalId = () =>
  pg
    .text()
    .notNull()
    .references(() => verticals.id);

export const categories = pg.pgTable(
  'categories',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    slug: pg.text().notNull(),
    icon: pg.text().notNull(),
    sortOrder: pg.integer('sort_order').notNull().default(0),
  },
  (t) => [pg.unique('categories_vertical_slug_key').on(t.vertical, t.slug)],
);

export const tagMenus = pg.pgTable('tag_menus', {
  id: pg.serial().primaryKey(),
  categoryId: pg
    .integer('category_id')
    .notNull()
    .references(() => categories.id),
  label: pg.text().notNull(),
  slug: pg.text().notNull(),
  sortOrder: pg.integer('sort_order').notNull().default(0),
});

export const tags = pg.pgTable(
  'tags',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    alias: pg.text().notNull(),
    searchString: pg.text('search_string').notNull(),
    slug: pg.text().notNull(),
    categoryId: pg
      .integer('category_id')
      .notNull()
      .references(() => categories.id),
    menuId: pg.integer('menu_id').references(() => tagMenus.id),
    isMain: pg.boolean('is_main').notNull().default(false),
  },
  (t) => [
    pg.unique('tags_vertical_slug_key').on(t.vertical, t.slug),
    pg.index('tags_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    pg.index('tags_category').on(t.categoryId),
  ],
);

/**
 * Which tags live jobs name together (migration 0026, decision 0102): a pair is kept, both ways round,
 * when its Jaccard index over the live jobs reaches the threshold of `services/match/relations.ts`.
 * Rebuilt from the jobs by scheduled work; a seeker's match gives half credit for a related skill.
 */
export const tagRelations = pg.pgTable(
  'tag_relations',
  {
    tagId: belongsTo(pg.integer('tag_id'), () => tags.id),
    relatedTagId: belongsTo(pg.integer('related_tag_id'), () => tags.id),
    jobsTogether: pg.integer('jobs_together').notNull(),
    jaccard: pg.real().notNull(),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.tagId, t.relatedTagId] }),
    pg.check('tag_relations_jobs_together_check', sql`jobs_together > 0`),
    pg.check('tag_relations_jaccard_check', sql`jaccard > 0 AND jaccard <= 1`),
    pg.check('tag_relations_not_itself', sql`tag_id <> related_tag_id`),
  ],
);

export const functionalAreas = pg.pgTable('functional_areas', {
  id: pg.serial().primaryKey(),
  vertical: verticalId(),
  name: pg.text().notNull(),
  cluster: pg.text().notNull(),
});

export const industries = pg.pgTable('industries', {
  id: pg.serial().primaryKey(),
  vertical: verticalId(),
  name: pg.text().notNull(),
});

export const cities = pg.pgTable(
  'cities',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    slug: pg.text().notNull(),
    state: pg.text().notNull(),
    region: pg.text().notNull(),
    isSeo: pg.boolean('is_seo').notNull().default(false),
    aliases: pg.text().array().notNull().default([]),
  },
  (t) => [pg.unique('cities_vertical_slug_key').on(t.vertical, t.slug)],
);

export const companies = pg.pgTable(
  'companies',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    name: pg.text().notNull(),
    slug: pg.text().notNull(),
    /** The address the brand site serves its logo at (`/logos/{name}`, media/logo.ts), or null: none (migration 0022). */
    logo: pg.text(),
    about: pg.text().notNull(),
    website: pg.text().notNull(),
    industryId: pg.integer('industry_id').references(() => industries.id),
    employees: pg.text().notNull(),
    perks: pg.jsonb().$type<string[]>().notNull().default([]),
    benefits: pg.jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    pg.unique('companies_vertical_slug_key').on(t.vertical, t.slug),
    pg.index('companies_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const recruiters = pg.pgTable('recruiters', {
  id: pg.serial().primaryKey(),
  vertical: verticalId(),
  name: pg.text().notNull(),
  designation: pg.text().notNull(),
  companyId: pg.integer('company_id').references(() => companies.id),
  /** Null: no picture, the recruiter's initials show instead (migration 0020). */
  picUrl: pg.text('pic_url'),
  cityId: pg.integer('city_id').references(() => cities.id),
});

/** A published job's status; anything else keeps it out of feeds and searches. */
const PUBLISHED = sql`status = 1`;

export const jobs = pg.pgTable(
  'jobs',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    vertical: verticalId(),
    title: pg.text().notNull(),
    description: pg.text().notNull(),
    companyId: pg.integer('company_id').references(() => companies.id),
    companyName: pg.text('company_name').notNull().default(''),
    confidential: pg.boolean().notNull().default(false),
    recruiterId: pg
      .integer('recruiter_id')
      .notNull()
      .references(() => recruiters.id),
    cityIds: pg.integer('city_ids').array().notNull().default([]),
    minExp: pg.smallint('min_exp').notNull(),
    maxExp: pg.smallint('max_exp').notNull(),
    minSalary: pg.integer('min_salary'),
    maxSalary: pg.integer('max_salary'),
    hideSalary: pg.boolean('hide_salary').notNull().default(false),
    tagIds: pg.integer('tag_ids').array().notNull().default([]),
    tagText: pg.text('tag_text').notNull().default(''),
    categoryId: pg
      .integer('category_id')
      .notNull()
      .references(() => categories.id),
    functionalAreaId: pg.integer('functional_area_id').references(() => functionalAreas.id),
    industryId: pg.integer('industry_id').references(() => industries.id),
    postedAt: timestamptz('posted_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    femaleCandidate: pg.boolean('female_candidate').notNull().default(false),
    femaleBackWorkForce: pg.boolean('female_back_work_force').notNull().default(false),
    differentlyAbled: pg.boolean('differently_abled').notNull().default(false),
    exDefence: pg.boolean('ex_defence').notNull().default(false),
    workFromHome: pg.boolean('work_from_home').notNull().default(false),
    applyType: pg.smallint('apply_type').notNull().default(1),
    applyUrl: pg.text('apply_url'),
    status: pg.smallint().notNull().default(1),
    viewCount: pg.integer('view_count').notNull().default(0),
    applyCount: pg.integer('apply_count').notNull().default(0),
    /**
     * Whether a search can show the job: published and not expired. Set by a trigger on every insert and
     * every write of `status` or `expires_at`, cleared by the `unlist-expired-jobs` task once the expiry
     * passes; the search index holds only these jobs (migration 0017).
     */
    listed: pg.boolean().notNull().default(true),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', tag_text), 'B') || setweight(to_tsvector('english', company_name), 'C') || setweight(to_tsvector('english', left(description, 2000)), 'D')`,
    ),
    /**
     * The posting day (days since 1970-01-01, UTC). The search index holds it beside `search` as the blocks
     * of days that hold it, marked with the vertical, `job_window_keys(vertical, posted_day)` (migrations
     * 0015, 0018 and 0019), and the work-mode and salary filters' keys, `job_filter_keys` (migration 0023).
     */
    postedDay: pg
      .integer('posted_day')
      .array()
      .generatedAlwaysAs(
        sql`ARRAY[floor(extract(epoch FROM (posted_at - '1970-01-01 00:00:00+00'::timestamptz)) / 86400)::integer]`,
      ),
  },
  (t) => [
    // jobs_feed and jobs_category_feed also INCLUDE (expires_at), which drizzle's index builder cannot say
    // (migration 0016): a feed's count is then an index-only scan.
    pg.index('jobs_feed').on(t.vertical, t.postedAt.desc(), t.id.desc()).where(PUBLISHED),
    pg.index('jobs_category_feed').on(t.vertical, t.categoryId, t.postedAt.desc()).where(PUBLISHED),
    pg.index('jobs_company_feed').on(t.companyId, t.postedAt.desc()).where(PUBLISHED),
    pg.index('jobs_recruiter_feed').on(t.recruiterId, t.postedAt.desc()),
    pg.index('jobs_city_ids').using('gin', t.cityIds),
    pg.index('jobs_tag_ids').using('gin', t.tagIds),
    pg
      .index('jobs_search')
      .using(
        'gin',
        t.search,
        sql`job_window_keys(${t.vertical}, ${t.postedDay})`,
        sql`job_experience_keys(${t.minExp}, ${t.maxExp})`,
        sql`job_filter_keys(${t.workFromHome}, ${t.hideSalary}, ${t.minSalary}, ${t.maxSalary})`,
      )
      .where(sql`listed`),
    pg
      .index('jobs_female')
      .on(t.vertical, t.postedAt.desc())
      .where(sql`status = 1 AND (female_candidate OR female_back_work_force)`),
    pg.index('jobs_listed_expiry').on(sql`(expires_at AT TIME ZONE 'UTC')`).where(sql`listed`),
  ],
);

/** A job of the catalogue, and the row goes with it: `job_id bigint NOT NULL REFERENCES jobs ON DELETE CASCADE`. */
export const jobId = () => belongsTo(pg.bigint('job_id', { mode: 'number' }), () => jobs.id);

export const blogs = pg.pgTable(
  'blogs',
  {
    id: pg.serial().primaryKey(),
    vertical: verticalId(),
    categoryId: pg.integer('category_id').references(() => categories.id),
    title: pg.text().notNull(),
    slug: pg.text().notNull(),
    summary: pg.text().notNull(),
    imageUrl: pg.text('image_url').notNull(),
    url: pg.text().notNull(),
    author: pg.text().notNull(),
    publishedAt: timestamptz('published_at').notNull(),
  },
  (t) => [pg.index('blogs_latest').on(t.vertical, t.publishedAt.desc())],
);

export const promoBanners = pg.pgTable('promo_banners', {
  id: pg.serial().primaryKey(),
  vertical: verticalId(),
  listName: pg.text('list_name').notNull(),
  companyId: pg.integer('company_id').references(() => companies.id),
  title: pg.text().notNull(),
  imageUrl: pg.text('image_url').notNull(),
  redirectLink: pg.text('redirect_link').notNull(),
  text: pg.text().notNull(),
  subText: pg.text('sub_text').notNull(),
  ctaText: pg.text('cta_text').notNull(),
  trackerText: pg.text('tracker_text').notNull(),
  courseId: pg.integer('course_id'),
  institute: pg.text(),
  allowedOnJobFeeds: pg.boolean('allowed_on_job_feeds').notNull().default(true),
  minExp: pg.smallint('min_exp').notNull().default(0),
  maxExp: pg.smallint('max_exp').notNull().default(30),
  location: pg.text(),
  jobId: pg.bigint('job_id', { mode: 'number' }),
  ordering: pg.integer().notNull().default(0),
  showcaseRedirectLink: pg.text('showcase_redirect_link'),
});

export const homeSlots = pg.pgTable('home_slots', {
  id: pg.serial().primaryKey(),
  vertical: verticalId(),
  slot: pg.text().notNull(),
  title: pg.text().notNull(),
  items: pg.jsonb().notNull().default([]),
  sortOrder: pg.integer('sort_order').notNull().default(0),
});

export const seoMetadata = pg.pgTable(
  'seo_metadata',
  {
    vertical: verticalId(),
    path: pg.text().notNull(),
    title: pg.text().notNull(),
    description: pg.text().notNull(),
    keywords: pg.text().notNull(),
    h1: pg.text().notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.vertical, t.path] })],
);

export const featureFlags = pg.pgTable(
  'feature_flags',
  { vertical: verticalId(), name: pg.text().notNull(), enabled: pg.boolean().notNull() },
  (t) => [pg.primaryKey({ columns: [t.vertical, t.name] })],
);

export const seedState = pg.pgTable('seed_state', {
  vertical: pg
    .text()
    .primaryKey()
    .references(() => verticals.id),
  jobs: pg.integer().notNull(),
  seededAt: timestamptz('seeded_at').notNull().defaultNow(),
});
