/**
 * The seeker's notifications (docs/decisions/0008): `GET user/notifications` (page), `GET
 * user/notifications/count` (unread) and `POST user/notifications/read` (ids, or all). Read state: unread
 * 1, read 2; types are the spec's ids (NOTIFICATION_TYPES).
 */
import { NotificationsQuery, NotificationsReadBody } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
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

  app.get('/user/notifications', seeker, async (c) => {
    const { page } = parseQuery(c, NotificationsQuery);
    const seekerId = c.get('seekerId');
    const rows = await notificationRows(db, seekerId, PAGE_SIZE + 1, page * PAGE_SIZE);
    c.header('Cache-Control', 'no-store');
    return c.json({
      notifications: rows.slice(0, PAGE_SIZE).map(toNotification),
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
    const updated = await markRead(db, seekerId, ids?.length ? ids : null);
    return c.json({ updated, unread: await unreadCount(db, seekerId) });
  });

  return app;
}
