/**
 * The jobs of the features' page stories as `job/jobfeed` and `job/similarjobs` answer them, built from
 * a short description of each (its title, employer, cities, experience, salary, skills, category and
 * age), dated from the story's `now`.
 */
import { type JobFeedEntry, toSlug, VERTICALS, type Vertical } from '@jobsite/domain';

/** A job of a story. `company` null is a confidential employer, `salary` null a hidden one (LPA). */
export interface StoryJobSpec {
  id: number;
  title: string;
  company: string | null;
  cities: readonly string[];
  exp: [min: number, max: number];
  salary: [min: number, max: number] | null;
  tags: string[];
  /** The index of the job's category among its vertical's. */
  category: number;
  daysAgo: number;
  /** The recruiter's name; a plain "Recruiter" without one. */
  recruiter?: string;
  saved?: boolean;
  applied?: boolean;
  workFromHome?: boolean;
  /** Open to women returning to work. */
  returners?: boolean;
  /** Applied to on the company's site. */
  applyUrl?: string;
}

export const DAY_MS = 86_400_000;

/** Stable ids for names (cities, tags, companies) in a sample. */
export const storyIdOf = (name: string) =>
  [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 99_991, 7);

/**
 * The job as a list answers it. `cityId` gives a city's id (by default one made from its name);
 * `hoursEarlier` moves its posting time back from the start of its day.
 */
export function storyFeedEntry(
  vertical: Vertical,
  spec: StoryJobSpec,
  now: number,
  { cityId = storyIdOf, hoursEarlier = 0 }: { cityId?: (name: string) => number; hoursEarlier?: number } = {},
): JobFeedEntry {
  const categories = VERTICALS[vertical].categories;
  const category = categories[spec.category] ?? categories[0];
  return {
    id: spec.id,
    title: spec.title,
    slug: toSlug(spec.title),
    confidential: spec.company === null,
    company: spec.company
      ? { id: storyIdOf(spec.company), name: spec.company, slug: toSlug(spec.company) }
      : null,
    companyLogo: null,
    cities: spec.cities.map((name) => ({ id: cityId(name), name })),
    minExp: spec.exp[0],
    maxExp: spec.exp[1],
    minSalary: spec.salary?.[0] ?? null,
    maxSalary: spec.salary?.[1] ?? null,
    hideSalary: spec.salary === null,
    tags: spec.tags.map((name) => ({ id: storyIdOf(name), name })),
    postedAt: new Date(now - spec.daysAgo * DAY_MS - hoursEarlier * 3_600_000).toISOString(),
    expiresAt: new Date(now + (30 - spec.daysAgo) * DAY_MS).toISOString(),
    saved: spec.saved ? 1 : 0,
    applied: spec.applied ?? false,
    category: category ? { id: spec.category + 1, name: category.name, slug: category.slug } : null,
    recruiter: spec.recruiter
      ? { id: storyIdOf(spec.recruiter), name: spec.recruiter, designation: null, picUrl: null }
      : { id: 7000 + (spec.id % 1000), name: 'Recruiter', designation: null, picUrl: null },
    femaleCandidate: false,
    femaleBackWorkForce: spec.returners ?? false,
    differentlyAbled: false,
    exDefence: false,
    workFromHome: spec.workFromHome ?? false,
    applyType: spec.applyUrl ? 'external' : 'internal',
    applyUrl: spec.applyUrl ?? null,
  };
}
