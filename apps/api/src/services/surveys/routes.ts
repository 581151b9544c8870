import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { AuthDeps } from '../auth/routes.ts';

export function surveyRoutes(_db: Db, _auth: Omit<AuthDeps, 'db'>, _vertical: Vertical) {
  return new Hono();
}

export function surveyInternalRoutes(_db: Db, _auth: Omit<AuthDeps, 'db'>, _vertical: Vertical) {
  return new Hono();
}
