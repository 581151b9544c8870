/** The signed-in seeker's feeds beside the job feed: recommended, similar-company and early-applicant jobs. */
import { EARLY_APPLICANT_WINDOW_HOURS } from '@jobsite/domain';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { latestJobs, markOwn, preferencesOf, toFeedEntry, wantedTags } from './feed.ts';
import { exclusionsFor, notApplied, PAGE_SIZE } from './queries/feed.ts';
import {
  earlyApplicantJobs,
  earlyApplicantSubscription,
  ofCompanies,
  ownCompanies,
  ownTags,
  postedWithinHours,
} from './queries/personal.ts';
import type { GetReference } from './reference.ts';

/** Jobs sharing tags with those the seeker applied to or saved, or with the tags they follow. */
export async function recommendedJobs(
  db: Db,
  getRef: GetReference,
  vertical: Vertical,
  seekerId: number,
  page: number,
) {
  const [prefs, own, ref] = await Promise.all([
    preferencesOf(db, seekerId),
    ownTags(db, seekerId),
    getRef(vertical),
  ]);
  const tags = [...new Set([...prefs.tags, ...own])].slice(0, 20);
  const extra = [...exclusionsFor(seekerId), notApplied(seekerId)];
  const answer = await latestJobs(db, ref, vertical, tags.length ? { tags, extra } : { extra }, page);
  const jobs = await markOwn(db, seekerId, answer.jobs);
  const followed = new Set(prefs.tags);
  const liked = new Set(own);
  return {
    ...answer,
    jobs: jobs.map((job) => {
      const reasons = job.tags.flatMap((t): { type: 'tag' | 'applied'; text: string }[] =>
        followed.has(t.id)
          ? [{ type: 'tag' as const, text: `You follow ${t.name}` }]
          : liked.has(t.id)
            ? [{ type: 'applied' as const, text: `Like jobs you applied to or saved: ${t.name}` }]
            : [],
      );
      return {
        ...job,
        reasons: reasons.length ? reasons : [{ type: 'latest' as const, text: 'Among the latest jobs' }],
      };
    }),
  };
}

/** Live jobs of the companies whose jobs the seeker applied to or saved. */
export async function similarCompanyJobs(
  db: Db,
  getRef: GetReference,
  vertical: Vertical,
  seekerId: number,
  page: number,
) {
  const ids = await ownCompanies(db, seekerId);
  if (ids.length === 0) return { jobs: [], totalJobs: 0, hasMore: false, page };
  const extra = [...exclusionsFor(seekerId), notApplied(seekerId), ...ofCompanies(ids)];
  const answer = await latestJobs(db, await getRef(vertical), vertical, { extra }, page);
  return { ...answer, jobs: await markOwn(db, seekerId, answer.jobs) };
}

/** To subscribers, the jobs of their skills and followed tags posted in the early-applicant window. */
export async function earlyApplicantFeed(
  db: Db,
  getRef: GetReference,
  vertical: Vertical,
  seekerId: number,
  page: number,
) {
  const sub = await earlyApplicantSubscription(db, seekerId);
  const active = sub?.active === true;
  const expiry = sub?.until?.toISOString() ?? null;
  if (!active) return { subscribed: false, expiry, jobs: [], totalJobs: 0, hasMore: false, page };
  const prefs = await preferencesOf(db, seekerId);
  const ref = await getRef(vertical);
  const tags = wantedTags(ref, prefs);
  const extra = [
    ...exclusionsFor(seekerId),
    notApplied(seekerId),
    postedWithinHours(EARLY_APPLICANT_WINDOW_HOURS),
  ];
  if (tags.length === 0) return { subscribed: true, expiry, jobs: [], totalJobs: 0, hasMore: false, page };
  const { rows, total } = await earlyApplicantJobs(db, vertical, { tags, extra }, page);
  const jobs = await markOwn(
    db,
    seekerId,
    rows.slice(0, PAGE_SIZE).map((r) => toFeedEntry(ref, r)),
  );
  return { subscribed: true, expiry, jobs, totalJobs: total, hasMore: rows.length > PAGE_SIZE, page };
}
