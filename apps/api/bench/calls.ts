/**
 * The calls the API benches load (`bench.ts`, `memory.ts`): jobfeed page 0, three keyword searches with
 * filters, the search matrix of issue 20, and the details of the jobs on a few feed pages, on the vertical whose seed the keyword
 * sets were chosen for (its vocabulary has those skills).
 */
import { VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { VOCABULARY } from '@jobsite/domain/vocabulary';

export interface BenchCalls {
  feed: string[];
  search: string[];
  /**
   * Issue 20's search matrix: a broad keyword and a narrow one with filters, each sorted by relevance
   * and by date, on pages 0 and 5 (eight searches, loaded in turn).
   */
  matrix: string[];
  /**
   * The same searches with their filters' counts (`facets=1`, decision 0094), a broad search's, and a
   * category listing's: beside `search` and `matrix`, what the counts add.
   */
  facets: string[];
  detail: string[];
}

/** The paths of each call, read from the running API at `base`; job ids from the feed's `pages`. */
export async function benchCalls(base: string, pages: readonly number[]): Promise<BenchCalls> {
  const vertical =
    VERTICAL_IDS.find((id) => JSON.stringify(VOCABULARY[id]).includes('Spark')) ?? VERTICAL_IDS[0];
  if (!vertical) throw new Error('no vertical to bench');
  const v = VERTICALS[vertical].basePath;
  const ids: number[] = [];
  for (const page of pages) {
    const feed = (await (await fetch(`${base}${v}/job/jobfeed?page=${page}`)).json()) as {
      jobs: { id: number }[];
    };
    ids.push(...feed.jobs.map((j) => j.id));
  }
  const extracted = (await (
    await fetch(`${base}${v}/job/v2/extract-param`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'jobs in bangalore pune' }),
    })
  ).json()) as { locIds: number[] };
  const loc = extracted.locIds.join(',');
  const categories = (await (await fetch(`${base}${v}/job/mtags`)).json()) as { id: number }[];
  const categoryId = categories[0]?.id ?? 1;
  return {
    feed: [`${v}/job/jobfeed?page=0`],
    search: [
      `keyword=${encodeURIComponent('machine learning pytorch')}&locIds=${loc}&exp=4`,
      `keyword=${encodeURIComponent('data engineer spark')}&exp=3&sort=relevance`,
      `keyword=${encodeURIComponent('senior backend java')}&locIds=${loc}&postingAge=1m`,
    ].map((q) => `${v}/job/search?${q}`),
    matrix: [
      `keyword=engineer`,
      `keyword=${encodeURIComponent('machine learning pytorch')}&locIds=${loc}&exp=4`,
    ].flatMap((q) =>
      ['relevance', 'date'].flatMap((sort) =>
        [0, 5].map((page) => `${v}/job/search?${q}&sort=${sort}&page=${page}`),
      ),
    ),
    facets: [
      `keyword=${encodeURIComponent('machine learning pytorch')}&locIds=${loc}&exp=4`,
      `keyword=${encodeURIComponent('data engineer spark')}&exp=3&sort=relevance`,
      `keyword=${encodeURIComponent('senior backend java')}&locIds=${loc}&postingAge=1m`,
      `keyword=engineer`,
      `keyword=engineer&mode=remote&salary=10-15`,
    ]
      .map((q) => `${v}/job/search?${q}&facets=1`)
      .concat([`${v}/job/jobfeed?page=0&categoryId=${categoryId}&facets=1`]),
    detail: ids.map((id) => `${v}/job/detail?jobcode=${id}`),
  };
}
