/**
 * The learning section's seed (decision 0032): per vertical, course categories, fictional institutes,
 * published courses with syllabus, fees and start dates, a few unpublished courses of one institute (seen
 * through its preview key), featured courses and institutes, trending scores and three banners. The
 * numbers come from a seeded generator, so a seed is the same every time; start dates are relative to the
 * seeding day, so they are always ahead. Idempotent: a vertical that has institutes is left alone.
 */
import { toSlug, type Vertical, withArticle } from '@jobsite/domain';
import { COURSE_MODES, type CourseMode, coursePath } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { type CourseCategoryContent, type CourseContent, learningContentOf } from './learning-content.ts';
import { courseBanners, courseCategories, courses, institutes } from './schema.ts';

const DAY = 86_400_000;

/** Mulberry32: a small seeded generator, so the seed draws the same numbers every time. */
function generator(seedText: string) {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) h = Math.imul(h ^ seedText.charCodeAt(i), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  /** `count` distinct items, in their original order. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const order = items.map((item, i) => ({ item, i, key: next() }));
    return order
      .sort((x, y) => x.key - y.key)
      .slice(0, count)
      .sort((x, y) => x.i - y.i)
      .map((x) => x.item);
  };
  return { next, int, pick, some };
}

type Rng = ReturnType<typeof generator>;

/** A course to insert (its every column but the ones the database fills). */
type CourseRow = Required<
  Omit<typeof courses.$inferInsert, 'id' | 'searchVector' | 'createdAt' | 'updatedAt'>
>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "a", "a and b", "a, b and c". */
const naturalList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const FORMAT: Record<CourseMode, string> = {
  online: 'live online classes on weekday evenings, with recorded sessions to catch up',
  offline: 'classroom sessions on campus every weekend',
  hybrid: 'live online classes with a campus immersion each term',
};

/** Fees in rupees by category: [min, max] in thousands. */
const FEE_RANGE: Record<string, [number, number]> = {
  'executive-mba': [650, 2400],
  leadership: [90, 450],
};

function makeCourse(
  rng: Rng,
  vertical: string,
  category: CourseCategoryContent,
  categoryId: number,
  institute: { id: number; name: string },
  [name, skills, fixedMode]: CourseContent,
  now: number,
  published: boolean,
): CourseRow {
  const mode = fixedMode ?? rng.pick(COURSE_MODES);
  const executive = category.slug === 'executive-mba';
  const duration = executive ? rng.pick([12, 15, 18, 24]) : rng.pick([2, 3, 4, 6, 6, 9, 11, 12]);
  const [low, high] = FEE_RANGE[category.slug] ?? [35, 380];
  // One course in seven keeps its fee "on request".
  const fee = rng.int(0, 6) === 0 ? null : rng.int(low, high) * 1000;
  const instalments = fee !== null && fee >= 60_000 && rng.int(0, 1) === 0 ? rng.pick([3, 6, 12]) : null;
  const firstStart = now + rng.int(12, 60) * DAY;
  const startDates = Array.from({ length: rng.int(1, 3) }, (_, i) =>
    isoDay(firstStart + i * rng.int(45, 90) * DAY),
  );
  const modules = rng.some(category.modules, rng.int(4, Math.min(6, category.modules.length)));
  const outcomes = rng.some(category.outcomes, rng.int(3, 4));
  const skillList = skills.map((s) => s.toLowerCase());
  const shown = naturalList(skillList.slice(0, 3));
  const summary = `${name} at ${institute.name}: ${duration} months of ${mode} learning in ${shown}, with a capstone project and a certificate on completion.`;
  const description = [
    `${name} is ${withArticle(`${duration}-month`)} ${category.name.toLowerCase()} programme by ${institute.name}, taught through ${FORMAT[mode]}.`,
    `You learn ${shown} from faculty and practitioners, apply it in case studies and assignments every week, and finish with a capstone project reviewed by industry mentors.`,
    `The programme suits working professionals: sessions are scheduled around office hours and every module ends with a graded assessment. Learners who complete it receive a certificate from ${institute.name} and career support for ${category.name.toLowerCase()} roles.`,
  ].join('\n\n');
  return {
    vertical,
    instituteId: institute.id,
    categoryId,
    name,
    summary,
    description,
    eligibility: rng.pick(category.eligibility),
    mode,
    durationMonths: duration,
    fee,
    instalmentCount: instalments,
    instalmentAmount: instalments && fee !== null ? Math.ceil((fee * 1.04) / instalments / 100) * 100 : null,
    startDates,
    syllabus: modules.map(([title, topics]) => ({ title, topics })),
    outcomes,
    skills: skillList,
    published,
    featured: false,
    trendingScore: published ? rng.int(0, 60) : 0,
  };
}

/** Seeds the vertical's learning section unless it already has institutes. */
export async function seedLearning(db: Db, vertical: Vertical, now = Date.now()): Promise<void> {
  const existing = await db.rows(sql`SELECT 1 FROM institutes WHERE vertical = ${vertical} LIMIT 1`);
  if (existing.length > 0) return;
  const content = learningContentOf(vertical);
  if (!content) return;
  const rng = generator(`learning:${vertical}`);

  const insertedInstitutes = await db.orm
    .insert(institutes)
    .values(
      content.institutes.map((inst, i) => {
        const slug = toSlug(inst.name);
        const host = `${slug.replace(/-/g, '')}.edu.example`;
        return {
          vertical,
          name: inst.name,
          slug,
          logo: null,
          city: inst.city,
          about: inst.about,
          website: `https://www.${host}`,
          contactEmail: `admissions@${host}`,
          featured: inst.featured ?? false,
          ranking: 100 - i * 5 - rng.int(0, 4),
        };
      }),
    )
    .returning({ id: institutes.id, name: institutes.name, slug: institutes.slug });
  const categories = await db.orm
    .insert(courseCategories)
    .values(content.categories.map((c, i) => ({ vertical, name: c.name, slug: c.slug, ordering: i })))
    .returning({ id: courseCategories.id, slug: courseCategories.slug });
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const byId = insertedInstitutes.map((i) => ({ id: i.id, name: i.name }));

  // Each course goes to an institute teaching its category, the one with the fewest courses so far.
  const taught = new Map<number, number>(byId.map((i) => [i.id, 0]));
  const rows: CourseRow[] = [];
  for (const category of content.categories) {
    const teachers = byId.filter((_, i) => content.institutes[i]?.categories.includes(category.slug));
    if (teachers.length === 0) throw new Error(`${vertical}: no institute teaches ${category.slug}`);
    for (const course of category.courses) {
      const fewest = Math.min(...teachers.map((t) => taught.get(t.id) ?? 0));
      const institute = rng.pick(teachers.filter((t) => taught.get(t.id) === fewest));
      taught.set(institute.id, fewest + 1);
      rows.push(
        makeCourse(
          rng,
          vertical,
          category,
          categoryId.get(category.slug) as number,
          institute,
          course,
          now,
          true,
        ),
      );
    }
  }
  // Featured: the courses the banners name, and one more.
  const named = new Set(content.banners.flatMap((b) => (b.course ? [b.course] : [])));
  for (const row of rows) if (named.has(row.name)) row.featured = true;
  const others = rows.filter((row) => !row.featured);
  (others[rng.int(0, others.length - 1)] as CourseRow).featured = true;
  const owner = byId[0] as { id: number; name: string };
  for (const [slug, course] of content.unpublished) {
    const category = content.categories.find((c) => c.slug === slug) as CourseCategoryContent;
    rows.push(
      makeCourse(rng, vertical, category, categoryId.get(category.slug) as number, owner, course, now, false),
    );
  }

  const inserted = await db.orm
    .insert(courses)
    .values(rows)
    .returning({ id: courses.id, name: courses.name, categoryId: courses.categoryId });

  // Banners link to the course they name, else to the learning page.
  const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
  const banners = content.banners.map((b, i) => {
    const course = b.course === undefined ? undefined : inserted.find((c) => c.name === b.course);
    if (b.course !== undefined && !course) throw new Error(`${vertical}: no course named ${b.course}`);
    const href = course
      ? coursePath({
          id: course.id,
          category: { slug: slugOf.get(course.categoryId) ?? '' },
        })
      : '/learning';
    return {
      vertical,
      title: b.title,
      text: b.text,
      ctaText: b.ctaText,
      courseId: course ? course.id : null,
      href,
      ordering: i,
    };
  });
  if (banners.length > 0) await db.orm.insert(courseBanners).values(banners);
}
