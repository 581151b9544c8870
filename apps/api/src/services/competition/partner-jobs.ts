/**
 * `GET job/getUnpublishedJobs?tag=1183547&page` (calls.md 7.1 and 9; decision 0039): the partner roles
 * offered to the competition's candidates. They are jobs with status 0 (unpublished), so no public
 * listing, search, sitemap or job page shows them; only a candidate registered for the vertical's
 * current edition reads them here.
 */
import { COMPETITION } from '@jobsite/domain';
import type { JobFeedAnswer } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { markOwn, toFeedEntry } from '../job/feed.ts';
import { FEED_COLUMNS, type JobRow, PAGE_SIZE } from '../job/queries/feed.ts';
import type { Reference } from '../job/reference.ts';
import { countOf } from '../query.ts';
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
  const from = sql`FROM jobs j WHERE j.vertical = ${vertical} AND j.status = 0 AND j.tag_ids @> ARRAY[${tag}::int]
      AND j.expires_at > now()`;
  const [rows, total] = await Promise.all([
    // asserted: the job feed's own hand-written columns and row type (job/queries/feed.ts, FEED_COLUMNS)
    db.rows<JobRow>(
      sql`SELECT ${FEED_COLUMNS} ${from} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
    ),
    countOf(db, sql`SELECT count(*) AS n ${from}`),
  ]);
  const jobs = await markOwn(
    db,
    seekerId,
    rows.slice(0, PAGE_SIZE).map((r) => toFeedEntry(ref, r)),
  );
  return { jobs, totalJobs: total, hasMore: rows.length > PAGE_SIZE, page };
}
