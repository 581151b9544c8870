import { femaleJobsQuery, type JobFeedEntry } from '@jobsite/domain';
import { type apiFor, originOf, type Site } from '@jobsite/shell/site';
import { actionableCardFromEntry } from '@jobsite/ui/JobCard/data';
import type { LiveJobsData } from './LiveJobs.tsx';
import type { PageSeo } from './page-seo.ts';

type Api = ReturnType<typeof apiFor>;

/** How many live jobs a programme page shows. */
const LIVE_JOBS = 6;

/** The jobs-for-her filter of women returning after a break, as its address says it. */
export const BACK_TO_WORK_HREF = '/jobs-for-her?type=back-to-work';

/** A count as the page says it: Indian digit grouping, and "+" when the API capped it. */
export function countText(total: number, capped = false): string {
  return `${total.toLocaleString('en-IN')}${capped ? '+' : ''}`;
}

/** What a feed answer gives a programme page: its first cards and its count. */
export function liveJobsOf(
  answer: { jobs: JobFeedEntry[]; totalJobs: number; totalIsCapped?: boolean | undefined } | null,
  now = Date.now(),
): LiveJobsData {
  if (!answer) return { cards: [], total: '0', failed: true };
  return {
    cards: answer.jobs.slice(0, LIVE_JOBS).map((j) => actionableCardFromEntry(j, now)),
    total: countText(answer.totalJobs, answer.totalIsCapped === true),
    failed: false,
  };
}

/** Jobs for women: `femaleFilter` 0 for either flag, 1 women candidates, 2 back to work; null when the call fails. */
export function femaleJobs(api: Api, femaleFilter: '0' | '1' | '2', size = LIVE_JOBS) {
  return api.job.femaleJobs({ ...femaleJobsQuery({ start: 0, end: size }), femaleFilter }).catch(() => null);
}

/** The head of a programme page at `path`. */
export function programmeSeo(
  site: Site,
  request: Request,
  path: string,
  copy: { title: string; description: string },
): PageSeo {
  return {
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    canonical: originOf(site, request) + path,
    siteName: site.name,
  };
}
