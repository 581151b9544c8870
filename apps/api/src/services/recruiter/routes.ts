/**
 * The internal recruiter API at `/internal/{vertical}/...`, for tests, the `recruiter` CLI and tools.
 * Every call needs the `X-Admin-Key` header to match ADMIN_KEY, checked where app.ts mounts the internal
 * API; without a configured key it is off (404).
 */
import { HttpsUrl } from '@jobsite/domain';
import { APPLICATION_STATUSES } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { parse, parseBody, parseQuery } from '../../http/validate.ts';
import type { MailLinks } from '../notifications/emails.ts';
import { ApplicationParam, Text } from '../recruiting/inputs.ts';
import { postJob, setApplicationStatus } from './actions.ts';
import { applicationList, toApplication } from './queries.ts';

const Int = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const Ids = v.pipe(v.array(Int(2_147_483_647)), v.maxLength(50));

const PostJobBody = v.object({
  title: Text(200),
  description: v.optional(Text(20_000)),
  recruiterId: v.optional(Int(2_147_483_647)),
  categoryId: v.optional(Int(2_147_483_647)),
  cityIds: v.optional(Ids),
  tagIds: v.optional(Ids),
  functionalAreaId: v.optional(Int(2_147_483_647)),
  minExp: v.optional(Int(50)),
  maxExp: v.optional(Int(50)),
  minSalary: v.optional(Int(1_000_000_000)),
  maxSalary: v.optional(Int(1_000_000_000)),
  confidential: v.optional(v.boolean()),
  workFromHome: v.optional(v.boolean()),
  applyUrl: v.optional(HttpsUrl),
  expiresInDays: v.optional(v.pipe(Int(365), v.minValue(1))),
});
const StatusBody = v.object({
  status: v.picklist(APPLICATION_STATUSES, `must be one of ${APPLICATION_STATUSES.join(', ')}`),
});
const ApplicationsQuery = v.object({
  jobId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/), v.transform(Number))),
  seekerId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase())),
});

/** `mail`: what the emails a status change sends need for their links (decision 0064). */
export function recruiterRoutes({ db, mail }: { db: Db; mail: MailLinks }, vertical: Vertical) {
  const app = new Hono({ strict: false });
  const appId = (c: { req: { param: () => Record<string, string> } }) =>
    parse(ApplicationParam, c.req.param(), 'path').id;

  app.post('/jobs', async (c) => c.json(await postJob(db, vertical, await parseBody(c, PostJobBody)), 201));

  app.get('/applications', async (c) => {
    const q = parseQuery(c, ApplicationsQuery);
    const filter = { jobId: q.jobId ?? null, seekerId: q.seekerId ?? null, email: q.email ?? null };
    return c.json({ applications: (await applicationList(db, vertical, filter)).map(toApplication) });
  });

  app.post('/applications/:id/status', async (c) =>
    c.json(await setApplicationStatus(db, vertical, appId(c), (await parseBody(c, StatusBody)).status, mail)),
  );
  return app;
}
