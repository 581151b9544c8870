/**
 * The answer check: a drifting answer of a catalogue call becomes a 500 that names the call and the
 * issue's path, with a log line; everything else passes untouched. And every route the API serves below
 * a vertical's base is a call of the registry, so none of its JSON answers escapes the check.
 */
import { VERTICALS } from '@jobsite/domain';
import { findCall } from '@jobsite/domain/answers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Logger } from '../logger.ts';
import { NO_MEDIA } from '../media/test-media.ts';
import { answerCheck } from './answers.ts';

const MANAGEMENT = VERTICALS.management.id;
const TECHNOLOGY = VERTICALS.technology.id;

const BASES = { management: `/${MANAGEMENT}`, technology: `/${TECHNOLOGY}` };

/** A logger that keeps its error lines. */
function recordingLogger() {
  const errors: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    error: (fields: Record<string, unknown>, message: string) => errors.push({ fields, message }),
  } as unknown as Logger;
  return { logger, errors };
}

/** An app with the check in front of routes that answer what the test says. */
function appAnswering(
  answers: Record<string, () => Response>,
  options: { nodeEnv?: 'production' | 'test' } = {},
) {
  const { logger, errors } = recordingLogger();
  const app = new Hono<{ Variables: { requestId: string } }>({ strict: false });
  app.use(async (c, next) => {
    c.set('requestId', 'req-1');
    await next();
  });
  app.use(answerCheck({ nodeEnv: options.nodeEnv ?? 'test', basePaths: BASES, logger }));
  const vertical = new Hono({ strict: false });
  for (const [path, answer] of Object.entries(answers)) vertical.get(path, () => answer());
  app.route(`/${MANAGEMENT}`, vertical);
  return { app, errors };
}

const job = { id: 1, name: 'Java', key: 'java', categoryId: 2 };
/** A tag as `GET job/tags` answers it. */
const tag = { id: 1, name: 'Java', alias: null, key: 'java' };

describe('answerCheck', () => {
  it('turns a drifting answer into a 500 naming the call and the issue path, and logs it', async () => {
    const { app, errors } = appAnswering({ '/job/tags': () => Response.json([{ ...job, id: 'one' }]) });
    const res = await app.request(`/${MANAGEMENT}/job/tags`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { message: string; statusCode: number } };
    expect(body.error.statusCode).toBe(500);
    expect(body.error.message).toMatch(/^The answer of GET job\/tags does not match its schema at 0\.id: /);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe('answer does not match its schema');
    expect(errors[0]?.fields).toMatchObject({
      reqId: 'req-1',
      call: 'GET job/tags',
      path: `/${MANAGEMENT}/job/tags`,
    });
  });

  it('reads the schema strictly: a field it does not name is a drift too, at its path', async () => {
    const { app, errors } = appAnswering({
      '/job/tags': () => Response.json([tag, { ...tag, id: 2, extra: 'not in the contract' }]),
      '/job/saved-jobs/count': () => Response.json({ count: 2, total: 2 }),
    });
    const tags = await app.request(`/${MANAGEMENT}/job/tags`);
    expect(tags.status).toBe(500);
    expect(((await tags.json()) as { error: { message: string } }).error.message).toMatch(
      /^The answer of GET job\/tags does not match its schema at 1\.extra: Invalid key/,
    );
    const count = await app.request(`/${MANAGEMENT}/job/saved-jobs/count`);
    expect(count.status).toBe(500);
    expect(((await count.json()) as { error: { message: string } }).error.message).toContain(
      'GET job/saved-jobs/count/ does not match its schema at total',
    );
    expect(errors).toHaveLength(2);
  });

  it('finds the call of a route with parameters, below any vertical base', async () => {
    const { app } = appAnswering({ '/job/jobfeed/:userId/recruiter/:recruiterId': () => Response.json({}) });
    const res = await app.request(`/${MANAGEMENT}/job/jobfeed/-1/recruiter/7`);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
      'GET job/jobfeed/{userId}/recruiter/{recruiterId}',
    );
  });

  it('passes on answers that match, error answers, non-JSON answers and routes outside the catalogue', async () => {
    const { app, errors } = appAnswering({
      '/job/tags': () => Response.json([]),
      '/job/detail': () =>
        Response.json({ error: { message: 'Job not found', statusCode: 404 } }, { status: 404 }),
      '/job/mtags': () => new Response('not json', { headers: { 'content-type': 'text/plain' } }),
      '/dev/outbox': () => Response.json({ anything: true }),
    });
    expect((await app.request(`/${MANAGEMENT}/job/tags`)).status).toBe(200);
    expect((await app.request(`/${MANAGEMENT}/job/detail?jobcode=1`)).status).toBe(404);
    expect(await (await app.request(`/${MANAGEMENT}/job/mtags`)).text()).toBe('not json');
    expect((await app.request(`/${MANAGEMENT}/dev/outbox`)).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('leaves answers alone in production', async () => {
    const { app, errors } = appAnswering(
      { '/job/tags': () => Response.json([{ wrong: true }, { ...job, extra: true }]) },
      { nodeEnv: 'production' },
    );
    const res = await app.request(`/${MANAGEMENT}/job/tags`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ wrong: true }, { ...job, extra: true }]);
    expect(errors).toEqual([]);
  });
});

describe('the routes the API serves', () => {
  it('are calls of the registry, but for the development outbox and recruiter console, stored media files, company logos and the payment gateway’s pages and webhook', () => {
    const app = createApp({
      db: {} as never,
      logger: recordingLogger().logger,
      config: { basePaths: BASES, corsOrigins: [] },
      auth: {
        sessions: { secret: 'x'.repeat(40), accessTokenTtlS: 900, rotationGraceS: 30 },
        siteOrigins: { management: 'http://a', technology: 'http://b' },
        production: false,
      },
      media: NO_MEDIA,
    });
    const outside = new Set<string>();
    let found = 0;
    for (const route of app.routes) {
      const base = Object.values(BASES).find((b) => route.path.startsWith(`${b}/`));
      if (route.method === 'ALL' || base === undefined) continue;
      const below = route.path.slice(base.length);
      if (findCall(route.method, below) === undefined) outside.add(`${route.method} ${below}`);
      else found += 1;
    }
    expect([...outside].sort()).toEqual([
      // The recruiter console: a development page for people, and its forms (decision 0062).
      'GET /dev/console',
      'GET /dev/outbox',
      // Company logos, files the brand sites relay (decision 0092).
      'GET /logos/:name',
      'GET /media/file/:owner/:name',
      // The sandbox gateway's checkout (a page for people) and the gateway's server-to-server callback.
      'GET /payments/sandbox/checkout/:orderId',
      'GET /payments/sandbox/checkout/:orderId/pay',
      'POST /dev/console/assessment',
      'POST /dev/console/logo',
      'POST /dev/console/message',
      'POST /dev/console/round',
      'POST /dev/console/slots',
      'POST /dev/console/status',
      'POST /subscription/webhook',
    ]);
    expect(found).toBeGreaterThan(200);
  });
});
