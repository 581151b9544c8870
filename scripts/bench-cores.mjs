// `pnpm bench:cores`: what several processes give over one (scripts/cluster.mjs), at 10 connections.
//
//   API on PostgreSQL (a database made for the run and dropped after; default seed): job feed page 0
//   and job details, with 1 and then N API processes.
//   The first brand site (its production build) on the API of the embedded database (PGlite, one
//   process, in a temporary folder): a category listing and a job page, with 1 and then N site
//   processes.
//
//   --workers N       the several (default: WEB_CONCURRENCY, else the cores up to 4)
//   --duration S      seconds per measurement (default 8), after 2 s of unrecorded warm-up
//   --connections C   concurrent connections (default 10)
//   --only api|site   run one half
//
// The brand site must be built first: pnpm turbo run build --filter=@jobsite/management
// PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { VERTICAL_IDS, VERTICALS } from '../packages/domain/src/verticals/index.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    workers: { type: 'string' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
// Read as `env.X`: these settings are the bench's own, not inputs of a cached task.
const { env } = process;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = join(ROOT, 'apps', 'api');
const CLUSTER = join(ROOT, 'scripts', 'cluster.mjs');
// The load tools are the API's (its own bench uses them); the root package has no dependencies.
const fromApi = createRequire(join(API_DIR, 'package.json'));
const autocannon = fromApi('autocannon');
const postgres = fromApi('postgres');

const SEVERAL = Number(values.workers ?? (env.WEB_CONCURRENCY || Math.min(availableParallelism(), 4)));
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// The first vertical with a brand app.
const brand = VERTICAL_IDS.find((id) => existsSync(join(ROOT, 'apps', id, 'package.json')));
if (!brand) throw new Error('no brand app under apps/');
const BRAND_DIR = join(ROOT, 'apps', brand);
if (values.only !== 'api' && !existsSync(join(BRAND_DIR, 'build', 'server', 'index.js'))) {
  console.error(`apps/${brand} has no build: run pnpm turbo run build --filter=@jobsite/${brand} first`);
  process.exit(1);
}
const basePath = VERTICALS[brand].basePath;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

const running = new Set();

/** Starts `node scripts/cluster.mjs --workers N -- ...args` in `cwd`; resolves once `ready` answers. */
async function start(name, workers, cwd, args, env, ready) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [CLUSTER, '--workers', String(workers), '--name', name, '--', ...args],
    {
      cwd,
      env: { ...env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  running.add(child);
  // Only the launcher's line; the site logs every request.
  child.stdout.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line.startsWith('cluster:')) console.log(`  ${line}`);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start (${child.exitCode})`);
    try {
      if ((await fetch(base + ready)).ok) return { base, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer ${ready} within 300 s`);
}

function stop(server) {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => {
      running.delete(server.child);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

/** The p-th percentile of sorted latencies, in ms to one decimal. */
const percentile = (sorted, p) =>
  Math.round(
    (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN) * 10,
  ) / 10;

async function load(base, paths, connections, duration, record) {
  const latencies = [];
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (record) instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

const rows = [];
async function measure(part, call, processes, base, paths) {
  await load(base, paths, Math.max(processes, 2), 2, false);
  const { result, latencies } = await load(base, paths, CONNECTIONS, DURATION, true);
  const row = {
    part,
    call,
    processes,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(latencies, 50),
    'p95 ms': percentile(latencies, 95),
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
  rows.push(row);
  console.log(
    `  ${call}, ${processes} ${processes === 1 ? 'process' : 'processes'}: ${row['req/s']} req/s, p95 ${row['p95 ms']} ms`,
  );
}

const API_ARGS = ['--max-semi-space-size=8', 'src/main.ts'];
const API_ENV = { MALLOC_MMAP_THRESHOLD_: '131072', NODE_ENV: 'test' };

async function benchApi() {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const dbName = `jobsite_bench_cores_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-bench-cores-api-'));
  try {
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const env = { ...API_ENV, DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    console.log(`API on PostgreSQL (${dbName}; the first start seeds it)`);
    for (const processes of [1, SEVERAL]) {
      const api = await start('api', processes, API_DIR, API_ARGS, env, '/healthz');
      try {
        const feed = `${basePath}/job/jobfeed?page=0`;
        const ids = [];
        for (const page of [0, 1, 2]) {
          const answer = await (await fetch(`${api.base}${basePath}/job/jobfeed?page=${page}`)).json();
          ids.push(...answer.jobs.map((j) => j.id));
        }
        await measure('api', 'job feed', processes, api.base, [feed]);
        await measure(
          'api',
          'job detail',
          processes,
          api.base,
          ids.map((id) => `${basePath}/job/detail?jobcode=${id}`),
        );
      } finally {
        await stop(api);
      }
    }
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchSite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-bench-cores-pglite-'));
  let api;
  try {
    console.log(
      `${brand} brand site on the API of the embedded database (one process; the first start seeds it)`,
    );
    api = await start(
      'api',
      1,
      API_DIR,
      API_ARGS,
      { ...API_ENV, DATABASE_URL: '', DATA_DIR: dataDir },
      '/healthz',
    );
    const category = `/c/${VERTICALS[brand].categories[0]?.slug}-jobs`;
    for (const processes of [1, SEVERAL]) {
      const site = await start(
        brand,
        processes,
        BRAND_DIR,
        ['./node_modules/@react-router/serve/bin.cjs', './build/server/index.js'],
        { API_ORIGIN: api.base, NODE_ENV: 'production' },
        '/robots.txt',
      );
      try {
        const listing = await (await fetch(site.base + category)).text();
        const job = /href="(\/j\/[^"]+\.html)"/.exec(listing)?.[1];
        if (!job) throw new Error(`no job link on ${category}`);
        await measure(brand, `category ${category}`, processes, site.base, [category]);
        await measure(brand, `job page ${job}`, processes, site.base, [job]);
      } finally {
        await stop(site);
      }
    }
  } finally {
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const stopAll = () => {
  for (const child of running) child.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

console.log(
  `bench:cores: 1 vs ${SEVERAL} processes, ${CONNECTIONS} connections, ${DURATION} s each (${availableParallelism()} cores here; the load generator shares them)`,
);
try {
  if (values.only !== 'site') await benchApi();
  if (values.only !== 'api') await benchSite();
} finally {
  stopAll();
}

// Each call's row with several processes, beside its row with one.
const table = rows.map((row) => {
  const one = rows.find((r) => r.part === row.part && r.call === row.call && r.processes === 1);
  return { ...row, 'vs 1': one && one !== row ? `${(row['req/s'] / one['req/s']).toFixed(2)}x` : '' };
});
console.table(table);
