/**
 * The seeker's chat calls, and the internal API's chat calls for recruiters (mounted by app.ts under
 * `/internal/{vertical}`, behind the admin key).
 */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';

export function chatRoutes(db: Db, vertical: Vertical, sessions: SessionSettings) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  void db;
  void vertical;
  void sessions;
  return app;
}

export function chatRecruiterRoutes(db: Db, vertical: Vertical) {
  const app = new Hono({ strict: false });
  void db;
  void vertical;
  return app;
}
