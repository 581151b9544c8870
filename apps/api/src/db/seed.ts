/**
 * Deterministic seed: seeded faker (Indian locale) plus each vertical's vocabulary
 * (`@jobsite/domain/vocabulary`) and the shared one of content.ts. Every vertical of the domain's list
 * is seeded. Reference data is written once per vertical; jobs are appended in large JSON batches
 * (json_to_recordset), so the same code seeds 5,000 jobs into PGlite in seconds and a million into
 * PostgreSQL.
 */

import { en, en_IN, Faker } from '@faker-js/faker';
import { toSlug, VERTICAL_IDS, VERTICALS, type Vertical } from '@jobsite/domain';
import { type CategoryVocabulary, VOCABULARY } from '@jobsite/domain/vocabulary';
import type { Db } from './client.ts';
import { BENEFITS, CITIES, list, PERKS, SEO_CITY_NAMES } from './content.ts';

const DAY = 86_400_000;
const COMPANIES_PER_VERTICAL = 300;
const RECRUITERS_PER_VERTICAL = 600;

type Row = Record<string, unknown>;

async function insertRows(
  db: Db,
  table: string,
  cols: Record<string, string>,
  rows: Row[],
  returning?: string,
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(cols).join(', ');
  const defs = Object.entries(cols)
    .map(([k, t]) => `${k} ${t}`)
    .join(', ');
  const text = `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS x(${defs})${
    returning ? ` RETURNING ${returning}` : ''
  }`;
  return (await db.raw(text, [JSON.stringify(rows)])) as Row[];
}

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

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function newFaker(seed: number): Faker {
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
  const existing = (await db.raw('SELECT 1 FROM verticals WHERE id = $1', [vertical])).length > 0;
  if (existing) return;
  const f = newFaker(hashSeed(`ref:${vertical}`));
  const vocabulary = VOCABULARY[vertical];
  const categories = categoriesOf(vertical);
  await db.raw('INSERT INTO verticals (id, name) VALUES ($1, $2)', [vertical, vocabulary.name]);
  await insertRows(
    db,
    'feature_flags',
    { vertical: 'text', name: 'text', enabled: 'boolean' },
    Object.entries(VERTICALS[vertical].flags).map(([name, enabled]) => ({ vertical, name, enabled })),
  );

  const cats = await insertRows(
    db,
    'categories',
    { vertical: 'text', name: 'text', slug: 'text', icon: 'text', sort_order: 'int' },
    categories.map((c, i) => ({
      vertical,
      name: c.name,
      slug: c.slug,
      icon: c.icon,
      sort_order: i,
    })),
    'id, slug',
  );
  const catId = new Map(cats.map((r) => [r.slug as string, r.id as number]));

  const faNames = [...new Set(categories.flatMap((c) => list(c.functionalAreas)))];
  await insertRows(
    db,
    'functional_areas',
    { vertical: 'text', name: 'text', cluster: 'text' },
    faNames.map((name) => ({
      vertical,
      name,
      cluster: categories.find((c) => list(c.functionalAreas).includes(name))?.name ?? name,
    })),
    'id, name',
  );
  const indNames = [...new Set(categories.flatMap((c) => list(c.industries)))];
  const inds = await insertRows(
    db,
    'industries',
    { vertical: 'text', name: 'text' },
    indNames.map((name) => ({ vertical, name })),
    'id, name',
  );
  const indId = new Map(inds.map((r) => [r.name as string, r.id as number]));

  const seenTags = new Set<string>();
  for (const c of categories) {
    const cid = catId.get(c.slug) as number;
    const menus = await insertRows(
      db,
      'tag_menus',
      { category_id: 'int', label: 'text', slug: 'text', sort_order: 'int' },
      Object.keys(c.menus).map((label, i) => ({
        category_id: cid,
        label,
        slug: toSlug(label),
        sort_order: i,
      })),
      'id, label',
    );
    const rows: Row[] = [];
    for (const m of menus) {
      for (const [i, name] of list(c.menus[m.label as string] ?? '').entries()) {
        const slug = toSlug(name);
        if (seenTags.has(slug)) continue;
        seenTags.add(slug);
        rows.push({
          vertical,
          name,
          alias: name.replace(/ & /g, ' and ').replace(/\//g, ' '),
          search_string: name.toLowerCase(),
          slug,
          category_id: cid,
          menu_id: m.id,
          is_main: i < 4,
        });
      }
    }
    await insertRows(
      db,
      'tags',
      {
        vertical: 'text',
        name: 'text',
        alias: 'text',
        search_string: 'text',
        slug: 'text',
        category_id: 'int',
        menu_id: 'int',
        is_main: 'boolean',
      },
      rows,
    );
  }

  const cityRows = await insertRows(
    db,
    'cities',
    {
      vertical: 'text',
      name: 'text',
      slug: 'text',
      state: 'text',
      region: 'text',
      is_seo: 'boolean',
      aliases: 'text[]',
    },
    CITIES.map((c) => ({
      vertical,
      name: c.name,
      slug: toSlug(c.name),
      state: c.state,
      region: c.region,
      is_seo: SEO_CITY_NAMES.includes(c.name),
      aliases: c.aliases,
    })),
    'id',
  );

  const companySuffixes = list(vocabulary.companySuffixes);
  const usedSlugs = new Set<string>();
  const companyRows: Row[] = [];
  for (let i = 0; i < COMPANIES_PER_VERTICAL; i++) {
    let name = `${f.person.lastName()} ${f.helpers.arrayElement(companySuffixes)}`;
    if (usedSlugs.has(toSlug(name)))
      name = `${name} ${f.helpers.arrayElement(['India', 'Global', 'Solutions', 'Group'])}`;
    let slug = toSlug(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${i}`;
    usedSlugs.add(slug);
    companyRows.push({
      vertical,
      name,
      slug,
      logo: `/logos/${slug}.png`,
      about: `${name} is a ${f.helpers.arrayElement(indNames)} company headquartered in ${f.helpers.arrayElement(SEO_CITY_NAMES)}, founded in ${f.number.int({ min: 1960, max: 2022 })}.`,
      website: `https://www.${slug.replace(/-/g, '')}.in`,
      industry_id: indId.get(f.helpers.arrayElement(indNames)),
      employees: f.helpers.arrayElement(['11-50', '51-200', '201-1000', '1001-5000', '5000+']),
      perks: f.helpers.arrayElements(PERKS, { min: 3, max: 7 }),
      benefits: f.helpers.arrayElements(BENEFITS, { min: 2, max: 5 }),
    });
  }
  const comps = await insertRows(
    db,
    'companies',
    {
      vertical: 'text',
      name: 'text',
      slug: 'text',
      logo: 'text',
      about: 'text',
      website: 'text',
      industry_id: 'int',
      employees: 'text',
      perks: 'jsonb',
      benefits: 'jsonb',
    },
    companyRows,
    'id',
  );
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
    'recruiters',
    {
      vertical: 'text',
      name: 'text',
      designation: 'text',
      company_id: 'int',
      pic_url: 'text',
      city_id: 'int',
    },
    Array.from({ length: RECRUITERS_PER_VERTICAL }, (_, i) => ({
      vertical,
      name: f.person.fullName(),
      designation: f.helpers.arrayElement(designations),
      company_id: comps[i % comps.length]?.id,
      pic_url: `/avatars/recruiter-${i + 1}.png`,
      city_id: f.helpers.arrayElement(cityRows).id,
    })),
  );

  const now = Date.now();
  const blogRows: Row[] = [];
  for (const c of categories) {
    const tags = Object.values(c.menus).flatMap(list);
    for (let i = 0; i < 4; i++) {
      const tag = f.helpers.arrayElement(tags);
      const title = f.helpers.arrayElement([
        `How to crack a ${tag} interview`,
        `Top skills recruiters want in ${c.name} roles this year`,
        `Salary guide: ${c.name} jobs in India`,
        `From fresher to lead: a career path in ${tag}`,
        `${f.helpers.arrayElement(list(c.titles))}: what the job really involves`,
      ]);
      const slug = `${toSlug(title)}-${blogRows.length + 1}`;
      blogRows.push({
        vertical,
        category_id: catId.get(c.slug),
        title,
        slug,
        summary: `A practical read for job seekers in ${c.name}: ${f.helpers.arrayElement(list(c.duties))}.`,
        image_url: `/blog/${slug}.jpg`,
        url: `/blog/${slug}`,
        author: f.person.fullName(),
        published_at: new Date(now - f.number.int({ min: 0, max: 90 }) * DAY).toISOString(),
      });
    }
  }
  await insertRows(
    db,
    'blogs',
    {
      vertical: 'text',
      category_id: 'int',
      title: 'text',
      slug: 'text',
      summary: 'text',
      image_url: 'text',
      url: 'text',
      author: 'text',
      published_at: 'timestamptz',
    },
    blogRows,
  );

  const bannerRows: Row[] = [];
  for (const listName of ['promo-banners', 'jobfeed-banners']) {
    for (let i = 0; i < 5; i++) {
      const comp = companyRows[i * 7] as Row;
      bannerRows.push({
        vertical,
        list_name: listName,
        company_id: comps[i * 7]?.id,
        title: `${comp.name} is hiring`,
        image_url: `/banners/${listName}-${i + 1}.jpg`,
        redirect_link: `/company/${comp.slug}`,
        text: `Join ${comp.name}`,
        sub_text: f.helpers.arrayElement([
          'Openings across India',
          'Hiring freshers and experienced',
          'Apply in one click',
        ]),
        cta_text: f.helpers.arrayElement(['Apply now', 'View jobs', 'Know more']),
        tracker_text: `${listName}-${comp.slug}`,
        allowed_on_job_feeds: listName === 'jobfeed-banners' || i % 2 === 0,
        min_exp: 0,
        max_exp: 30,
        ordering: i,
      });
    }
  }
  await insertRows(
    db,
    'promo_banners',
    {
      vertical: 'text',
      list_name: 'text',
      company_id: 'int',
      title: 'text',
      image_url: 'text',
      redirect_link: 'text',
      text: 'text',
      sub_text: 'text',
      cta_text: 'text',
      tracker_text: 'text',
      allowed_on_job_feeds: 'boolean',
      min_exp: 'smallint',
      max_exp: 'smallint',
      ordering: 'int',
    },
    bannerRows,
  );

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
    'home_slots',
    { vertical: 'text', slot: 'text', title: 'text', items: 'jsonb', sort_order: 'int' },
    slots.map(([slot, title, items], i) => ({ vertical, slot, title, items, sort_order: i })),
  );

  const brand = vocabulary.audience;
  const seo: Row[] = [
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
    seo.push({
      path: `/c/${c.slug}-jobs`,
      title: `${c.name} Jobs in India`,
      description: `Browse the latest ${c.name} jobs from top employers. Apply now.`,
      keywords: `${c.name} jobs, ${c.name} vacancies`,
      h1: `${c.name} Jobs`,
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
    'seo_metadata',
    { vertical: 'text', path: 'text', title: 'text', description: 'text', keywords: 'text', h1: 'text' },
    seo.map((r) => ({ vertical, ...r })),
  );
  await db.raw('INSERT INTO seed_state (vertical, jobs) VALUES ($1, 0)', [vertical]);
}

async function loadReference(db: Db, vertical: Vertical): Promise<Reference> {
  const categories = categoriesOf(vertical);
  const cats = (await db.raw('SELECT id, name FROM categories WHERE vertical = $1 ORDER BY sort_order', [
    vertical,
  ])) as { id: number; name: string }[];
  const tags = (await db.raw('SELECT id, name, category_id FROM tags WHERE vertical = $1 ORDER BY id', [
    vertical,
  ])) as { id: number; name: string; category_id: number }[];
  const fas = (await db.raw('SELECT id, name FROM functional_areas WHERE vertical = $1', [vertical])) as {
    id: number;
    name: string;
  }[];
  const inds = (await db.raw('SELECT id, name FROM industries WHERE vertical = $1', [vertical])) as {
    id: number;
    name: string;
  }[];
  const cities = (await db.raw('SELECT id, name, is_seo FROM cities WHERE vertical = $1 ORDER BY id', [
    vertical,
  ])) as { id: number; name: string; is_seo: boolean }[];
  const companies = (await db.raw('SELECT id, name FROM companies WHERE vertical = $1 ORDER BY id', [
    vertical,
  ])) as { id: number; name: string }[];
  const recruiters = (await db.raw('SELECT id, company_id FROM recruiters WHERE vertical = $1 ORDER BY id', [
    vertical,
  ])) as { id: number; company_id: number }[];
  const recruitersByCompany = new Map<number, number[]>();
  for (const r of recruiters) {
    const l = recruitersByCompany.get(r.company_id) ?? [];
    l.push(r.id);
    recruitersByCompany.set(r.company_id, l);
  }
  return {
    categories: cats.map((c) => {
      const cc = categories.find((x) => x.name === c.name) as Category;
      const own = tags.filter((t) => t.category_id === c.id);
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
    seoCityIds: cities.filter((c) => c.is_seo).map((c) => c.id),
    companies,
    recruitersByCompany,
    tagNameById: new Map(tags.map((t) => [t.id, t.name])),
    cityNameById: new Map(cities.map((c) => [c.id, c.name])),
  };
}

const JOB_COLUMNS = {
  vertical: 'text',
  title: 'text',
  description: 'text',
  company_id: 'int',
  company_name: 'text',
  confidential: 'boolean',
  recruiter_id: 'int',
  city_ids: 'int[]',
  min_exp: 'smallint',
  max_exp: 'smallint',
  min_salary: 'int',
  max_salary: 'int',
  hide_salary: 'boolean',
  tag_ids: 'int[]',
  tag_text: 'text',
  category_id: 'int',
  functional_area_id: 'int',
  industry_id: 'int',
  posted_at: 'timestamptz',
  expires_at: 'timestamptz',
  female_candidate: 'boolean',
  female_back_work_force: 'boolean',
  differently_abled: 'boolean',
  ex_defence: 'boolean',
  work_from_home: 'boolean',
  apply_type: 'smallint',
  apply_url: 'text',
  status: 'smallint',
  view_count: 'int',
  apply_count: 'int',
};

function makeJobs(ref: Reference, vertical: Vertical, batchNo: number, size: number, now: number): Row[] {
  const f = newFaker(hashSeed(`jobs:${vertical}:${batchNo}`));
  const education = VOCABULARY[vertical].education;
  const rows: Row[] = [];
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
    const posted = now - f.number.int({ min: 0, max: 120 * 24 * 60 }) * 60_000;
    const cityNames = cityIds.map((id) => ref.cityNameById.get(id)).join(', ');
    const who = confidential ? 'Our client, a leading organisation,' : company.name;
    const duties = f.helpers.arrayElements(list(c.duties), 3);
    const description = [
      `${who} is hiring a ${title} in ${cityNames}.`,
      `What you will do:\n${duties.map((d) => `- ${d.charAt(0).toUpperCase()}${d.slice(1)}`).join('\n')}`,
      `What you need:\n- ${minExp}-${maxExp} years of experience in ${tagNames.slice(0, 3).join(', ')}\n- ${f.helpers.arrayElement(education)}\n- Clear communication and ownership`,
      `Skills: ${tagNames.join(', ')}.`,
    ].join('\n\n');
    const external = f.number.int(6) === 0;
    rows.push({
      vertical,
      title,
      description,
      company_id: confidential ? null : company.id,
      company_name: confidential ? '' : company.name,
      confidential,
      recruiter_id: recruiter,
      city_ids: cityIds,
      min_exp: minExp,
      max_exp: maxExp,
      min_salary: lakhs * 100_000,
      max_salary: Math.round(lakhs * f.number.float({ min: 1.2, max: 1.8 })) * 100_000,
      hide_salary: f.number.int(9) < 3,
      tag_ids: tagIds,
      tag_text: tagNames.join(' '),
      category_id: cat.id,
      functional_area_id: f.helpers.arrayElement(cat.fa),
      industry_id: f.helpers.arrayElement(cat.ind),
      posted_at: new Date(posted).toISOString(),
      expires_at: new Date(posted + f.number.int({ min: 30, max: 90 }) * DAY).toISOString(),
      female_candidate: f.number.int(7) === 0,
      female_back_work_force: f.number.int(15) === 0,
      differently_abled: f.number.int(19) === 0,
      ex_defence: f.number.int(29) === 0,
      work_from_home: f.number.int(6) === 0,
      apply_type: external ? 2 : 1,
      apply_url: external ? `https://careers.example.in/jobs/${batchNo}-${i}` : null,
      status: f.number.int(39) === 0 ? 0 : 1,
      view_count: f.number.int(2000),
      apply_count: f.number.int(150),
    });
  }
  return rows;
}

export interface SeedJobsOptions {
  batchSize?: number;
  log?: SeedLog;
  /** Drop and rebuild the GIN indexes around the load (worth it for large loads). */
  rebuildIndexes?: boolean;
}

/** Appends jobs until the vertical holds `target` of them. Returns how many were added. */
async function seedJobs(db: Db, vertical: Vertical, target: number, options: SeedJobsOptions = {}) {
  const state = (await db.raw('SELECT jobs FROM seed_state WHERE vertical = $1', [vertical])) as {
    jobs: number;
  }[];
  let have = state[0]?.jobs ?? 0;
  if (have >= target) return 0;
  const ref = await loadReference(db, vertical);
  const batchSize = options.batchSize ?? 2000;
  const now = Date.now();
  const start = have;
  const started = Date.now();
  while (have < target) {
    const size = Math.min(batchSize, target - have);
    const batchNo = Math.floor(have / batchSize);
    await insertRows(db, 'jobs', JOB_COLUMNS, makeJobs(ref, vertical, batchNo, size, now));
    have += size;
    await db.raw('UPDATE seed_state SET jobs = $2, seeded_at = now() WHERE vertical = $1', [vertical, have]);
    if (options.log && (have === target || (have - start) % (batchSize * 10) === 0)) {
      const secs = (Date.now() - started) / 1000;
      options.log(`${vertical}: ${have}/${target} jobs (${Math.round((have - start) / secs)} jobs/s)`);
    }
  }
  return have - start;
}

const GIN_INDEXES = {
  jobs_search: 'CREATE INDEX jobs_search ON jobs USING gin (search)',
  jobs_tag_ids: 'CREATE INDEX jobs_tag_ids ON jobs USING gin (tag_ids)',
  jobs_city_ids: 'CREATE INDEX jobs_city_ids ON jobs USING gin (city_ids)',
};

/** Seeds reference data and jobs for every vertical; `perVertical` jobs each. */
export async function seedAll(db: Db, perVertical: number, options: SeedJobsOptions = {}): Promise<number> {
  for (const v of VERTICAL_IDS) await seedReference(db, v);
  let missing = 0;
  for (const v of VERTICAL_IDS) {
    const s = (await db.raw('SELECT jobs FROM seed_state WHERE vertical = $1', [v])) as { jobs: number }[];
    missing += Math.max(0, perVertical - (s[0]?.jobs ?? 0));
  }
  if (missing === 0) return 0;
  const rebuild = options.rebuildIndexes ?? missing > 200_000;
  if (rebuild) {
    options.log?.('dropping GIN indexes for the bulk load');
    for (const name of Object.keys(GIN_INDEXES)) await db.raw(`DROP INDEX IF EXISTS ${name}`);
  }
  let added = 0;
  for (const v of VERTICAL_IDS) added += await seedJobs(db, v, perVertical, options);
  if (rebuild) {
    for (const [name, ddl] of Object.entries(GIN_INDEXES)) {
      options.log?.(`building ${name}`);
      await db.raw(ddl);
    }
  }
  await db.raw('ANALYZE');
  return added;
}
