/**
 * Deterministic seed: seeded faker (Indian locale) plus each vertical's vocabulary
 * (`@jobsite/domain/vocabulary`) and the shared one of content.ts. Every vertical of the domain's list
 * is seeded. Reference data is written once per vertical; jobs are appended in large JSON batches
 * (json_to_recordset), so the same code seeds 5,000 jobs into PGlite in seconds and a million into
 * PostgreSQL. The learning section's fictional institutes and courses (seed-learning.ts) come with the
 * fake jobs: a seed of no jobs (production's default) writes none.
 */

import type { Faker } from '@faker-js/faker';
import {
  categoryListName,
  toSlug,
  VERTICAL_IDS,
  VERTICALS,
  type Vertical,
  withArticle,
} from '@jobsite/domain';
import { type CategoryVocabulary, VOCABULARY } from '@jobsite/domain/vocabulary';
import { and, eq, type InferInsertModel, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { generatedLogo, logoAddress, logoKey, logoName } from '../media/logo.ts';
import type { MediaStore } from '../media/store.ts';
import { refreshTagRelations } from '../services/match/relations.ts';
import { refreshResponsiveness } from '../services/recruiting/responsiveness.ts';
import type { Db } from './client.ts';
import { BENEFITS, CITIES, list, PERKS, SEO_CITY_NAMES } from './content.ts';
import { insertRows } from './insert-rows.ts';
import * as tables from './schema.ts';
import { hashSeed } from './seed-applicants.ts';
import { aboutCompany, companyFacts } from './seed-companies.ts';
import { seedCompetition } from './seed-competition.ts';
import { seedHistory } from './seed-history.ts';
import { seedLearning } from './seed-learning.ts';
import { seedSurveys } from './seed-surveys.ts';

const DAY = 86_400_000;
/** A table of rows per vertical. */
type VerticalTable = PgTable & { id: AnyPgColumn; vertical: AnyPgColumn };
const COMPANIES_PER_VERTICAL = 300;
const RECRUITERS_PER_VERTICAL = 600;

/** A category of a vertical: its public name and slug with what the seed writes for it. */
interface Category extends CategoryVocabulary {
  name: string;
  slug: string;
}

function categoriesOf(vertical: Vertical): Category[] {
  return VERTICALS[vertical].categories.map((c) => {
    const content = VOCABULARY[vertical].categories[c.slug];
    if (!content) throw new Error(`${vertical}: no vocabulary for the category ${c.slug}`);
    return { ...content, name: c.name, slug: c.slug };
  });
}

/** A seeded faker. faker loads at the first call: a start with everything seeded never needs it (decision 0071). */
async function newFaker(seed: number): Promise<Faker> {
  const { en, en_IN, Faker } = await import('@faker-js/faker');
  const f = new Faker({ locale: [en_IN, en] });
  f.seed(seed);
  return f;
}

interface Reference {
  categories: {
    id: number;
    content: Category;
    tagIds: number[];
    tagNames: string[];
    fa: number[];
    ind: number[];
  }[];
  cityIds: number[];
  seoCityIds: number[];
  companies: { id: number; name: string }[];
  recruitersByCompany: Map<number, number[]>;
  tagNameById: Map<number, string>;
  cityNameById: Map<number, string>;
}

type SeedLog = (message: string) => void;

/** Writes categories, tags, cities, companies, recruiters, blogs, banners, SEO rows, flags. Idempotent. */
async function seedReference(db: Db, vertical: Vertical): Promise<void> {
  const existing = await db.rows(sql`SELECT 1 FROM verticals WHERE id = ${vertical}`);
  if (existing.length > 0) return;
  const f = await newFaker(hashSeed(`ref:${vertical}`));
  const vocabulary = VOCABULARY[vertical];
  const categories = categoriesOf(vertical);
  await insertRows(db, tables.verticals, [{ id: vertical, name: vocabulary.name }]);
  await insertRows(
    db,
    tables.featureFlags,
    Object.entries(VERTICALS[vertical].flags).map(([name, enabled]) => ({ vertical, name, enabled })),
  );

  const cats = await insertRows(
    db,
    tables.categories,
    categories.map((c, i) => ({ vertical, name: c.name, slug: c.slug, icon: c.icon, sortOrder: i })),
    ['id', 'slug'],
  );
  const catId = new Map(cats.map((r) => [r.slug, r.id]));

  const faNames = [...new Set(categories.flatMap((c) => list(c.functionalAreas)))];
  await insertRows(
    db,
    tables.functionalAreas,
    faNames.map((name) => ({
      vertical,
      name,
      cluster: categories.find((c) => list(c.functionalAreas).includes(name))?.name ?? name,
    })),
  );
  const indNames = [...new Set(categories.flatMap((c) => list(c.industries)))];
  const inds = await insertRows(
    db,
    tables.industries,
    indNames.map((name) => ({ vertical, name })),
    ['id', 'name'],
  );
  const indId = new Map(inds.map((r) => [r.name, r.id]));

  const seenTags = new Set<string>();
  for (const c of categories) {
    const cid = catId.get(c.slug) as number;
    const menus = await insertRows(
      db,
      tables.tagMenus,
      Object.keys(c.menus).map((label, i) => ({ categoryId: cid, label, slug: toSlug(label), sortOrder: i })),
      ['id', 'label'],
    );
    const rows: InferInsertModel<typeof tables.tags>[] = [];
    for (const m of menus) {
      for (const [i, name] of list(c.menus[m.label] ?? '').entries()) {
        const slug = toSlug(name);
        if (seenTags.has(slug)) continue;
        seenTags.add(slug);
        rows.push({
          vertical,
          name,
          alias: name.replace(/ & /g, ' and ').replace(/\//g, ' '),
          searchString: name.toLowerCase(),
          slug,
          categoryId: cid,
          menuId: m.id,
          isMain: i < 4,
        });
      }
    }
    await insertRows(db, tables.tags, rows);
  }

  const cityRows = await insertRows(
    db,
    tables.cities,
    CITIES.map((c) => ({
      vertical,
      name: c.name,
      slug: toSlug(c.name),
      state: c.state,
      region: c.region,
      isSeo: SEO_CITY_NAMES.includes(c.name),
      aliases: c.aliases,
    })),
    ['id'],
  );

  const companySuffixes = list(vocabulary.companySuffixes);
  const usedSlugs = new Set<string>();
  const companyRows: InferInsertModel<typeof tables.companies>[] = [];
  for (let i = 0; i < COMPANIES_PER_VERTICAL; i++) {
    const suffix = f.helpers.arrayElement(companySuffixes);
    let name = `${f.person.lastName()} ${suffix}`;
    if (usedSlugs.has(toSlug(name)))
      name = `${name} ${f.helpers.arrayElement(['India', 'Global', 'Solutions', 'Group'])}`;
    let slug = toSlug(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${i}`;
    usedSlugs.add(slug);
    // Industry, size and founding year drawn together, so they agree (seed-companies.ts).
    const facts = companyFacts(f, suffix, indNames);
    companyRows.push({
      vertical,
      name,
      slug,
      // Drawn by seedLogos once the rows are in, into the media store.
      logo: null,
      about: aboutCompany(name, facts, f.helpers.arrayElement(SEO_CITY_NAMES)),
      website: `https://www.${slug.replace(/-/g, '')}.in`,
      industryId: indId.get(facts.industry),
      employees: facts.size,
      perks: f.helpers.arrayElements(PERKS, { min: 3, max: 7 }),
      benefits: f.helpers.arrayElements(BENEFITS, { min: 2, max: 5 }),
    });
  }
  const comps = await insertRows(db, tables.companies, companyRows, ['id']);
  const designations = [
    'Talent Acquisition Lead',
    'HR Manager',
    'Hiring Manager',
    'Senior Recruiter',
    'Founder',
    'HR Business Partner',
  ];
  await insertRows(
    db,
    tables.recruiters,
    Array.from({ length: RECRUITERS_PER_VERTICAL }, (_, i) => ({
      vertical,
      name: f.person.fullName(),
      designation: f.helpers.arrayElement(designations),
      companyId: comps[i % comps.length]?.id,
      // No picture: a recruiter shows their initials.
      picUrl: null,
      cityId: f.helpers.arrayElement(cityRows).id,
    })),
  );

  const now = Date.now();
  const blogRows: InferInsertModel<typeof tables.blogs>[] = [];
  for (const c of categories) {
    const tags = Object.values(c.menus).flatMap(list);
    for (let i = 0; i < 4; i++) {
      const tag = f.helpers.arrayElement(tags);
      const title = f.helpers.arrayElement([
        `How to crack ${withArticle(tag)} interview`,
        `Top skills recruiters want in ${c.name} roles this year`,
        `Salary guide: ${categoryListName(vertical, c)} jobs in India`,
        `From fresher to lead: a career path in ${tag}`,
        `${f.helpers.arrayElement(list(c.titles))}: what the job really involves`,
      ]);
      const slug = `${toSlug(title)}-${blogRows.length + 1}`;
      blogRows.push({
        vertical,
        categoryId: catId.get(c.slug),
        title,
        slug,
        summary: `A practical read for job seekers in ${c.name}: ${f.helpers.arrayElement(list(c.duties))}.`,
        imageUrl: `/blog/${slug}.jpg`,
        url: `/blog/${slug}`,
        author: f.person.fullName(),
        publishedAt: new Date(now - f.number.int({ min: 0, max: 90 }) * DAY),
      });
    }
  }
  await insertRows(db, tables.blogs, blogRows);

  const bannerRows: InferInsertModel<typeof tables.promoBanners>[] = [];
  for (const listName of ['promo-banners', 'jobfeed-banners']) {
    for (let i = 0; i < 5; i++) {
      const comp = companyRows[i * 7] as (typeof companyRows)[number];
      bannerRows.push({
        vertical,
        listName,
        companyId: comps[i * 7]?.id,
        title: `${comp.name} is hiring`,
        imageUrl: `/banners/${listName}-${i + 1}.jpg`,
        redirectLink: `/company/${comp.slug}`,
        text: `Join ${comp.name}`,
        subText: f.helpers.arrayElement([
          'Openings across India',
          'Hiring freshers and experienced',
          'Apply in one click',
        ]),
        ctaText: f.helpers.arrayElement(['Apply now', 'View jobs', 'Know more']),
        trackerText: `${listName}-${comp.slug}`,
        allowedOnJobFeeds: listName === 'jobfeed-banners' || i % 2 === 0,
        minExp: 0,
        maxExp: 30,
        ordering: i,
      });
    }
  }
  await insertRows(db, tables.promoBanners, bannerRows);

  const slots = [
    [
      'featuredEmployers',
      'Featured employers',
      companyRows.slice(0, 8).map((c) => ({ name: c.name, slug: c.slug })),
    ],
    ['skills', 'Skills in demand', [...seenTags].slice(0, 12)],
    ['diversity', 'Diversity hiring', [{ title: 'Jobs for her', link: '/female-jobs' }]],
    ['learnAndGrow', 'Learn & Grow', []],
    ['featuredInstitutes', 'Featured Institute', []],
    ['blogs', 'From our blog', blogRows.slice(0, 4).map((b) => ({ title: b.title, url: b.url }))],
  ] as const;
  await insertRows(
    db,
    tables.homeSlots,
    slots.map(([slot, title, items], i) => ({ vertical, slot, title, items, sortOrder: i })),
  );

  const brand = vocabulary.audience;
  const seo: Omit<InferInsertModel<typeof tables.seoMetadata>, 'vertical'>[] = [
    {
      path: '/',
      title: `Jobs for ${brand} professionals in India`,
      description: `Find the latest ${brand} jobs from top companies across India.`,
      keywords: `${brand} jobs`,
      h1: `Find your next ${brand} job`,
    },
    {
      path: '/jobfeed',
      title: 'Your job feed',
      description: 'Latest jobs matched to you.',
      keywords: 'job feed',
      h1: 'Job feed',
    },
    {
      path: '/search',
      title: 'Search jobs',
      description: `Search ${brand} jobs by keyword, city and experience.`,
      keywords: 'job search',
      h1: 'Search jobs',
    },
  ];
  for (const c of categories) {
    const name = categoryListName(vertical, c);
    seo.push({
      path: `/c/${c.slug}-jobs`,
      title: `${name} Jobs in India`,
      description: `Browse the latest ${name} jobs from top employers. Apply now.`,
      keywords: `${name} jobs, ${name} vacancies`,
      h1: `${name} Jobs`,
    });
  }
  for (const slug of seenTags) {
    const name = categories
      .flatMap((c) => Object.values(c.menus).flatMap(list))
      .find((n) => toSlug(n) === slug);
    seo.push({
      path: `/k/${slug}-jobs`,
      title: `${name} Jobs`,
      description: `Latest ${name} jobs and openings in India.`,
      keywords: `${name} jobs`,
      h1: `${name} Jobs`,
    });
  }
  for (const c of CITIES) {
    seo.push({
      path: `/jobs-in-${toSlug(c.name)}`,
      title: `${vocabulary.name} Jobs in ${c.name}`,
      description: `Latest ${brand} jobs in ${c.name}.`,
      keywords: `jobs in ${c.name}`,
      h1: `Jobs in ${c.name}`,
    });
  }
  await insertRows(
    db,
    tables.seoMetadata,
    seo.map((r) => ({ vertical, ...r })),
  );
  await insertRows(db, tables.seedState, [{ vertical, jobs: 0, seededAt: new Date() }]);
}

async function loadReference(db: Db, vertical: Vertical): Promise<Reference> {
  const categories = categoriesOf(vertical);
  /**
   * The `fields` of the vertical's rows of `table`, in the order of `order` (the id by default), typed
   * from the fields' columns (drizzle cannot resolve a select over fields a generic names).
   */
  const rowsOf = <F extends SelectedFields>(table: VerticalTable, fields: F, order: AnyPgColumn = table.id) =>
    db.orm
      .select(fields as SelectedFields)
      .from(table as PgTable)
      .where(eq(table.vertical, vertical))
      .orderBy(order) as Promise<SelectResultFields<F>[]>;
  const { categories: cat, tags: tag, functionalAreas: fa, industries: ind } = tables;
  const { cities: city, companies: co, recruiters: re } = tables;
  const cats = await rowsOf(cat, { id: cat.id, name: cat.name }, cat.sortOrder);
  const tags = await rowsOf(tag, { id: tag.id, name: tag.name, categoryId: tag.categoryId });
  const fas = await rowsOf(fa, { id: fa.id, name: fa.name });
  const inds = await rowsOf(ind, { id: ind.id, name: ind.name });
  const cities = await rowsOf(city, { id: city.id, name: city.name, isSeo: city.isSeo });
  const companies = await rowsOf(co, { id: co.id, name: co.name });
  const recruiters = await rowsOf(re, { id: re.id, companyId: re.companyId });
  const recruitersByCompany = new Map<number, number[]>();
  for (const r of recruiters) {
    // Every seeded recruiter works for a company; one without would have no job to post.
    if (r.companyId === null) continue;
    const l = recruitersByCompany.get(r.companyId) ?? [];
    l.push(r.id);
    recruitersByCompany.set(r.companyId, l);
  }
  return {
    categories: cats.map((c) => {
      const cc = categories.find((x) => x.name === c.name) as Category;
      const own = tags.filter((t) => t.categoryId === c.id);
      return {
        id: c.id,
        content: cc,
        tagIds: own.map((t) => t.id),
        tagNames: own.map((t) => t.name),
        fa: fas.filter((x) => list(cc.functionalAreas).includes(x.name)).map((x) => x.id),
        ind: inds.filter((x) => list(cc.industries).includes(x.name)).map((x) => x.id),
      };
    }),
    cityIds: cities.map((c) => c.id),
    seoCityIds: cities.filter((c) => c.isSeo).map((c) => c.id),
    companies,
    recruitersByCompany,
    tagNameById: new Map(tags.map((t) => [t.id, t.name])),
    cityNameById: new Map(cities.map((c) => [c.id, c.name])),
  };
}

/** How far back the seeded jobs were posted. */
const POSTING_SPAN_MINUTES = 120 * 24 * 60;

/**
 * The jobs of one batch. `postedAt(i, u)` is when its `i`th job was posted, given a draw `u` in [0, 1]
 * (see `postingTimeline`).
 */
async function makeJobs(
  ref: Reference,
  vertical: Vertical,
  batchNo: number,
  size: number,
  postedAt: (i: number, u: number) => number,
): Promise<InferInsertModel<typeof tables.jobs>[]> {
  const f = await newFaker(hashSeed(`jobs:${vertical}:${batchNo}`));
  const education = VOCABULARY[vertical].education;
  const rows: InferInsertModel<typeof tables.jobs>[] = [];
  for (let i = 0; i < size; i++) {
    const cat = f.helpers.arrayElement(ref.categories);
    const c = cat.content;
    const tagCount = f.number.int({ min: 3, max: 6 });
    const idx = f.helpers.arrayElements(
      cat.tagIds.map((_, k) => k),
      tagCount,
    );
    const tagIds = idx.map((k) => cat.tagIds[k] as number);
    const tagNames = idx.map((k) => cat.tagNames[k] as string);
    let title = f.helpers.arrayElement(list(c.titles));
    if (f.number.int(3) === 0 && !title.includes(tagNames[0] as string)) title = `${title} - ${tagNames[0]}`;
    const confidential = f.number.int(9) === 0;
    const company = f.helpers.arrayElement(ref.companies);
    const recruiter = f.helpers.arrayElement(ref.recruitersByCompany.get(company.id) ?? [1]);
    const cityIds = f.helpers.uniqueArray(
      () =>
        f.number.int(9) < 7 ? f.helpers.arrayElement(ref.seoCityIds) : f.helpers.arrayElement(ref.cityIds),
      f.number.int({ min: 1, max: 3 }),
    );
    const minExp = f.helpers.weightedArrayElement([
      { weight: 3, value: f.number.int({ min: 0, max: 2 }) },
      { weight: 4, value: f.number.int({ min: 2, max: 8 }) },
      { weight: 2, value: f.number.int({ min: 8, max: 15 }) },
      { weight: 1, value: f.number.int({ min: 15, max: 22 }) },
    ]);
    const maxExp = minExp + f.number.int({ min: 1, max: 6 });
    const lakhs = Math.round((minExp + 2) * f.number.float({ min: 2, max: 4.5 }));
    const posted = postedAt(i, f.number.int({ min: 0, max: POSTING_SPAN_MINUTES }) / POSTING_SPAN_MINUTES);
    const cityNames = cityIds.map((id) => ref.cityNameById.get(id)).join(', ');
    const who = confidential ? 'Our client, a leading organisation,' : company.name;
    const duties = f.helpers.arrayElements(list(c.duties), 3);
    const description = [
      `${who} is hiring ${withArticle(title)} in ${cityNames}.`,
      `What you will do:\n${duties.map((d) => `- ${d.charAt(0).toUpperCase()}${d.slice(1)}`).join('\n')}`,
      `What you need:\n- ${minExp}-${maxExp} years of experience in ${tagNames.slice(0, 3).join(', ')}\n- ${f.helpers.arrayElement(education)}\n- Clear communication and ownership`,
      `Skills: ${tagNames.join(', ')}.`,
    ].join('\n\n');
    const external = f.number.int(6) === 0;
    rows.push({
      vertical,
      title,
      description,
      companyId: confidential ? null : company.id,
      companyName: confidential ? '' : company.name,
      confidential,
      recruiterId: recruiter,
      cityIds,
      minExp,
      maxExp,
      minSalary: lakhs * 100_000,
      maxSalary: Math.round(lakhs * f.number.float({ min: 1.2, max: 1.8 })) * 100_000,
      hideSalary: f.number.int(9) < 3,
      tagIds,
      tagText: tagNames.join(' '),
      categoryId: cat.id,
      functionalAreaId: f.helpers.arrayElement(cat.fa),
      industryId: f.helpers.arrayElement(cat.ind),
      postedAt: new Date(posted),
      expiresAt: new Date(posted + f.number.int({ min: 30, max: 90 }) * DAY),
      femaleCandidate: f.number.int(7) === 0,
      femaleBackWorkForce: f.number.int(15) === 0,
      differentlyAbled: f.number.int(19) === 0,
      exDefence: f.number.int(29) === 0,
      workFromHome: f.number.int(6) === 0,
      applyType: external ? 2 : 1,
      applyUrl: external ? `https://careers.example.in/jobs/${batchNo}-${i}` : null,
      status: f.number.int(39) === 0 ? 0 : 1,
      viewCount: f.number.int(2000),
      applyCount: f.number.int(150),
    });
  }
  return rows;
}

export interface SeedJobsOptions {
  batchSize?: number;
  log?: SeedLog;
  /** Drop and rebuild the GIN indexes around the load (worth it for large loads). */
  rebuildIndexes?: boolean;
  /** Where the competition's case study is written (without one, the seeded edition has none). */
  media?: MediaStore | undefined;
}

const seededJobs = async (db: Db, vertical: Vertical) =>
  (
    await db.orm
      .select({ jobs: tables.seedState.jobs })
      .from(tables.seedState)
      .where(eq(tables.seedState.vertical, vertical))
  )[0]?.jobs ?? 0;

/**
 * When the `count` jobs appended now are posted: spread over the last POSTING_SPAN_MINUTES in the order
 * they are inserted, each within its own slot (`u` places it there), so a job's id and its place in the
 * table follow its posting time, as on a site whose jobs are written when they are posted (decision 0059).
 */
export const postingTimeline =
  (count: number, now: number) =>
  (position: number, u: number): number =>
    Math.round(now - POSTING_SPAN_MINUTES * 60_000 * (1 - Math.min(position + u, count) / count));

/** The appending of one vertical's jobs up to `target`. */
interface JobRun {
  vertical: Vertical;
  ref: Reference;
  start: number;
  have: number;
  target: number;
  postedAt: (position: number, u: number) => number;
}

/**
 * Appends jobs until every vertical holds `target` of them, a batch of each vertical in turn, so the
 * verticals' jobs interleave in the table as their postings do. Returns how many were added.
 */
async function seedJobs(db: Db, target: number, options: SeedJobsOptions = {}) {
  const batchSize = options.batchSize ?? 2000;
  const now = Date.now();
  const runs: JobRun[] = [];
  for (const vertical of VERTICAL_IDS) {
    const have = await seededJobs(db, vertical);
    if (have >= target) continue;
    const ref = await loadReference(db, vertical);
    runs.push({ vertical, ref, start: have, have, target, postedAt: postingTimeline(target - have, now) });
  }
  const started = Date.now();
  let added = 0;
  for (let open = runs; open.length > 0; open = open.filter((r) => r.have < r.target)) {
    for (const run of open) {
      const { vertical, have, start } = run;
      const size = Math.min(batchSize, target - have);
      const batchNo = Math.floor(have / batchSize);
      const rows = await makeJobs(run.ref, vertical, batchNo, size, (i, u) =>
        run.postedAt(have - start + i, u),
      );
      await insertRows(db, tables.jobs, rows);
      run.have += size;
      added += size;
      await db.rows(
        sql`UPDATE seed_state SET jobs = ${run.have}, seeded_at = now() WHERE vertical = ${vertical}`,
      );
      if (options.log && (run.have === target || (run.have - start) % (batchSize * 10) === 0)) {
        const secs = (Date.now() - started) / 1000;
        options.log(`${vertical}: ${run.have}/${target} jobs (${Math.round(added / secs)} jobs/s)`);
      }
    }
  }
  return added;
}

const GIN_INDEXES = {
  jobs_search: sql`CREATE INDEX jobs_search ON jobs USING gin (search, job_window_keys(vertical, posted_day), job_experience_keys(min_exp, max_exp), job_filter_keys(work_from_home, hide_salary, min_salary, max_salary)) WHERE listed`,
  jobs_tag_ids: sql`CREATE INDEX jobs_tag_ids ON jobs USING gin (tag_ids)`,
  jobs_city_ids: sql`CREATE INDEX jobs_city_ids ON jobs USING gin (city_ids)`,
};

/** How many logos are written to the media store at once (a bucket answers each PUT in turn). */
const LOGO_WRITES = 8;

/**
 * Draws the mark of each of the vertical's companies without a logo (decision 0092) and stores it in
 * `media`: its initials on a colour of its name, under an address that changes with its bytes. The same
 * name draws the same bytes, so a reseed writes the same files. Companies whose logo was set are left.
 */
async function seedLogos(db: Db, vertical: Vertical, media: MediaStore): Promise<number> {
  const missing = await db.orm
    .select({ id: tables.companies.id, name: tables.companies.name, slug: tables.companies.slug })
    .from(tables.companies)
    .where(and(eq(tables.companies.vertical, vertical), isNull(tables.companies.logo)))
    .orderBy(tables.companies.id);
  if (missing.length === 0) return 0;
  const drawn = missing.map((co) => {
    const bytes = generatedLogo(co.name);
    return { id: co.id, name: logoName(co.slug, 'svg', bytes), bytes };
  });
  for (let at = 0; at < drawn.length; at += LOGO_WRITES)
    await Promise.all(
      drawn.slice(at, at + LOGO_WRITES).map((d) => media.put(logoKey(vertical, d.name), d.bytes)),
    );
  const rows = JSON.stringify(drawn.map((d) => ({ id: d.id, logo: logoAddress(d.name) })));
  await db.rows(
    sql`UPDATE companies SET logo = x.logo FROM json_to_recordset(${rows}::json) AS x(id integer, logo text)
        WHERE companies.id = x.id AND companies.logo IS NULL`,
  );
  return drawn.length;
}

/** Seeds reference data and jobs for every vertical; `perVertical` jobs each. */
export async function seedAll(db: Db, perVertical: number, options: SeedJobsOptions = {}): Promise<number> {
  for (const v of VERTICAL_IDS) {
    await seedReference(db, v);
    if (options.media) await seedLogos(db, v, options.media);
    // The learning catalogue is fictional, as the jobs are: none where no jobs are seeded (production).
    if (perVertical > 0) await seedLearning(db, v);
    // Surveys are the product's own questions: every database gets them.
    await seedSurveys(db, v);
  }
  const added = await seedAllJobs(db, perVertical, options);
  // The competition's editions and partner jobs are sample data too: only where jobs are.
  if (perVertical > 0) for (const v of VERTICAL_IDS) await seedCompetition(db, v, options.media);
  // The seeded applicants and their application history too (decision 0100). The recruiters' figures are
  // computed from it at once, so the first job page shows them without waiting for the scheduled refresh.
  let stored = 0;
  if (perVertical > 0)
    for (const v of VERTICAL_IDS) {
      const n = await seedHistory(db, v);
      if (n > 0) options.log?.(`${v}: ${n} seeded applications with their history`);
      stored += n;
    }
  if (stored > 0) await refreshResponsiveness(db);
  // Which skills go together, from the jobs just seeded (decision 0102), so the first match has them.
  if (perVertical > 0) await refreshTagRelations(db);
  return added;
}

async function seedAllJobs(db: Db, perVertical: number, options: SeedJobsOptions): Promise<number> {
  let missing = 0;
  for (const v of VERTICAL_IDS) missing += Math.max(0, perVertical - (await seededJobs(db, v)));
  if (missing === 0) return 0;
  const rebuild = options.rebuildIndexes ?? missing > 200_000;
  if (rebuild) {
    options.log?.('dropping GIN indexes for the bulk load');
    for (const name of Object.keys(GIN_INDEXES))
      await db.rows(sql`DROP INDEX IF EXISTS ${sql.identifier(name)}`);
  }
  const added = await seedJobs(db, perVertical, options);
  if (rebuild) {
    for (const [name, ddl] of Object.entries(GIN_INDEXES)) {
      options.log?.(`building ${name}`);
      await db.rows(ddl);
    }
  }
  // A bulk load leaves the visibility map unset: until a vacuum, index-only scans (the feed counts) read
  // the table. Vacuum now rather than when autovacuum gets to it, so the first figures are the steady ones.
  // The ANALYZE after it takes the figures of every table, `jobs` included.
  await db.rows(sql`VACUUM jobs`);
  await db.rows(sql`ANALYZE`);
  return added;
}
