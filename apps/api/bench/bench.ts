/**
 * `pnpm --filter @jobsite/api bench`: load figures for jobfeed page 0, search (three keywords plus
 * filters, and issue 20's matrix: a broad and a narrow search, by relevance and by date, pages 0 and 5),
 * the same searches with their filters' counts (`facets=1`) and job detail. PostgreSQL with a million jobs (seeded once into a dedicated database and
 * reused), then PGlite at the default size. Loopback only; each call runs for a bounded duration.
 *
 *   --jobs N          jobs in the PostgreSQL database (default 1000000)
 *   --duration S      seconds per call (default 10)
 *   --connections C   concurrent connections, a comma-separated list measured in turn (default 1,10)
 *   --only pg|pglite  run one of the two
 *   --streams N       the chat figure: N open chat streams, one message each way (default 200; 0 skips it)
 *   --skip-load       only the chat figure
 *   --processes N     API processes on PostgreSQL (default: as `npm start` runs them, WEB_CONCURRENCY or
 *                     the cores up to 4, under scripts/cluster.mjs); PGlite always runs one
 *   --pg-mode M       how the API runs on PostgreSQL: `production` (default), as the production command
 *                     (`start:prod:cluster`) runs it, with a configuration made up for the run; or
 *                     `development`, as `npm start` runs it, which also checks every answer against its
 *                     schema (decision 0056). PGlite always runs as `npm start` runs it.
 *
 * Beside the latency it prints nDCG@10 of the judged set (`judged.ts`), so a faster search that ranks
 * worse shows, and the latency of the judged searches themselves.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { VERTICALS } from '@jobsite/domain';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { benchCalls } from './calls.ts';
import { benchChat, chatLine } from './chat.ts';
import { JUDGED, ndcgAt10 } from './judged.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    jobs: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10' },
    only: { type: 'string' },
    streams: { type: 'string', default: '200' },
    'skip-load': { type: 'boolean', default: false },
    processes: { type: 'string' },
    'pg-mode': { type: 'string', default: 'production' },
  },
});
if (values['pg-mode'] !== 'production' && values['pg-mode'] !== 'development') {
  throw new Error(`--pg-mode is production or development, not ${values['pg-mode']}`);
}
/** A random secret that production's configuration check takes (hex: no word it refuses can appear). */
const secret = () => randomBytes(32).toString('hex');
const STREAMS = Number(values.streams);
/** The chat figure writes as a recruiter (internal API) and signs up one seeker per stream, each from
 * its own X-Forwarded-For address. */
const CHAT_ENV = { ADMIN_KEY: secret(), TRUST_PROXY: 'true' };

/**
 * The API as the production command runs it (`start:prod:cluster` in its package.json: NODE_ENV, the
 * allocator setting and the Node flag below), with the configuration production asks for: fresh
 * secrets, https site origins that no request uses, a mail server nothing is sent to during the load
 * (the chat figure's sign-ups queue their mail in the outbox), and the payment sandbox.
 */
function productionEnv(): Record<string, string> {
  const origins = Object.values(VERTICALS).map((v) => [v.id, `https://${v.id}.bench.invalid`] as const);
  return {
    NODE_ENV: 'production',
    MALLOC_MMAP_THRESHOLD_: '131072',
    AUTH_SECRET: secret(),
    CORS_ORIGINS: origins.map(([, origin]) => origin).join(','),
    ...Object.fromEntries(origins.map(([id, origin]) => [`SITE_ORIGIN_${id.toUpperCase()}`, origin])),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'jobs@bench.invalid',
    PAYMENT_ALLOW_SANDBOX: 'true',
  };
}
const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=8'];
const JOBS = Number(values.jobs);
const DURATION = Number(values.duration);
const CONNECTIONS = values.connections.split(',').map(Number);
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: API_DIR,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

async function startApi(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const cluster = fileURLToPath(new URL('../../../scripts/cluster.mjs', import.meta.url));
  const workers = values.processes ? ['--workers', values.processes] : [];
  const args = [
    cluster,
    '--name',
    'api',
    '--single-unless-env',
    'DATABASE_URL',
    ...workers,
    '--',
    ...(env.NODE_ENV === 'production' ? PRODUCTION_NODE_FLAGS : []),
    'src/main.ts',
  ];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('API exited during start');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('API did not become ready');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Two seconds of the same requests first, unrecorded, so start-up compilation is not measured. */
async function warm(base: string, paths: string[]) {
  await autocannon({
    url: base,
    connections: 1,
    duration: 2,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

async function load(base: string, name: string, paths: string[], connections: number) {
  await warm(base, paths);
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration: DURATION,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const row = {
    call: name,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50),
    'p95 ms': percentile(latencies, 95),
    'p99 ms': percentile(latencies, 99),
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
  return row;
}

/** The judged searches' paths, per vertical. */
const judgedPaths = () =>
  Object.entries(JUDGED).flatMap(([id, list]) =>
    list.map(
      (j) =>
        `${VERTICALS[id as keyof typeof VERTICALS].basePath}/job/search?keyword=${encodeURIComponent(j.query)}`,
    ),
  );

/** nDCG@10 of each judged search's first page, and each vertical's mean. */
async function searchQuality(base: string, label: string) {
  const rows = [];
  for (const [id, list] of Object.entries(JUDGED)) {
    const scores: number[] = [];
    for (const j of list) {
      const path = `${VERTICALS[id as keyof typeof VERTICALS].basePath}/job/search?keyword=${encodeURIComponent(j.query)}`;
      const res = await fetch(`${base}${path}`);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      const page = (await res.json()) as {
        jobs: { title: string; tags: { name: string }[] }[];
        totalJobs: number;
      };
      const grades = page.jobs.map((job) => j.grade({ title: job.title, tags: job.tags.map((t) => t.name) }));
      const score = ndcgAt10(grades);
      scores.push(score);
      rows.push({
        vertical: id,
        query: j.query,
        'nDCG@10': score.toFixed(3),
        top10: grades.slice(0, 10).join(''),
        matches: page.totalJobs,
      });
    }
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    rows.push({ vertical: id, query: '(mean)', 'nDCG@10': mean.toFixed(3), top10: '', matches: Number.NaN });
  }
  console.log(`${label}: search quality of the judged set (grades of the first ten: 2 asked for, 1 related)`);
  console.table(rows);
}

async function benchTarget(label: string, env: Record<string, string>) {
  console.log(`\n== ${label}: starting API`);
  const started = Date.now();
  const { base, child } = await startApi({ ...env, ...CHAT_ENV });
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const rows = [];
    if (!values['skip-load']) {
      const calls = await benchCalls(base, [0, 3]);
      for (const connections of CONNECTIONS) {
        rows.push(await load(base, 'jobfeed page 0', calls.feed, connections));
        rows.push(await load(base, 'search (3 keywords + filters)', calls.search, connections));
        rows.push(
          await load(
            base,
            'search matrix (broad/narrow, relevance/date, pages 0/5)',
            calls.matrix,
            connections,
          ),
        );
        rows.push(
          await load(
            base,
            'search + facet counts (the 3, broad, broad filtered, a category)',
            calls.facets,
            connections,
          ),
        );
        rows.push(await load(base, 'job detail', calls.detail, connections));
        rows.push(await load(base, 'search (judged set, both verticals)', judgedPaths(), connections));
      }
      console.log(`${label}: ${DURATION} s per call and connection count`);
      console.table(rows);
    }
    await searchQuality(base, label);
    if (STREAMS > 0) {
      const chat = await benchChat(base, {
        vertical: VERTICALS.management.id,
        streams: STREAMS,
        adminKey: CHAT_ENV.ADMIN_KEY,
      });
      console.log(chatLine(label, chat));
    }
    return rows;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/**
 * The server's memory for table blocks beside the jobs table's size: a search's rows are read from
 * PostgreSQL's shared buffers when they are there, else from the system's cache, one call each, so the
 * search figures depend on it (decision 0056). Also how closely the table's order follows posting time
 * (the planner's correlation, 1 when a site writes its jobs as they are posted): a window's rows lie
 * together then, and a database seeded before decision 0059 scatters them.
 */
async function printServer(url: string): Promise<void> {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await db<
      { version: string; buffers: string; jobs: string; posting_order: number | null }[]
    >`
      SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers,
        pg_size_pretty(pg_relation_size('jobs')) AS jobs,
        (SELECT correlation FROM pg_stats WHERE tablename = 'jobs' AND attname = 'posted_at') AS posting_order`;
    if (row) {
      const order = row.posting_order === null ? 'not analysed' : row.posting_order.toFixed(3);
      console.log(
        `PostgreSQL ${row.version}: shared_buffers ${row.buffers}; the jobs table is ${row.jobs}, its order follows posting time at ${order}`,
      );
    }
  } finally {
    await db.end();
  }
}

if (values.only !== 'pglite') {
  const dbName = `jobsite_bench_${JOBS}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const exists = await admin`SELECT 1 FROM pg_database WHERE datname = ${dbName}`;
  if (exists.length === 0) await admin.unsafe(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  const url = u.toString();
  console.log(`== PostgreSQL: database ${dbName} (${JOBS} jobs; seeded once, then reused)`);
  await run(['src/cli/seed.ts', '--jobs', String(JOBS)], { DATABASE_URL: url });
  await printServer(url);
  const production = values['pg-mode'] === 'production';
  await benchTarget(`PostgreSQL, ${JOBS} jobs, ${production ? 'production' : 'development'} mode`, {
    ...(production ? productionEnv() : {}),
    DATABASE_URL: url,
    SEED_JOBS_PER_VERTICAL: String(Math.ceil(JOBS / 2)),
  });
}
if (values.only !== 'pg') {
  const dir = join(tmpdir(), 'jobsite-bench-pglite');
  await benchTarget('PGlite, default size (5,000 jobs per vertical), as `npm start` runs it', {
    DATA_DIR: dir,
    DATABASE_URL: '',
  });
}
