/**
 * The seeker's notifications (docs/decisions/0008): `GET user/notifications` (page), `GET
 * user/notifications/count` (unread) and `POST user/notifications/read` (ids, or all). Read state: unread
 * 1, read 2; types are the spec's ids (NOTIFICATION_TYPES).
 */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { markRead, notificationRows, toNotification, unreadCount } from './queries.ts';

const PAGE_SIZE = 20;

export function notificationRoutes(
  { db, sessions }: { db: Db; sessions: SessionSettings },
  vertical: string,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  route(app, 'GET user/notifications', seeker, async (c, { query: { page } }) => {
    const seekerId = c.get('seekerId');
    const rows = await notificationRows(db, seekerId, PAGE_SIZE + 1, page * PAGE_SIZE);
    c.header('Cache-Control', 'no-store');
    return {
      notifications: rows.slice(0, PAGE_SIZE).map(toNotification),
      unread: await unreadCount(db, seekerId),
      hasMore: rows.length > PAGE_SIZE,
      page,
    };
  });

  route(app, 'GET user/notifications/count', seeker, async (c) => {
    c.header('Cache-Control', 'no-store');
    return { count: await unreadCount(db, c.get('seekerId')) };
  });

  route(app, 'POST user/notifications/read', seeker, async (c, { body: { ids } }) => {
    const seekerId = c.get('seekerId');
    const updated = await markRead(db, seekerId, ids?.length ? ids : null);
    return { updated, unread: await unreadCount(db, seekerId) };
  });

  return app;
}
