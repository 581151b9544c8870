/**
 * Recommendations (calls.md 7.7; decision 0033). A seeker asks a contact by email; the message carries a
 * signed write link that works for RECOMMENDATION_LINK_DAYS; the contact writes through it without an
 * account (the ext/user calls); the seeker accepts or declines what was written, and accepted ones show
 * on the profile. Every message goes through the outbox, written in the transaction that changes the
 * request and handed to the sender after it commits.
 */
import type {
  Recommendation,
  RecommendationProfile,
  RecommendationRequest,
  SocialUser,
  Vertical,
} from '@jobsite/domain';
import { plural, VERTICALS } from '@jobsite/domain';
import type {
  AddSocialUserBody,
  ProcessRecommendationBody,
  RecommendationAskBody,
  RecommendationCommentBody,
  RecommendationListQuery,
} from '@jobsite/domain/calls';
import {
  RECOMMENDATION_EMAILS_PER_DAY,
  RECOMMENDATION_EMAILS_PER_HOUR,
  RECOMMENDATION_EMAILS_PER_RECIPIENT,
  RECOMMENDATION_LINK_DAYS,
  RECOMMENDATION_PENDING_LIMIT,
  RECOMMENDATION_RECIPIENT_DAYS,
  RECOMMENDATION_REQUESTS_LIST,
} from '@jobsite/domain/calls';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import {
  deliverWritten,
  type MessageKind,
  type OutgoingMessage,
  type Sender,
  write,
} from '../auth/outbox.ts';
import { withinLimit } from '../auth/rate-limit.ts';
import { listUnsubscribeHeaders, unsubscribeUrl } from '../email-preferences/links.ts';
import { isSuppressed } from '../email-preferences/queries.ts';
import { namesById, profileRowOf } from '../seeker-profile/queries.ts';
import {
  countPending,
  decide,
  findById,
  findOwn,
  insertRequest,
  listOwn,
  lockSeeker,
  markWritten,
  type RecommendationRow,
  renewLink,
  requestEmailsBy,
  requestEmailsTo,
  restartRequest,
  type SocialUserRow,
  socialUsersOf,
  upsertSocialUser,
} from './queries.ts';
import { newNonce, readWriteToken, writeToken } from './tokens.ts';

/** What the recommendation work needs beyond the database. */
export interface RecommendationSettings {
  /** The API's signing secret: write links are signed with a key derived from it. */
  secret: string;
  /** Each vertical's brand-site address, for the links in messages. */
  siteOrigins: Partial<Record<Vertical, string>>;
  /** Delivers messages (SMTP); without it they stay in the outbox for the development page. */
  send?: Sender | undefined;
  /** The clock (milliseconds), injectable for tests of expiry. */
  now?: () => number;
}

const REQUEST_KIND: MessageKind = 'recommendation-request';
const WRITTEN_KIND: MessageKind = 'recommendation-written';
const LINK_MS = RECOMMENDATION_LINK_DAYS * 24 * 60 * 60 * 1000;
const NOT_FOUND = 'Recommendation not found';

const nowOf = (s: RecommendationSettings) => (s.now ? s.now() : Date.now());

function toRecommendation(r: RecommendationRow): Recommendation {
  return {
    recommendationId: r.id,
    recommendationText: r.body,
    email: r.email,
    socialId: r.socialId,
    senderName: r.writerName ?? r.name,
    userEmail: r.seekerEmail,
    status: r.status,
    action: r.lastAction,
    relation: r.relation,
    createdAt: r.createdAt.toISOString(),
    writtenAt: r.writtenAt?.toISOString() ?? null,
    linkExpiresAt: r.linkExpiresAt.toISOString(),
  };
}

// The seeker's side.

export const listRecommendations = async (
  db: Db,
  vertical: Vertical,
  seekerId: number,
  filter: RecommendationListQuery,
) => (await listOwn(db, vertical, seekerId, filter)).map(toRecommendation);

/** The seeker's accepted recommendations, newest first (the profile shows them). */
export const acceptedRecommendations = (db: Queryable, vertical: Vertical, seekerId: number) =>
  listOwn(db, vertical, seekerId, { status: 'accepted', email: '' }).then((rows) =>
    rows.map(toRecommendation),
  );

async function withinEmailLimit(db: Db, seekerId: number) {
  if (
    !(await withinLimit(db, `recommendation-emails:seeker:${seekerId}`, RECOMMENDATION_EMAILS_PER_HOUR, 3600))
  )
    throw new HttpError(
      429,
      `You can send at most ${RECOMMENDATION_EMAILS_PER_HOUR} recommendation requests an hour. Please try again later`,
    );
}

/**
 * Inside the transaction that writes the email: refuses a seeker's request email past the day's limit,
 * and any past the limit of its address (from anyone), both counted from the outbox, so every API
 * process counts the same emails (decision 0070).
 */
async function withinDailyLimits(tx: Queryable, vertical: Vertical, seekerId: number, email: string) {
  if ((await requestEmailsBy(tx, seekerId, 24)) >= RECOMMENDATION_EMAILS_PER_DAY)
    throw new HttpError(
      429,
      `You can send at most ${RECOMMENDATION_EMAILS_PER_DAY} recommendation requests a day. Please try again tomorrow`,
    );
  if (
    (await requestEmailsTo(tx, vertical, email, RECOMMENDATION_RECIPIENT_DAYS)) >=
    RECOMMENDATION_EMAILS_PER_RECIPIENT
  )
    throw new HttpError(
      429,
      `${email} has been sent ${plural(RECOMMENDATION_EMAILS_PER_RECIPIENT, 'recommendation request')} in the last ${RECOMMENDATION_RECIPIENT_DAYS} days, the most we send one person. Please try again later, or ask someone else`,
    );
}

/** Refuses to write to an address that unsubscribed from recommendation requests (decision 0037). */
async function refuseSuppressed(db: Db, vertical: Vertical, email: string) {
  if (await isSuppressed(db, vertical, email, RECOMMENDATION_REQUESTS_LIST))
    throw new HttpError(
      409,
      `${email} has asked to get no more recommendation requests from us, so we cannot send this one. Please ask someone else`,
    );
}

/** Asks a contact for a recommendation: a new request (or a declined one started over) and its email. */
export async function ask(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  seekerId: number,
  body: RecommendationAskBody,
) {
  const own = await profileRowOf(db, vertical, seekerId);
  if (!own) throw new HttpError(404, 'profile not found');
  if (own.email.toLowerCase() === body.email)
    throw new HttpError(400, 'You cannot ask yourself for a recommendation. Ask someone who knows your work');
  await refuseSuppressed(db, vertical, body.email);
  await withinEmailLimit(db, seekerId);
  const note = body.message === '' ? null : body.message;
  const expiresAt = new Date(nowOf(settings) + LINK_MS);
  const { row, outbox } = await db.transaction(async (tx) => {
    await lockSeeker(tx, seekerId);
    const existing = await findOwn(tx, vertical, seekerId, { email: body.email }, true);
    if (existing && existing.status !== 'declined') throw new HttpError(409, alreadyAsked(existing));
    if ((await countPending(tx, seekerId)) >= RECOMMENDATION_PENDING_LIMIT)
      throw new HttpError(
        409,
        `You can have at most ${RECOMMENDATION_PENDING_LIMIT} requests waiting to be written. Withdraw one, or wait until one is written`,
      );
    await withinDailyLimits(tx, vertical, seekerId, body.email);
    const nonce = newNonce();
    let id = existing?.id;
    if (existing) await restartRequest(tx, existing.id, { name: body.name, note, nonce, expiresAt });
    else
      id = await insertRequest(tx, {
        vertical,
        seekerId,
        email: body.email,
        name: body.name,
        note,
        nonce,
        expiresAt,
      });
    const row = id === undefined ? undefined : await findOwn(tx, vertical, seekerId, { id });
    if (!row) throw new HttpError(500, 'Could not save the request');
    return { row, outbox: await write(tx, requestMessage(settings, vertical, row)) };
  });
  await deliverWritten(db, settings.send, outbox ? [outbox] : []);
  return { message: `Request sent to ${row.email}`, recommendation: toRecommendation(row) };
}

function alreadyAsked(r: RecommendationRow): string {
  switch (r.status) {
    case 'pending':
      return `You have already asked ${r.email}. Send the request again if they did not get it`;
    case 'written':
      return `${r.writerName ?? r.name} has already written you a recommendation. Accept or decline it`;
    default:
      return `${r.writerName ?? r.name} has already recommended you`;
  }
}

/** Accepts or declines one of the seeker's requests; declining one not yet written withdraws it. */
export async function processRecommendation(
  db: Db,
  vertical: Vertical,
  seekerId: number,
  body: ProcessRecommendationBody,
) {
  const which = body.recommendationId !== undefined ? { id: body.recommendationId } : { email: body.email };
  return db.transaction(async (tx) => {
    const row = await findOwn(tx, vertical, seekerId, which, true);
    if (!row) throw new HttpError(404, NOT_FOUND);
    const who = row.writerName ?? row.name;
    if (body.action === 'accept') {
      if (row.body === null)
        throw new HttpError(
          409,
          row.status === 'pending'
            ? `${who} has not written the recommendation yet`
            : 'This request was withdrawn. Ask again to get a recommendation',
        );
      await decide(tx, row.id, 'accepted');
    } else await decide(tx, row.id, 'declined');
    const after = await findOwn(tx, vertical, seekerId, { id: row.id });
    if (!after) throw new HttpError(404, NOT_FOUND);
    const message =
      body.action === 'accept'
        ? `You accepted ${who}'s recommendation. It shows on your profile`
        : row.body === null
          ? `Request to ${row.email} withdrawn. Its link no longer works`
          : `You declined ${who}'s recommendation. It does not show on your profile`;
    return { message, recommendation: toRecommendation(after) };
  });
}

/** Sends a pending request again with a new link; the older link stops working. */
export async function resend(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  seekerId: number,
  which: { id?: number | undefined; email?: string | undefined },
) {
  const found = await findOwn(db, vertical, seekerId, which);
  if (!found) throw new HttpError(404, NOT_FOUND);
  if (found.status !== 'pending') throw new HttpError(409, notPending(found));
  await refuseSuppressed(db, vertical, found.email);
  await withinEmailLimit(db, seekerId);
  const expiresAt = new Date(nowOf(settings) + LINK_MS);
  const { row, outbox } = await db.transaction(async (tx) => {
    await lockSeeker(tx, seekerId);
    const current = await findOwn(tx, vertical, seekerId, { id: found.id }, true);
    if (!current) throw new HttpError(404, NOT_FOUND);
    if (current.status !== 'pending') throw new HttpError(409, notPending(current));
    await withinDailyLimits(tx, vertical, seekerId, current.email);
    await renewLink(tx, current.id, newNonce(), expiresAt);
    const row = await findOwn(tx, vertical, seekerId, { id: current.id });
    if (!row) throw new HttpError(404, NOT_FOUND);
    return { row, outbox: await write(tx, requestMessage(settings, vertical, row)) };
  });
  await deliverWritten(db, settings.send, outbox ? [outbox] : []);
  return {
    message: `Request sent again to ${row.email}. The earlier link no longer works`,
    recommendation: toRecommendation(row),
  };
}

const notPending = (r: RecommendationRow) =>
  r.body !== null
    ? `${r.writerName ?? r.name} has already written this recommendation, so there is nothing to send again`
    : 'This request was withdrawn. Ask again to send a new one';

// The contact's side: every call carries the write link's token.

const BAD_LINK =
  'This recommendation link is not valid. Please open the link in the latest email you received';

/**
 * The request a write link names, if the link still works: refuses a malformed or tampered link (400), and
 * a link that expired, was replaced by a resend, or was used (410), each with a message that says so.
 */
export async function requestOfToken(
  q: Queryable,
  vertical: Vertical,
  settings: RecommendationSettings,
  token: string,
  lock = false,
): Promise<RecommendationRow> {
  const read = readWriteToken(settings.secret, vertical, token);
  if (!read) throw new HttpError(400, BAD_LINK);
  const row = await findById(q, vertical, read.id, lock);
  if (!row) throw new HttpError(410, 'This recommendation request no longer exists');
  if (row.status !== 'pending')
    throw new HttpError(
      410,
      row.body !== null
        ? 'This recommendation has already been written with this link. Thank you!'
        : `${row.seekerName} has withdrawn this request, so the link no longer works`,
    );
  if (row.linkNonce !== read.nonce)
    throw new HttpError(
      410,
      `This link has been replaced by a newer one. Please open the link in the latest email from ${row.seekerName}`,
    );
  if (read.expiresAt.getTime() <= nowOf(settings))
    throw new HttpError(
      410,
      `This recommendation link has expired. Please ask ${row.seekerName} to send you a new one`,
    );
  return row;
}

export async function requestView(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  token: string,
): Promise<RecommendationRequest> {
  const r = await requestOfToken(db, vertical, settings, token);
  return {
    recommendationId: r.id,
    status: r.status,
    seekerName: r.seekerName,
    name: r.name,
    message: r.note,
    linkExpiresAt: r.linkExpiresAt.toISOString(),
  };
}

/** The asking seeker's public-safe summary: name, headline, city, skills, latest education. */
export async function publicProfile(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  token: string,
): Promise<RecommendationProfile> {
  const r = await requestOfToken(db, vertical, settings, token);
  const p = await profileRowOf(db, vertical, r.seekerId);
  if (!p) throw new HttpError(410, 'This recommendation request no longer exists');
  const num = (x: unknown) => (typeof x === 'number' ? x : null);
  const city = num(p.personal.currentLocation);
  const area = num(p.work.functionalArea);
  const [cities, areas] = await Promise.all([
    namesById(db, 'cities', city === null ? [] : [city]),
    namesById(db, 'functional_areas', area === null ? [] : [area]),
  ]);
  const years = num(p.work.experienceYear);
  const areaName = area === null ? undefined : areas.get(area);
  const headline =
    p.work.experienceStatus === 'fresher'
      ? 'Fresher'
      : [areaName, years !== null ? `${plural(years, 'year')} of experience` : undefined]
          .filter(Boolean)
          .join(' · ') || null;
  const latest = [...p.education].sort((a, b) => (b.passingYear ?? 0) - (a.passingYear ?? 0))[0];
  return {
    name: p.name,
    headline,
    city: city === null ? null : (cities.get(city) ?? null),
    skills: p.skills.slice(0, 10),
    education: latest ? `${latest.degree}${latest.institute ? `, ${latest.institute}` : ''}` : null,
  };
}

/** Stores what the contact wrote; the link is used up, and the seeker hears of it. */
export async function writeRecommendation(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  body: RecommendationCommentBody,
) {
  const outbox = await db.transaction(async (tx) => {
    const r = await requestOfToken(tx, vertical, settings, body.token, true);
    const done = await markWritten(tx, r.id, r.linkNonce, {
      body: body.text,
      writerName: body.name === '' ? null : body.name,
      relation: body.relation === '' ? null : body.relation,
    });
    if (!done)
      throw new HttpError(410, 'This recommendation has already been written with this link. Thank you!');
    return write(tx, writtenMessage(settings, vertical, r, body.name === '' ? r.name : body.name));
  });
  await deliverWritten(db, settings.send, outbox ? [outbox] : []);
  return {
    message: 'Thank you! Your recommendation has been sent. It shows on the profile once it is accepted',
    status: 'written' as const,
  };
}

function toSocialUser(u: SocialUserRow): SocialUser {
  return {
    userId: u.id,
    type: u.type,
    name: u.name,
    publicId: u.publicId,
    positions: u.positions,
    loginVia: u.type,
    status: 'active',
    requestedEmail: u.email,
    picUrl: u.picUrl,
  };
}

export async function socialInfo(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  token: string,
) {
  const r = await requestOfToken(db, vertical, settings, token);
  return (await socialUsersOf(db, r.id)).map(toSocialUser);
}

export async function socialUserId(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  token: string,
  type: SocialUser['type'] | undefined,
) {
  const users = await socialInfo(db, vertical, settings, token);
  const found = type === undefined ? users[0] : users.find((u) => u.type === type);
  return { socialUserId: found?.userId ?? null };
}

/** "Analyst at Acme Bank" as a position; without " at ", the whole text is the title. */
function positionOf(text: string) {
  const at = text.lastIndexOf(' at ');
  return at > 0
    ? { title: text.slice(0, at).trim(), company: text.slice(at + 4).trim() }
    : { title: text, company: '' };
}

export async function addSocialUser(
  db: Db,
  vertical: Vertical,
  settings: RecommendationSettings,
  body: AddSocialUserBody,
) {
  return db.transaction(async (tx) => {
    const r = await requestOfToken(tx, vertical, settings, body.token, true);
    const stored = await upsertSocialUser(tx, {
      recommendationId: r.id,
      type: body.type,
      name: body.name,
      publicId: body.publicId,
      positions: body.positions.map(positionOf),
      picUrl: body.picUrl === '' ? null : body.picUrl,
    });
    const user = (await socialUsersOf(tx, r.id)).find((u) => u.id === stored?.id);
    if (!user) throw new HttpError(500, 'Could not save the profile');
    return { message: 'Your profile has been added to the recommendation', socialUser: toSocialUser(user) };
  });
}

// Messages.

const originOf = (settings: RecommendationSettings, vertical: Vertical) =>
  (settings.siteOrigins[vertical] ?? VERTICALS[vertical].siteOrigin).replace(/\/+$/, '');

function requestMessage(
  settings: RecommendationSettings,
  vertical: Vertical,
  r: RecommendationRow,
): OutgoingMessage {
  const origin = originOf(settings, vertical);
  const expiresAt = r.linkExpiresAt;
  const link = `${origin}/recommendation/write?token=${encodeURIComponent(
    writeToken(settings.secret, vertical, r.id, r.linkNonce, expiresAt),
  )}`;
  // The contact has no account to turn requests off in: the link adds their address to a suppression list.
  const stop = unsubscribeUrl(
    settings,
    vertical,
    { email: r.email },
    RECOMMENDATION_REQUESTS_LIST,
    nowOf(settings),
  );
  const until = expiresAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const body = [
    `Hello ${r.name},`,
    '',
    `${r.seekerName} is looking for work and asks you to write a few lines of recommendation for their profile on ${new URL(origin).host}.`,
    ...(r.note ? ['', `${r.seekerName} writes: "${r.note}"`] : []),
    '',
    `Write it here, no account needed (the link works until ${until}):`,
    link,
    '',
    `If you do not know ${r.seekerName}, you can ignore this email.`,
    `To get no more requests like this from ${new URL(origin).host}, unsubscribe: ${stop}`,
  ].join('\n');
  return {
    vertical,
    seekerId: r.seekerId,
    recipient: r.email,
    kind: REQUEST_KIND,
    subject: `${r.seekerName} asks you for a recommendation`,
    body,
    link,
    headers: listUnsubscribeHeaders(stop),
  };
}

function writtenMessage(
  settings: RecommendationSettings,
  vertical: Vertical,
  r: RecommendationRow,
  writer: string,
): OutgoingMessage {
  const link = `${originOf(settings, vertical)}/pending-recommendations`;
  return {
    vertical,
    seekerId: r.seekerId,
    recipient: r.seekerEmail,
    kind: WRITTEN_KIND,
    subject: `${writer} wrote you a recommendation`,
    body: [
      `Hello ${r.seekerName},`,
      '',
      `${writer} wrote you a recommendation. Read it, then accept it to show it on your profile, or decline it:`,
      link,
    ].join('\n'),
    link,
  };
}
