/**
 * The degrees and employers read off a resume (decision 0065), as the confirm step offers them and as
 * the profile keeps them: each offered entry is a checkbox whose value is the profile entry as JSON,
 * read back with the shared schemas.
 */
import type { ParseResumeAnswer } from '@jobsite/domain/answers';
import { EducationEntry, WorkEntry } from '@jobsite/domain/calls';
import * as v from 'valibot';

type Proposed = v.InferOutput<typeof ParseResumeAnswer>['proposed'];
export type ReadEducation = Proposed['education'][number];
export type ReadCompany = Proposed['companies'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2019-01" as "Jan 2019", "2019" as it is. */
const monthYear = (date: string) => {
  const [year, month] = date.split('-');
  return month ? `${MONTHS[Number(month) - 1] ?? ''} ${year}`.trim() : (year ?? date);
};
/** "2019-01" or "2019" as the first day it names, as the profile keeps dates. */
const firstDay = (date: string) => (date.length === 4 ? `${date}-01-01` : `${date}-01`);

export const educationLabel = (e: ReadEducation) =>
  [e.degree, e.institute, e.passingYear].filter((part) => part !== null && part !== '').join(', ');

export const educationValue = (e: ReadEducation) =>
  JSON.stringify({
    courseType: e.courseType,
    degree: e.degree,
    institute: e.institute,
    passingYear: e.passingYear,
  });

/** The profile keeps a job with its title and start; one the resume gives without them is not offered. */
export const offersCompany = (c: ReadCompany): c is ReadCompany & { designation: string; from: string } =>
  Boolean(c.designation && c.from);

export const companyLabel = (c: ReadCompany & { designation: string; from: string }) =>
  `${c.designation}, ${c.company} (${monthYear(c.from)} – ${c.to ? monthYear(c.to) : 'present'})`;

export const companyValue = (c: ReadCompany & { designation: string; from: string }) =>
  JSON.stringify({
    company: c.company,
    designation: c.designation,
    from: firstDay(c.from),
    to: c.to && !c.current ? firstDay(c.to) : null,
  });

/** The kept entries of one kind, each checked by its schema; `null` when one of them is not an entry. */
export function keptEntries<S extends typeof EducationEntry | typeof WorkEntry>(
  values: readonly FormDataEntryValue[],
  schema: S,
): v.InferOutput<S>[] | null {
  const out: v.InferOutput<S>[] = [];
  for (const value of values) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(value));
    } catch {
      return null;
    }
    const result = v.safeParse(schema, parsed);
    if (!result.success) return null;
    out.push(result.output);
  }
  return out;
}

const key = (...parts: (string | null | undefined)[]) =>
  parts.map((p) => (p ?? '').trim().toLowerCase()).join('|');

/** The profile's entries, then each kept one it does not hold yet, up to `max`. */
export function mergeEntries<T>(
  current: readonly T[],
  kept: readonly T[],
  keyOf: (entry: T) => string,
  max: number,
) {
  const seen = new Set(current.map(keyOf));
  return [...current, ...kept.filter((entry) => !seen.has(keyOf(entry)))].slice(0, max);
}

export const educationKey = (e: { degree: string; institute: string | null }) => key(e.degree, e.institute);
export const workKey = (w: { company: string; from: string }) => key(w.company, w.from);

export { EducationEntry, WorkEntry };
