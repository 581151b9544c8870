/** Queries on the seeker's notifications (docs/decisions/0008), and the mapping of a row to its answer. */
import { NOTIFICATION_STATE, NOTIFICATION_TYPES, type NotificationTypeId } from '@jobsite/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { NOTIFICATIONS_CHANGED, publishEvent, seekerTopic } from '../../realtime/bus.ts';
import { arrayParam, countOf } from '../query.ts';

export const unreadCount = (q: Queryable, seekerId: number) =>
  countOf(q, sql`SELECT count(*) AS n FROM notifications WHERE seeker_id = ${seekerId} AND status = 1`);

/** The seeker's notifications, newest first. */
export const notificationRows = (q: Queryable, seekerId: number, limit: number, offset: number) =>
  q.orm
    .select({
      id: notifications.id,
      type: notifications.type,
      status: notifications.status,
      text: notifications.text,
      link: notifications.link,
      jobId: notifications.jobId,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.seekerId, seekerId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);

type NotificationRow = Awaited<ReturnType<typeof notificationRows>>[number];

/** The name of a notification type (`notifications_type_check` keeps the stored ones among them). */
const typeName = (type: number): string | null =>
  type in NOTIFICATION_TYPES ? NOTIFICATION_TYPES[type as NotificationTypeId].name : null;

export const toNotification = (n: NotificationRow) => ({
  id: n.id,
  type: n.type,
  name: typeName(n.type),
  status: n.status,
  text: n.text,
  link: n.link,
  jobId: n.jobId,
  createdAt: n.createdAt.toISOString(),
});

/**
 * Tells the seeker's open pages (every tab, every API process) that their unread count changed, when
 * `q`'s transaction commits (decision 0064): their header loads the new count.
 */
const announce = (q: Queryable, seekerId: number) =>
  publishEvent(q, seekerTopic(seekerId), NOTIFICATIONS_CHANGED);

/** Marks the seeker's unread notifications with these ids (all of them when `ids` is null) read; answers how many. */
export async function markRead(
  q: Queryable,
  seekerId: number,
  ids: readonly number[] | null,
): Promise<number> {
  const list = ids === null ? null : arrayParam(ids);
  const updated = await q.rows(
    sql`UPDATE notifications SET status = ${NOTIFICATION_STATE.read} WHERE seeker_id = ${seekerId} AND status = ${NOTIFICATION_STATE.unread}
         AND (${list}::bigint[] IS NULL OR id = ANY(${list}::bigint[])) RETURNING id`,
  );
  if (updated.length > 0) await announce(q, seekerId);
  return updated.length;
}

/** The notices that ask the seeker to book an interview slot (status `interview`, slots offered). */
export const INTERVIEW_NOTICES: readonly NotificationTypeId[] = [4, 11];
/** The notices that ask the seeker to take an assessment (status `assessment`, one assigned). */
export const ASSESSMENT_NOTICES: readonly NotificationTypeId[] = [5, 14];

/**
 * Marks read the seeker's unread notifications of these types about this job: what they asked for is
 * done (the interview slot booked, the assessment finished). Answers how many.
 */
export async function markDone(
  q: Queryable,
  seekerId: number,
  jobId: number | string,
  types: readonly NotificationTypeId[],
): Promise<number> {
  const updated = await q.rows(
    sql`UPDATE notifications SET status = ${NOTIFICATION_STATE.read} WHERE seeker_id = ${seekerId} AND status = ${NOTIFICATION_STATE.unread}
         AND job_id = ${jobId} AND type = ANY(${arrayParam(types)}::int[]) RETURNING id`,
  );
  if (updated.length > 0) await announce(q, seekerId);
  return updated.length;
}

/** Writes a notification for the seeker (status 1, unread); their open pages hear of it on commit. */
export async function insertNotification(
  q: Queryable,
  n: { seekerId: number; type: NotificationTypeId; text: string; link: string | null; jobId: number | null },
): Promise<void> {
  await q.rows(
    sql`INSERT INTO notifications (seeker_id, type, text, link, job_id) VALUES (${n.seekerId}, ${n.type}, ${n.text}, ${n.link}, ${n.jobId})`,
  );
  await announce(q, n.seekerId);
}
