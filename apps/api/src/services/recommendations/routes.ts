/** Recommendations (calls.md 7.7): placeholder while the calls are built. */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { AuthDeps } from '../auth/routes.ts';

export function recommendationRoutes(_db: Db, _auth: Omit<AuthDeps, 'db'>, _vertical: Vertical) {
  return new Hono({ strict: false });
}

export function recommendationInternalRoutes(_db: Db, _auth: Omit<AuthDeps, 'db'>, _vertical: Vertical) {
  return new Hono({ strict: false });
}
