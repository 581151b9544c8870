/**
 * The filters' options and their counts (facets, decision 0094): one statement over the matches of a
 * listing or search. A facet's counts apply every other selected filter but not its own, so each row
 * read is one that fails at most one selected filter; each facet counts the rows that pass all the
 * others. It reads the newest FACET_SCAN such rows at most (`scanned`), as the ranked search reads its
 * newest candidates.
 */
import { EXPERIENCE_FILTERS, POSTING_AGE_OPTIONS, SALARY_BANDS } from '@jobsite/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { CANDIDATES, type FacetTies, type FeedFilter, facetConditions } from './feed.ts';

/**
 * How many matches the counts read at most, newest first: as many as the ranked search ranks. Reading
 * 5,000 cost about 1.6 times as much beside the search on the bench (decision 0094).
 */
export const FACET_SCAN = CANDIDATES;

type FacetName = keyof ReturnType<typeof facetConditions>;
const FACETS: readonly FacetName[] = ['cities', 'experience', 'postingAge', 'salary', 'mode', 'companies'];

/** A row of the statement: a facet's option and its count; `scanned` counts the rows read. */
export interface FacetRow {
  facet: FacetName | 'scanned';
  value: string | null;
  n: number;
}

/** A VALUES list of the domain's own constants, as literals (typed, unlike parameters there). */
const literal = (x: string | number | null) =>
  x === null ? 'NULL::int' : typeof x === 'number' ? String(Math.trunc(x)) : `'${x.replace(/'/g, "''")}'`;
const values = (rows: readonly (readonly (string | number | null)[])[]) =>
  sql.raw(rows.map((r) => `(${r.map(literal).join(', ')})`).join(', '));

/** Both conditions, either, or none. */
const both = (a: SQL | undefined, b: SQL | undefined) => (a && b ? sql`(${a}) AND (${b})` : (a ?? b));

/**
 * The counts of each facet's options among the rows `where` picks (a feed's or a search's conditions
 * without the facets' own, `withoutFacets`), with the facets' selections of `f` and the conditions
 * `tied` to a facet's own (counted as part of its selection).
 */
export async function facetCounts(
  q: Queryable,
  where: SQL,
  f: FeedFilter,
  tied: FacetTies = {},
): Promise<FacetRow[]> {
  const own = facetConditions(f);
  const conditions = {
    ...own,
    cities: both(own.cities, tied.cities),
    experience: both(own.experience, tied.experience),
  };
  const flag = (name: FacetName) => {
    const c = conditions[name];
    return c ? sql`coalesce((${c}), false)` : sql`true`;
  };
  const selected = FACETS.filter((name) => conditions[name] !== undefined);
  // A row failing two selected filters counts for no facet.
  const atMostOneFails =
    selected.length > 1
      ? sql` AND (${sql.join(
          selected.map((name) => sql`(NOT ${flag(name)})::int`),
          sql` + `,
        )}) <= 1`
      : sql``;
  /** The rows a facet counts: those passing every other selected filter. */
  const others = (name: FacetName) => {
    const rest = selected.filter((s) => s !== name).map((s) => sql.raw(`m.ok_${s}`));
    return rest.length > 0 ? sql`WHERE ${sql.join(rest, sql` AND `)}` : sql``;
  };
  const experience = Object.entries(EXPERIENCE_FILTERS)
    .filter(([id]) => id !== '1')
    .map(([id, r]) => [Number(id), r.min, r.max] as const);
  const ages = POSTING_AGE_OPTIONS.flatMap((o) => (o.days === null ? [] : [[o.value, o.days] as const]));
  const bands = SALARY_BANDS.map(
    (b) => [b.value, b.min * 100_000, b.max === null ? null : b.max * 100_000] as const,
  );
  // asserted: grouped counts over a materialized CTE of the newest matches; measured in bench/bench.ts
  const rows = await q.rows<{ facet: FacetRow['facet']; value: string | null; n: number | string }>(sql`
    WITH m AS MATERIALIZED (
      SELECT j.city_ids, j.min_exp, j.max_exp, j.posted_at, j.hide_salary, j.min_salary, j.max_salary,
        j.work_from_home, CASE WHEN j.confidential THEN NULL ELSE j.company_id END AS company_id,
        ${sql.join(
          FACETS.map((name) => sql`${flag(name)} AS ${sql.raw(`ok_${name}`)}`),
          sql`, `,
        )}
      FROM jobs j WHERE ${where}${atMostOneFails}
      ORDER BY j.posted_at DESC LIMIT ${FACET_SCAN + 1})
    SELECT 'scanned' AS facet, NULL AS value, count(*) AS n FROM m
    UNION ALL
    SELECT 'cities', c::text, count(*) FROM m CROSS JOIN LATERAL unnest(m.city_ids) AS c ${others('cities')}
      GROUP BY c
    UNION ALL
    SELECT 'experience', e.id::text, count(*) FROM m
      JOIN (VALUES ${values(experience)}) AS e(id, lo, hi) ON m.min_exp <= e.hi AND m.max_exp >= e.lo
      ${others('experience')} GROUP BY e.id
    UNION ALL
    SELECT 'postingAge', a.value, count(*) FROM m
      JOIN (VALUES ${values(ages)}) AS a(value, days) ON m.posted_at >= now() - make_interval(days => a.days)
      ${others('postingAge')} GROUP BY a.value
    UNION ALL
    SELECT 'salary', b.value, count(*) FROM m
      JOIN (VALUES ${values(bands)}) AS b(value, lo, hi)
        ON NOT m.hide_salary AND m.max_salary >= b.lo AND (b.hi IS NULL OR m.min_salary < b.hi)
      ${others('salary')} GROUP BY b.value
    UNION ALL
    SELECT 'mode', CASE WHEN m.work_from_home THEN 'remote' ELSE 'office' END, count(*) FROM m
      ${others('mode')} GROUP BY m.work_from_home
    UNION ALL
    SELECT 'companies', m.company_id::text, count(*) FROM m
      ${others('companies')}${selected.some((s) => s !== 'companies') ? sql` AND` : sql` WHERE`} m.company_id IS NOT NULL
      GROUP BY m.company_id`);
  return rows.map((r) => ({ facet: r.facet, value: r.value, n: Number(r.n) }));
}
