/**
 * `pnpm --filter @jobsite/api bench:memory`: the API's resident memory (RSS) at rest and after load, on
 * PGlite with the default seed (docs/decisions/0024).
 *
 * 1. Starts `node src/main.ts` on a fresh data directory (it migrates and seeds 5,000 jobs per vertical)
 *    and measures once memory stops moving.
 * 2. Sends jobfeed, search (as `bench.ts`) and job-detail requests with autocannon, and measures again.
 * 3. Stops it, starts it again on the same directory (no seeding: the usual start) and measures.
 *
 * Each measure waits for RSS to settle and reads `/proc/<pid>/status` (VmRSS; VmHWM, the peak so far),
 * `process.memoryUsage()` through a preloaded SIGUSR2 handler (V8's heap, committed and used), and
 * `/proc/<pid>/smaps` for the resident part of PGlite's WebAssembly memory (the read-write mapping in
 * front of its multi-gigabyte guard region). Loopback only; Linux only.
 *
 *   --requests N      requests per call (default 1000)
 *   --connections C   concurrent connections (default 10)
 *   --jobs N          SEED_JOBS_PER_VERTICAL (default: the API's own, 5,000)
 *   --node-flags=F    flags for the API's node, space-separated; default those of the start scripts
 *                     (--max-semi-space-size=8, with MALLOC_MMAP_THRESHOLD_=131072); `--node-flags=` for none
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchCalls } from './calls.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    requests: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '10' },
    jobs: { type: 'string' },
    'node-flags': { type: 'string', default: '--max-semi-space-size=8' },
  },
});
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const NODE_FLAGS = values['node-flags'].split(' ').filter(Boolean);
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const MB = 1024 * 1024;

/** Loaded into the API before main.ts: on SIGUSR2 it writes process.memoryUsage() to MEMORY_REPORT. */
const PROBE = `data:text/javascript,${encodeURIComponent(
  `import { writeFileSync } from 'node:fs';
   process.on('SIGUSR2', () => writeFileSync(process.env.MEMORY_REPORT, JSON.stringify(process.memoryUsage())));`,
)}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

interface Api {
  base: string;
  child: ChildProcess;
  report: string;
}

async function startApi(dataDir: string): Promise<Api> {
  const port = await freePort();
  const report = join(dataDir, `memory-${port}.json`);
  const child = spawn(process.execPath, [...NODE_FLAGS, '--import', PROBE, 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      MEMORY_REPORT: report,
      // As the start scripts run the API (package.json), unless the flags say otherwise.
      ...(NODE_FLAGS.includes('--max-semi-space-size=8') ? { MALLOC_MMAP_THRESHOLD_: '131072' } : {}),
      ...(values.jobs ? { SEED_JOBS_PER_VERTICAL: values.jobs } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('API exited during start');
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return { base, child, report };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('API did not become ready');
}

async function stopApi(api: Api) {
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGTERM');
  await exited;
}

const statusKb = (pid: number, key: string) =>
  Number(
    new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0,
  );

/**
 * Resident kB of WebAssembly memories: V8 reserves each with a guard region of several GiB behind it,
 * so it shows as a read-write anonymous mapping followed at once by an inaccessible one of 4 GiB or more.
 */
function wasmResidentKb(pid: number): number {
  const maps: { start: bigint; end: bigint; perms: string; anon: boolean; rssKb: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      maps.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3] ?? '',
        anon: head[4] === '0' && !head[5],
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  let kb = 0;
  for (const [i, m] of maps.entries()) {
    const next = maps[i + 1];
    const guard =
      next &&
      next.start === m.end &&
      next.anon &&
      next.perms.startsWith('---') &&
      next.end - next.start >= 4n * 1024n * 1024n * 1024n;
    if (m.anon && m.perms.startsWith('rw') && guard) kb += m.rssKb;
  }
  return kb;
}

/**
 * Waits until RSS has moved less than 2 MB for 15 seconds (at most 120 s). Idle, V8 collects about
 * 8 seconds after the last burst of garbage; until then the first start still holds the WebAssembly
 * instance that initialised the data directory.
 */
async function settledRss(pid: number): Promise<number> {
  let last = statusKb(pid, 'VmRSS');
  let still = 0;
  for (let i = 0; i < 240 && still < 30; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = statusKb(pid, 'VmRSS');
    still = Math.abs(now - last) < 2048 ? still + 1 : 0;
    last = now;
  }
  return last / 1024;
}

async function measure(api: Api, phase: string) {
  const pid = api.child.pid as number;
  const rss = await settledRss(pid);
  rmSync(api.report, { force: true });
  api.child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(api.report); i++) await new Promise((r) => setTimeout(r, 50));
  const usage = JSON.parse(readFileSync(api.report, 'utf8')) as NodeJS.MemoryUsage;
  const wasm = wasmResidentKb(pid) / 1024;
  return {
    phase,
    'RSS MB': Math.round(rss),
    'peak MB': Math.round(statusKb(pid, 'VmHWM') / 1024),
    'V8 heap MB (used)': `${Math.round(usage.heapTotal / MB)} (${Math.round(usage.heapUsed / MB)})`,
    'PGlite WASM MB': Math.round(wasm),
    'code, native and other MB': Math.round(rss - wasm - usage.heapTotal / MB),
    'file-backed MB': Math.round(statusKb(pid, 'RssFile') / 1024),
  };
}

async function load(base: string, paths: string[]) {
  const options = {
    url: base,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: paths.map((path) => ({ method: 'GET', path })),
  };
  const result = await autocannon(options);
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** The calls of `bench.ts` (`calls.ts`), with the jobs of three feed pages for the details. */
async function calls(base: string) {
  const { feed, search, detail } = await benchCalls(base, [0, 3, 6]);
  return { 'jobfeed page 0': feed, search, 'job detail': detail };
}

const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-memory-'));
const rows = [];
try {
  console.log(`== fresh data directory ${dataDir}: migrating, seeding and starting the API`);
  const started = Date.now();
  let api = await startApi(dataDir);
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    rows.push(await measure(api, 'at rest after the first start (seeded)'));
    const loads = [];
    for (const [name, paths] of Object.entries(await calls(api.base))) {
      loads.push({ call: name, connections: CONNECTIONS, ...(await load(api.base, paths)) });
    }
    console.table(loads);
    rows.push(await measure(api, `after ${REQUESTS} requests per call`));
  } finally {
    await stopApi(api);
  }
  console.log('== restarting on the same data directory');
  api = await startApi(dataDir);
  try {
    rows.push(await measure(api, 'at rest after a restart'));
  } finally {
    await stopApi(api);
  }
  console.log(`PGlite, default seed${NODE_FLAGS.length ? `, node ${NODE_FLAGS.join(' ')}` : ''}:`);
  console.table(rows);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
