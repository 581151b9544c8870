/** Security headers, `/readyz` and `/metrics`, against a running server and an app with stand-in parts. */
import { readFileSync } from 'node:fs';
import { VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { type AppDeps, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { NO_MEDIA } from '../media/test-media.ts';
import { drivers, setupTestServer, TEST_BASE_PATHS } from '../test-server.ts';

const MANAGEMENT = VERTICALS.management.id;

const METRICS_KEY = 'metrics-key-of-the-test-api-0123';

/** The migrations the API applies, in order, as its journal lists them. */
const MIGRATIONS = (
  JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((e) => e.tag);

/** The app over `db`, with everything else stood in for. */
function appWith(db: Db, extra: Partial<AppDeps> = {}, nodeEnv: 'test' | 'production' = 'test') {
  return createApp({
    db,
    logger: createLogger('silent'),
    config: { basePaths: TEST_BASE_PATHS, corsOrigins: [], nodeEnv },
    auth: {
      sessions: { secret: 'x'.repeat(40), accessTokenTtlS: 900, rotationGraceS: 30 },
      siteOrigins: { management: 'http://a', technology: 'http://b' },
      production: nodeEnv === 'production',
    },
    media: NO_MEDIA,
    ...extra,
  });
}

/** A database that answers every query with `answer` (or fails when it throws). */
const standInDb = (answer: (text: string) => unknown[]): Db =>
  ({
    kind: 'postgres',
    raw: async (text: string) => answer(text),
    rows: async () => [],
  }) as unknown as Db;

describe.each(drivers)('operations endpoints on %s', (driver) => {
  const s = setupTestServer(driver);

  it('sends the security headers of a JSON API on every answer', async () => {
    for (const path of ['/healthz', `/${MANAGEMENT}/job/tags`, `/${MANAGEMENT}/nothing-here`]) {
      const res = await s.get(path);
      const h = Object.fromEntries(res.headers);
      expect(h, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-site',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(h['x-powered-by']).toBeUndefined();
    }
  });

  describe('/readyz', () => {
    it('answers 200 when the database answers and every migration is applied', async () => {
      const res = await s.get('/readyz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', database: driver, migrations: MIGRATIONS.length });
    });

    it('answers 503 naming the migrations that are not applied', async () => {
      const [last] = (await s.db.raw(
        'SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
      )) as { id: number; hash: string; created_at: string }[];
      await s.db.raw('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1', [last?.id]);
      try {
        const res = await s.get('/readyz');
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          status: 'not ready',
          reason: `Migrations not applied: ${MIGRATIONS.at(-1)}`,
        });
      } finally {
        await s.db.raw(
          'INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)',
          [last?.id, last?.hash, last?.created_at],
        );
      }
      expect((await s.get('/readyz')).status).toBe(200);
    });
  });

  describe('/metrics', () => {
    it('answers request durations by route pattern and status, database and event-loop figures', async () => {
      expect((await s.get(`/${MANAGEMENT}/job/tags`)).status).toBe(200);
      expect((await s.get(`/${MANAGEMENT}/media/file/12345/picture-abc.png`)).status).toBe(404);
      expect((await s.get(`/${MANAGEMENT}/no/such/call`)).status).toBe(404);
      const res = await s.get('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await res.text();
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      const line = (pattern: string) => new RegExp(`^${pattern}$`, 'm');
      expect(text).toMatch(
        line(
          `http_request_duration_seconds_bucket\\{method="GET",route="/${MANAGEMENT}/job/tags",status="200",le="0\\.005"\\} \\d+`,
        ),
      );
      expect(text).toMatch(
        line(
          `http_request_duration_seconds_bucket\\{method="GET",route="/${MANAGEMENT}/job/tags",status="200",le="\\+Inf"\\} [1-9]\\d*`,
        ),
      );
      expect(text).toMatch(
        line(
          `http_request_duration_seconds_count\\{method="GET",route="/${MANAGEMENT}/media/file/:owner/:name",status="404"\\} 1`,
        ),
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_sum\{method="GET",route="unmatched",status="404"\} [\d.e-]+$/m,
      );
      // The raw path never becomes a label: one series per route, not per id. (Labels only: a figure
      // such as a sum of seconds may hold those digits.)
      const labels = [...text.matchAll(/\{[^}]*\}/g)].map(([set]) => set).join('\n');
      expect(labels).toContain('/media/file/:owner/:name');
      expect(labels).not.toContain('12345');
      expect(labels).not.toContain('no/such/call');
      expect(text).toMatch(/^nodejs_eventloop_delay_seconds\{quantile="0\.99"\} [\d.e-]+$/m);
      expect(text).toMatch(/^nodejs_eventloop_delay_max_seconds [\d.e-]+$/m);
      expect(text).toMatch(/^jobsite_db_queries_in_flight \d+$/m);
      expect(text).toMatch(/^jobsite_db_queries_total [1-9]\d*$/m);
      if (driver === 'postgres') expect(text).toMatch(/^jobsite_db_connections\{state="[a-z ]+"\} \d+$/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
      // Every sample line is `name{labels} value`, every family has HELP and TYPE.
      for (const line of text.trimEnd().split('\n')) {
        expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{[^}]*\})? -?[\d.e+-]+|\w+(\{[^}]*\})? \+Inf)$/);
      }
    });
  });
});

describe('/readyz and /metrics with stand-in parts', () => {
  it('answers 503 when the database does not answer, or while starting', async () => {
    const down = appWith(
      standInDb(() => {
        throw new Error('connection refused');
      }),
    );
    const res = await down.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', reason: 'The database does not answer' });
    const starting = appWith(
      standInDb(() => []),
      { isReady: () => false },
    );
    const s = await starting.request('/readyz');
    expect(s.status).toBe(503);
    expect(await s.json()).toEqual({ status: 'not ready', reason: 'Starting or shutting down' });
  });

  it('answers 503 when no migration was ever applied', async () => {
    const empty = appWith(
      standInDb((text) => {
        if (text.includes('__drizzle_migrations')) throw new Error('relation does not exist');
        return [];
      }),
    );
    const res = await empty.request('/readyz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { reason: string }).reason).toBe(
      `Migrations not applied: ${MIGRATIONS.join(', ')}`,
    );
  });

  it('in production serves /metrics only with the metrics key, and not at all without one', async () => {
    const db = standInDb(() => []);
    const off = appWith(db, {}, 'production');
    expect((await off.request('/metrics')).status).toBe(404);
    const on = appWith(db, { metricsKey: METRICS_KEY }, 'production');
    expect((await on.request('/metrics')).status).toBe(401);
    const wrong = await on.request('/metrics', { headers: { authorization: `Bearer ${METRICS_KEY}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { message: 'Send the metrics key as Authorization: Bearer <key>', statusCode: 401 },
    });
    const ok = await on.request('/metrics', { headers: { authorization: `Bearer ${METRICS_KEY}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http_request_duration_seconds');
    // Outside production /metrics is open.
    expect((await appWith(db).request('/metrics')).status).toBe(200);
  });
});

describe('the METRICS_KEY setting', () => {
  it('is read from the environment and must be long enough', () => {
    expect(loadConfig({}).metricsKey).toBeUndefined();
    expect(loadConfig({ METRICS_KEY: METRICS_KEY }).metricsKey).toBe(METRICS_KEY);
    expect(() => loadConfig({ METRICS_KEY: 'short' })).toThrow(/METRICS_KEY must be at least 24 characters/);
  });
});
