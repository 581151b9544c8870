import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { MediaStore } from '../../media/store.ts';
import type { AuthDeps } from '../auth/routes.ts';

export function mediaRoutes(_db: Db, _auth: Omit<AuthDeps, 'db'>, _vertical: Vertical, _media: MediaStore) {
  return new Hono();
}
