/**
 * The filters' options and their counts (`facets=1` on the job feed and search, decision 0094), as the
 * answer's `facets`: the statement is in queries/facets.ts; this names cities and companies from the
 * reference data and keeps the most frequent of them.
 */
import { EXPERIENCE_OPTIONS, POSTING_AGE_OPTIONS, SALARY_BANDS, WORK_MODES } from '@jobsite/domain';
import type { JobFacets } from '@jobsite/domain/calls';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { FACET_SCAN, type FacetRow, facetCounts } from './queries/facets.ts';
import type { FacetTies, FeedFilter } from './queries/feed.ts';
import type { Reference } from './reference.ts';

/** How many cities and companies a facet lists (the selected one is listed besides). */
const NAMED_OPTIONS = 12;

/** The facets of the rows `where` picks, with the selections of `f` (and the conditions `tied` to them). */
export async function facetsOf(
  db: Db,
  ref: Reference,
  where: SQL,
  f: FeedFilter,
  tied: FacetTies = {},
): Promise<JobFacets> {
  return facetsFromRows(ref, await facetCounts(db, where, f, tied), f);
}

function facetsFromRows(ref: Reference, rows: readonly FacetRow[], f: FeedFilter): JobFacets {
  const counts = (facet: FacetRow['facet']) =>
    new Map(rows.filter((r) => r.facet === facet && r.value !== null).map((r) => [r.value as string, r.n]));
  /** The options in their own order, with a count each (0 where none of the rows gives it). */
  const ordered = (facet: FacetRow['facet'], values: readonly string[]) => {
    const n = counts(facet);
    return values.map((value) => ({ value, count: n.get(value) ?? 0 }));
  };
  /** The most frequent, then by name; the selected one always. */
  const named = (
    facet: 'cities' | 'companies',
    nameOf: (id: number) => string | undefined,
    chosen?: number,
  ) => {
    const n = counts(facet);
    if (chosen !== undefined && !n.has(String(chosen))) n.set(String(chosen), 0);
    return [...n]
      .flatMap(([value, count]) => {
        const name = nameOf(Number(value));
        return name === undefined ? [] : [{ value, name, count }];
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .filter((o, i) => i < NAMED_OPTIONS || o.value === String(chosen));
  };
  const scanned = rows.find((r) => r.facet === 'scanned')?.n ?? 0;
  return {
    cities: named('cities', (id) => ref.cities.get(id)?.name, f.locIds?.[0]),
    companies: named('companies', (id) => ref.companies.get(id)?.name, f.company),
    experience: ordered(
      'experience',
      EXPERIENCE_OPTIONS.filter((o) => o.filterId !== 1).map((o) => String(o.filterId)),
    ),
    postingAge: ordered(
      'postingAge',
      POSTING_AGE_OPTIONS.filter((o) => o.days !== null).map((o) => o.value),
    ),
    salary: ordered(
      'salary',
      SALARY_BANDS.map((b) => b.value),
    ),
    mode: ordered(
      'mode',
      WORK_MODES.map((m) => m.value),
    ),
    complete: scanned <= FACET_SCAN,
    scanned,
  };
}
