/**
 * `GET job/getUnpublishedJobs?tag=1183547&page` (calls.md 7.1 and 9; decision 0039): the partner roles
 * offered to the competition's candidates. They are jobs with status 0 (unpublished), so no public
 * listing, search, sitemap or job page shows them; only a candidate registered for the vertical's
 * current edition reads them here.
 */
import { COMPETITION } from '@jobsite/domain';
import type { JobFeedAnswer } from '@jobsite/domain/calls';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { markOwn, toFeedEntry } from '../job/feed.ts';
import { feedJobs as j, newestPageCounted, PAGE_SIZE } from '../job/queries/feed.ts';
import type { Reference } from '../job/reference.ts';
import { registeredForCurrent } from './service.ts';

const NOT_A_CANDIDATE = 'These jobs are for Epoch candidates: register for the competition to see them';

export async function partnerJobs(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  seekerId: number,
  tag: number,
  page: number,
): Promise<JobFeedAnswer> {
  if (tag !== COMPETITION.unpublishedJobsTag)
    throw new HttpError(404, 'There are no unpublished jobs with this tag');
  if (!(await registeredForCurrent(db, vertical, seekerId))) throw new HttpError(403, NOT_A_CANDIDATE);
  const where = and(
    eq(j.vertical, vertical),
    eq(j.status, 0),
    sql`${j.tagIds} @> ARRAY[${tag}::int]`,
    gt(j.expiresAt, sql`now()`),
  );
  const { rows, total } = await newestPageCounted(db, where, page);
  const jobs = await markOwn(
    db,
    seekerId,
    rows.slice(0, PAGE_SIZE).map((r) => toFeedEntry(ref, r)),
  );
  return { jobs, totalJobs: total, hasMore: rows.length > PAGE_SIZE, page };
}
