/** The job service's read calls (calls.md 7.1, the read calls of 7.2) for one vertical. */
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import type { GetReference } from './reference.ts';
import { companyRoutes } from './routes/companies.ts';
import type { JobRouteDeps } from './routes/deps.ts';
import { detailRoutes } from './routes/detail.ts';
import { listingRoutes } from './routes/listings.ts';
import { searchRoutes } from './routes/search.ts';
import { taxonomyRoutes } from './routes/taxonomy.ts';

export function jobRoutes(
  { db, getRef, sessions }: { db: Db; getRef: GetReference; sessions: SessionSettings },
  vertical: Vertical,
) {
  const deps: JobRouteDeps = { db, getRef, vertical, sessions };
  return new Hono({ strict: false })
    .route('/', searchRoutes(deps))
    .route('/', detailRoutes(deps))
    .route('/', taxonomyRoutes(deps))
    .route('/', companyRoutes(deps))
    .route('/', listingRoutes(deps));
}
