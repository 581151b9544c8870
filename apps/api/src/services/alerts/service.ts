/**
 * Saved searches and job alerts (decision 0031): saving, renaming and deleting searches, the daily digest
 * of each search's new matches, one-click unsubscribe, and real-time alerts for early-applicant subscribers.
 * Every message goes through the outbox; digests and alerts are claimed in one transaction with the
 * outbox row they write, so several API processes never send one twice.
 */
import {
  EXPERIENCE_FILTERS,
  type ExperienceFilterId,
  jobPath,
  searchPath,
  VERTICALS,
  type Vertical,
} from '@jobsite/domain';
import type { SavedSearch } from '@jobsite/domain/answers';
import type { SavedSearchBody, SavedSearchUpdateBody } from '@jobsite/domain/calls';
import { SAVED_SEARCH_LIMIT } from '@jobsite/domain/calls';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import {
  deliverWritten,
  type MessageKind,
  type OutgoingMessage,
  type Sender,
  type Written,
  write,
} from '../auth/outbox.ts';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../email-preferences/links.ts';
import { savedSearchOf, turnOffAlerts } from '../email-preferences/queries.ts';
import { readUnsubscribeToken as readListToken } from '../email-preferences/tokens.ts';
import { insertNotification } from '../notifications/queries.ts';
import {
  type AlertRow,
  type Criteria,
  categoryKnown,
  claimDueSearches,
  claimNewJobs,
  countSearches,
  type DigestJobRow,
  type DueSearchRow,
  deleteSearch,
  insertSearch,
  knownCities,
  listSearches,
  lockSeeker,
  makeDue,
  markSent,
  nameTaken,
  newMatches,
  pruneScanned,
  pruneSent,
  recordAlerts,
  type SavedSearchRow,
  scheduleNext,
  searchExists,
  unsubscribeSearch,
  updateSearch,
} from './queries.ts';
import { newNonce, readUnsubscribeToken } from './tokens.ts';

/** A digest of a search goes out at most once in this period (a day; ALERTS_DIGEST_PERIOD_MS in tests). */
export const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
/** The most jobs one digest lists. */
const DIGEST_MAX_JOBS = 20;
/** Real-time alerts are for jobs posted this recently; older jobs are not new. */
const REALTIME_WINDOW_HOURS = 24;
/** Outbox kinds of the alerts. */
const DIGEST_KIND: MessageKind = 'job-alert-digest';
const REALTIME_KIND: MessageKind = 'early-applicant-alert';

/** What the alert work needs beyond the database. */
export interface AlertSettings {
  /** The API's signing secret: unsubscribe links are signed with a key derived from it. */
  secret: string;
  /** Each vertical's brand-site address, for the links in messages. */
  siteOrigins: Partial<Record<Vertical, string>>;
  /** How long after a digest the search's next one is due (default DIGEST_PERIOD_MS). */
  digestPeriodMs?: number | undefined;
  /** Delivers messages (SMTP); without it they stay in the outbox for the development page. */
  send?: Sender | undefined;
}

function toSavedSearch(r: SavedSearchRow): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    keyword: r.keyword,
    categoryId: r.categoryId,
    locIds: r.locIds,
    exp: r.exp,
    alerts: r.alerts,
    createdAt: r.createdAt.toISOString(),
    lastDigestAt: r.lastDigestAt?.toISOString() ?? null,
  };
}

/** The stored criteria of a body: a keyword without letters or digits searches for nothing, so none. */
function criteriaOf(b: SavedSearchBody): Criteria {
  const keyword = /[\p{L}\p{N}]/u.test(b.keyword) ? b.keyword.replace(/\s+/g, ' ') : '';
  const range = b.exp !== undefined && b.exp !== 1 ? EXPERIENCE_FILTERS[b.exp as ExperienceFilterId] : null;
  return {
    keyword,
    categoryId: b.categoryId ?? null,
    locIds: [...new Set(b.locIds)],
    exp: b.exp ?? null,
    expMin: range?.min ?? null,
    expMax: range?.max ?? null,
  };
}

const NAME_TAKEN = 'You already have a saved search with this name. Please choose another name';
const NOT_FOUND = 'Saved search not found';

export async function saveSearch(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  body: SavedSearchBody,
  periodMs = DIGEST_PERIOD_MS,
) {
  const criteria = criteriaOf(body);
  return db.transaction(async (tx) => {
    await lockSeeker(tx, seekerId);
    if ((await countSearches(tx, seekerId)) >= SAVED_SEARCH_LIMIT)
      throw new HttpError(
        409,
        `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another`,
      );
    if (await nameTaken(tx, seekerId, body.name, null)) throw new HttpError(409, NAME_TAKEN);
    await assertKnown(tx, vertical, criteria);
    const row = await insertSearch(tx, {
      seekerId,
      vertical,
      name: body.name,
      alerts: body.alerts,
      nonce: newNonce(),
      periodMs,
      ...criteria,
    });
    if (!row) throw new HttpError(500, 'Could not save the search');
    return toSavedSearch(row);
  });
}

/** Refuses a category or city that is not the vertical's. */
async function assertKnown(tx: Queryable, vertical: Vertical, c: Criteria) {
  if (c.categoryId !== null && !(await categoryKnown(tx, vertical, c.categoryId)))
    throw new HttpError(400, "Invalid body field 'categoryId': unknown category");
  if (c.locIds.length > 0 && (await knownCities(tx, vertical, c.locIds)) !== c.locIds.length)
    throw new HttpError(400, "Invalid body field 'locIds': unknown city");
}

export async function changeSearch(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  id: number,
  body: SavedSearchUpdateBody,
  periodMs = DIGEST_PERIOD_MS,
) {
  return db.transaction(async (tx) => {
    await lockSeeker(tx, seekerId);
    if (body.name !== undefined && (await nameTaken(tx, seekerId, body.name, id)))
      throw new HttpError(409, NAME_TAKEN);
    const row = await updateSearch(tx, vertical, seekerId, id, {
      name: body.name ?? null,
      alerts: body.alerts ?? null,
      periodMs,
    });
    if (!row) throw new HttpError(404, NOT_FOUND);
    return toSavedSearch(row);
  });
}

export async function removeSearch(db: Db, vertical: Vertical, seekerId: number, id: number) {
  if (!(await deleteSearch(db, vertical, seekerId, id))) throw new HttpError(404, NOT_FOUND);
}

export const searchesOf = async (db: Db, vertical: Vertical, seekerId: number) =>
  (await listSearches(db, vertical, seekerId)).map(toSavedSearch);

/**
 * `POST alerts/unsubscribe`, the page of the digests' unsubscribe links before decision 0037: turns off
 * the alerts of the search the link names; refuses forged and used links. It also takes the newer links
 * (`/unsubscribe`, services/email-preferences) of a saved search, so either page works with either link.
 */
export async function unsubscribe(db: Db, secret: string, vertical: Vertical, token: string) {
  if (token.split('.').length === 2) return unsubscribeByListLink(db, secret, vertical, token);
  const read = readUnsubscribeToken(secret, vertical, token);
  if (!read) throw new HttpError(400, INVALID_LINK);
  const done = await unsubscribeSearch(db, vertical, read.id, read.nonce, newNonce());
  if (done) return { searchName: done.name };
  if (await searchExists(db, vertical, read.id)) throw new HttpError(410, USED_LINK);
  throw new HttpError(410, DELETED_SEARCH);
}

const INVALID_LINK =
  'This unsubscribe link is not valid. Please use the link in your latest job-alert email, or turn alerts off on your saved searches page';
const USED_LINK =
  'This unsubscribe link has already been used. You can turn alerts on or off on your saved searches page';
const DELETED_SEARCH = 'This saved search has been deleted, so it sends no more alerts';

async function unsubscribeByListLink(db: Db, secret: string, vertical: Vertical, token: string) {
  const claim = readListToken(secret, vertical, token);
  if (!claim || !('seekerId' in claim.recipient) || !claim.list.startsWith('alerts:'))
    throw new HttpError(400, INVALID_LINK);
  const { seekerId } = claim.recipient;
  const id = Number(claim.list.slice('alerts:'.length));
  const search = await savedSearchOf(db, vertical, seekerId, id);
  if (!search) throw new HttpError(410, DELETED_SEARCH);
  if (!(await turnOffAlerts(db, vertical, seekerId, id))) throw new HttpError(410, USED_LINK);
  return { searchName: search.name };
}

// Messages.

const linkOf = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

function jobLine(
  origin: string,
  j: { id: number; title: string; companyName: string; confidential: boolean },
) {
  const company = j.confidential || !j.companyName ? '' : ` at ${j.companyName}`;
  return `- ${j.title}${company}\n  ${linkOf(origin, jobPath({ title: j.title, id: j.id }))}`;
}

function runPath(s: SavedSearchRow): string | null {
  if (s.keyword === '') return null;
  return searchPath({
    keyword: s.keyword,
    ...(s.locIds.length > 0 ? { locIds: s.locIds.join(',') } : {}),
    ...(s.exp !== null ? { exp: String(s.exp) } : {}),
  });
}

function digestMessage(
  settings: AlertSettings,
  vertical: Vertical,
  s: DueSearchRow,
  jobs: DigestJobRow[],
): OutgoingMessage {
  const origin = settings.siteOrigins[vertical] ?? VERTICALS[vertical].siteOrigin;
  // The RFC 8058 link stops this search's alerts in one click, however many digests later.
  const unsubscribeLink = unsubscribeUrl(settings, vertical, { seekerId: s.seekerId }, `alerts:${s.id}`);
  const listed = jobs.slice(0, DIGEST_MAX_JOBS);
  const more = jobs.length - listed.length;
  const run = runPath(s);
  const count =
    listed.length === 1 ? 'A new job matches' : `${listed.length}${more > 0 ? '+' : ''} new jobs match`;
  const body = [
    `Hello ${s.seekerName},`,
    '',
    `${count} your saved search "${s.name}":`,
    '',
    ...listed.map((j) => jobLine(origin, j)),
    '',
    ...(more > 0 ? [`and ${more} more.`] : []),
    ...(run ? [`See every match: ${linkOf(origin, run)}`] : []),
    `Manage your saved searches: ${linkOf(origin, '/saved-searches')}`,
    '',
    `You get this email because alerts are on for "${s.name}". Unsubscribe: ${unsubscribeLink}`,
  ].join('\n');
  return {
    vertical,
    seekerId: s.seekerId,
    recipient: s.email,
    kind: DIGEST_KIND,
    subject: `${count} "${s.name}"`,
    body,
    link: unsubscribeLink,
    headers: listUnsubscribeHeaders(unsubscribeLink),
  };
}

function alertMessage(settings: AlertSettings, vertical: Vertical, rows: AlertRow[]): OutgoingMessage {
  const origin = settings.siteOrigins[vertical] ?? VERTICALS[vertical].siteOrigin;
  const first = rows[0] as AlertRow;
  const n = rows.length;
  // The emails of new matching jobs are the settings flag `jobFeed`'s: its one-click link turns it off.
  const unsubscribeLink = unsubscribeUrl(settings, vertical, { seekerId: first.seekerId }, 'jobFeed');
  const body = [
    `Hello ${first.seekerName},`,
    '',
    `${n === 1 ? 'A new job matching your early-applicant preferences was' : `${n} new jobs matching your early-applicant preferences were`} just posted. Apply early and your application is marked "early applicant" for the recruiter:`,
    '',
    ...rows.map((r) => jobLine(origin, { ...r, id: r.jobId })),
    '',
    `Change what you are alerted about: ${linkOf(origin, '/subscribe/early-applicant-preference')}`,
    `You get this email because "New jobs that match my job feed" is on in your settings. Unsubscribe: ${unsubscribeLink}`,
  ].join('\n');
  return {
    vertical,
    seekerId: first.seekerId,
    recipient: first.email,
    kind: REALTIME_KIND,
    subject: n === 1 ? `New job for early applicants: ${first.title}` : `${n} new jobs for early applicants`,
    body,
    link: linkOf(origin, jobPath({ title: first.title, id: first.jobId })),
    headers: listUnsubscribeHeaders(unsubscribeLink),
  };
}

const BATCH = 50;

/** The internal API's trigger: one seeker's digests due now (tests, support), then every due digest. */
export async function runDigestsNow(db: Db, vertical: Vertical, settings: AlertSettings, email?: string) {
  if (email) await makeDue(db, vertical, email);
  return runDigests(db, vertical, settings);
}

/**
 * Sends the digests that are due in the vertical: for each claimed search, one message listing its new
 * matches (none when there are none), and its next digest a period later. Answers how many went out.
 */
export async function runDigests(db: Db, vertical: Vertical, settings: AlertSettings): Promise<number> {
  const period = settings.digestPeriodMs ?? DIGEST_PERIOD_MS;
  let total = 0;
  for (let round = 0; round < 20; round += 1) {
    const { claimed, written } = await db.transaction(async (tx) => {
      const due = await claimDueSearches(tx, vertical, BATCH);
      const out: Written[] = [];
      for (const s of due) {
        const jobs = await newMatches(tx, vertical, s, DIGEST_MAX_JOBS + 30);
        if (jobs.length > 0) {
          const written = await write(tx, digestMessage(settings, vertical, s, jobs));
          if (written) out.push(written);
          await markSent(
            tx,
            s.id,
            jobs.map((j) => j.id),
          );
        }
        await scheduleNext(tx, s.id, period, jobs.length > 0);
      }
      return { claimed: due.length, written: out };
    });
    await deliverWritten(db, settings.send, written);
    total += written.length;
    if (claimed < BATCH) break;
  }
  if (total > 0 || Math.random() < 0.05) await pruneSent(db);
  return total;
}

/**
 * Matches the vertical's new jobs against early-applicant subscribers (their preference and saved
 * searches) and writes one message per subscriber and batch, and a notification per job. Answers how many
 * alerts (seeker and job) were recorded.
 */
export async function runRealtime(db: Db, vertical: Vertical, settings: AlertSettings): Promise<number> {
  let total = 0;
  for (let round = 0; round < 20; round += 1) {
    const { claimed, alerts, written } = await db.transaction(async (tx) => {
      const jobIds = await claimNewJobs(tx, vertical, REALTIME_WINDOW_HOURS, 200);
      if (jobIds.length === 0) return { claimed: 0, alerts: 0, written: [] as Written[] };
      const rows = await recordAlerts(tx, vertical, jobIds);
      const bySeeker = new Map<number, AlertRow[]>();
      for (const r of rows) bySeeker.set(r.seekerId, [...(bySeeker.get(r.seekerId) ?? []), r]);
      const out: Written[] = [];
      for (const list of bySeeker.values()) {
        // Without the seeker's emails of new jobs, the notifications alone tell them.
        const written = list[0]?.emails ? await write(tx, alertMessage(settings, vertical, list)) : undefined;
        if (written) out.push(written);
        for (const r of list) {
          await insertNotification(tx, {
            seekerId: r.seekerId,
            type: 6,
            text: `Early applicant: ${r.title}${r.confidential || !r.companyName ? '' : ` at ${r.companyName}`} was just posted`,
            link: jobPath({ title: r.title, id: r.jobId }),
            jobId: r.jobId,
          });
        }
      }
      return { claimed: jobIds.length, alerts: rows.length, written: out };
    });
    await deliverWritten(db, settings.send, written);
    total += alerts;
    if (claimed < 200) break;
  }
  if (Math.random() < 0.05) await pruneScanned(db, REALTIME_WINDOW_HOURS);
  return total;
}
