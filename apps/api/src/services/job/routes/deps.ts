import type { Context } from 'hono';
import type { Db } from '../../../db/client.ts';
import type { Vertical } from '../../../db/content.ts';
import type { SessionSettings } from '../../auth/sessions.ts';
import { optionalSeeker } from '../feed.ts';
import type { GetReference } from '../reference.ts';

/** What the job service's read routes of one vertical work with. */
export interface JobRouteDeps {
  db: Db;
  getRef: GetReference;
  vertical: Vertical;
  sessions: SessionSettings;
}

/** The signed-in seeker of a request, if any: public calls answer everyone, marking the seeker's own jobs. */
export const seekerOf =
  ({ db, sessions, vertical }: JobRouteDeps) =>
  (c: Context) =>
    optionalSeeker(db, sessions, vertical, c);
