/**
 * The seeker's notifications (docs/decisions/0008): `GET user/notifications` (page), `GET
 * user/notifications/count` (unread) and `POST user/notifications/read` (ids, or all). Read state: unread
 * 1, read 2; types are the spec's ids (NOTIFICATION_TYPES).
 */
import { NOTIFICATION_STATE, NOTIFICATION_TYPES, type NotificationTypeId } from '@jobsite/domain';
import { NotificationsQuery, NotificationsReadBody } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';

const PAGE_SIZE = 20;

const unreadCount = async (db: Db, seekerId: number) =>
  Number(
    (
      (await db.raw(`SELECT count(*) AS n FROM notifications WHERE seeker_id = $1 AND status = 1`, [
        seekerId,
      ])) as {
        n: number | string;
      }[]
    )[0]?.n ?? 0,
  );

export function notificationRoutes(db: Db, vertical: string, sessions: SessionSettings) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  app.get('/user/notifications', seeker, async (c) => {
    const { page } = parseQuery(c, NotificationsQuery);
    const seekerId = c.get('seekerId');
    const rows = (await db.raw(
      `SELECT id, type, status, text, link, job_id, created_at FROM notifications WHERE seeker_id = $1
        ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [seekerId, PAGE_SIZE + 1, page * PAGE_SIZE],
    )) as {
      id: string | number;
      type: NotificationTypeId;
      status: 1 | 2;
      text: string;
      link: string | null;
      job_id: string | number | null;
      created_at: Date | string;
    }[];
    c.header('Cache-Control', 'no-store');
    return c.json({
      notifications: rows.slice(0, PAGE_SIZE).map((n) => ({
        id: Number(n.id),
        type: n.type,
        name: NOTIFICATION_TYPES[n.type]?.name ?? null,
        status: n.status,
        text: n.text,
        link: n.link,
        jobId: n.job_id === null ? null : Number(n.job_id),
        createdAt: new Date(n.created_at).toISOString(),
      })),
      unread: await unreadCount(db, seekerId),
      hasMore: rows.length > PAGE_SIZE,
      page,
    });
  });

  app.get('/user/notifications/count', seeker, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ count: await unreadCount(db, c.get('seekerId')) });
  });

  app.post('/user/notifications/read', seeker, async (c) => {
    const { ids } = await parseBody(c, NotificationsReadBody);
    const seekerId = c.get('seekerId');
    const updated = await db.raw(
      `UPDATE notifications SET status = $2 WHERE seeker_id = $1 AND status = $3
         AND ($4::bigint[] IS NULL OR id = ANY($4::bigint[])) RETURNING id`,
      [seekerId, NOTIFICATION_STATE.read, NOTIFICATION_STATE.unread, ids?.length ? ids : null],
    );
    return c.json({ updated: updated.length, unread: await unreadCount(db, seekerId) });
  });

  return app;
}
