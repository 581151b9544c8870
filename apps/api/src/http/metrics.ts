/**
 * Figures for `/metrics` in Prometheus' text format (version 0.0.4): request durations by route
 * pattern, method and status as a histogram, the database's figures and the event loop's delay. Written
 * by hand: three kinds of figure do not need a library (docs/decisions 0019).
 */
import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Db } from '../db/client.ts';

/** Upper bounds of the request-duration buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of requests that matched no route (any 404 of an unknown path): raw paths are never labels. */
const UNMATCHED = 'unmatched';

interface Series {
  labels: string;
  buckets: number[];
  sum: number;
  count: number;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelsOf = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
    .join(',');
const num = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : '-Inf');

/**
 * The route pattern that answered (`/management/job/:id`), else the first route the request matched
 * (when a middleware such as the body limit answered first), else `unmatched`.
 */
function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.method !== 'ALL') return answered.path;
  return routes.find((r) => r.method !== 'ALL')?.path ?? UNMATCHED;
}

let loopDelay: ReturnType<typeof monitorEventLoopDelay> | undefined;
/** One event-loop delay monitor for the process, started with the first app. */
function eventLoopDelay(): ReturnType<typeof monitorEventLoopDelay> {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
  }
  return loopDelay;
}

export interface Metrics {
  /** Times every request; put it first. */
  timing: MiddlewareHandler;
  /** `db` with its queries counted (in flight and in all). */
  instrument(db: Db): Db;
  /** The text of `/metrics`; `db` answers the connection figures. */
  render(db: Db): Promise<string>;
}

export function createMetrics(): Metrics {
  const requests = new Map<string, Series>();
  let inFlight = 0;
  let queries = 0;
  const loop = eventLoopDelay();

  const observe = (labels: Record<string, string>, seconds: number) => {
    const key = labelsOf(labels);
    let series = requests.get(key);
    if (!series) {
      series = { labels: key, buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
      requests.set(key, series);
    }
    for (const [i, bound] of BUCKETS.entries())
      if (seconds <= bound) series.buckets[i] = (series.buckets[i] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  };

  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    queries += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  };

  return {
    timing: async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        observe(
          { method: c.req.method, route: routeOf(c), status: String(c.res.status) },
          (performance.now() - started) / 1000,
        );
      }
    },

    instrument: (db) => ({
      ...db,
      rows: (query) => counted(() => db.rows(query)),
      raw: (text, params) => counted(() => db.raw(text, params)),
      transaction: (fn) => counted(() => db.transaction(fn)),
    }),

    async render(db) {
      const out: string[] = [];
      const family = (name: string, type: string, help: string) => {
        out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      };

      family(
        'http_request_duration_seconds',
        'histogram',
        'Time to answer a request, by method, route pattern and status.',
      );
      for (const s of requests.values()) {
        for (const [i, bound] of BUCKETS.entries()) {
          out.push(`http_request_duration_seconds_bucket{${s.labels},le="${bound}"} ${s.buckets[i]}`);
        }
        out.push(`http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
        out.push(`http_request_duration_seconds_sum{${s.labels}} ${s.sum}`);
        out.push(`http_request_duration_seconds_count{${s.labels}} ${s.count}`);
      }

      family(
        'jobsite_db_queries_in_flight',
        'gauge',
        'Database queries and transactions this process is waiting on.',
      );
      out.push(`jobsite_db_queries_in_flight ${inFlight}`);
      family(
        'jobsite_db_queries_total',
        'counter',
        'Database queries and transactions this process has sent.',
      );
      out.push(`jobsite_db_queries_total ${queries}`);
      if (db.kind === 'postgres') {
        family(
          'jobsite_db_connections',
          'gauge',
          "Connections to this database by state, as PostgreSQL's pg_stat_activity counts them (every process).",
        );
        try {
          const rows = (await db.raw(
            `SELECT coalesce(state, 'unknown') AS state, count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() GROUP BY 1 ORDER BY 1`,
          )) as { state: string; n: number }[];
          for (const r of rows) out.push(`jobsite_db_connections{state="${escapeLabel(r.state)}"} ${r.n}`);
        } catch {
          // The database does not answer: /readyz says so; the other figures still help.
        }
      }

      family(
        'nodejs_eventloop_delay_seconds',
        'summary',
        'Event-loop delay since the previous scrape (quantiles of a 10 ms timer).',
      );
      for (const q of [0.5, 0.9, 0.99]) {
        out.push(`nodejs_eventloop_delay_seconds{quantile="${q}"} ${num(loop.percentile(q * 100) / 1e9)}`);
      }
      out.push(`nodejs_eventloop_delay_seconds_sum ${num((loop.mean * loop.count) / 1e9 || 0)}`);
      out.push(`nodejs_eventloop_delay_seconds_count ${loop.count}`);
      family(
        'nodejs_eventloop_delay_max_seconds',
        'gauge',
        'Longest event-loop delay since the previous scrape.',
      );
      out.push(`nodejs_eventloop_delay_max_seconds ${num(loop.count > 0 ? loop.max / 1e9 : 0)}`);
      loop.reset();

      const memory = process.memoryUsage();
      family('process_resident_memory_bytes', 'gauge', 'Resident memory of the process.');
      out.push(`process_resident_memory_bytes ${memory.rss}`);
      family('nodejs_heap_used_bytes', 'gauge', 'JavaScript heap in use.');
      out.push(`nodejs_heap_used_bytes ${memory.heapUsed}`);
      family('process_uptime_seconds', 'gauge', 'Seconds since the process started.');
      out.push(`process_uptime_seconds ${process.uptime()}`);
      return `${out.join('\n')}\n`;
    },
  };
}

/** The Content-Type of the text format. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Whether an `Authorization` header carries `key` as a bearer token (compared in constant time). */
export function carriesKey(authorization: string | undefined, key: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
