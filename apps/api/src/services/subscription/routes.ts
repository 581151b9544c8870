/**
 * Subscriptions and payments (calls.md 7.10): plans, orders, the payment gateway's callbacks and the
 * seeker's entitlements.
 */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';

export function subscriptionRoutes(db: Db, vertical: Vertical, sessions: SessionSettings) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  void db;
  void vertical;
  void sessions;
  return app;
}
