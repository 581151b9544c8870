/**
 * `pnpm --filter @jobsite/api bench:memory`: the API's resident memory (RSS) at rest and after load, on
 * PGlite with the default seed (docs/decisions/0024).
 *
 * 1. Starts `node src/main.ts` on a fresh data directory (it migrates and seeds 5,000 jobs per vertical)
 *    and measures once memory stops moving.
 * 2. Sends jobfeed, search (as `bench.ts`) and job-detail requests with autocannon, and measures again.
 * 3. Stops it, starts it again on the same directory (no seeding: the usual start) and measures.
 * 4. Media (docs/decisions/0069), on that API: RSS before and at its highest under 40 parallel 100-byte
 *    ranges of a 30 MB Round Zero video, and under 6 parallel 78 MB competition videos, sent by a seeker
 *    not registered for the competition (refused before the body is read) and by one in round 3
 *    (streamed to storage, its length read from the container). The aim: under +100 MB each.
 *
 * Each measure waits for RSS to settle and reads `/proc/<pid>/status` (VmRSS; VmHWM, the peak so far),
 * `process.memoryUsage()` through a preloaded SIGUSR2 handler (V8's heap, committed and used), and
 * `/proc/<pid>/smaps` for the resident part of PGlite's WebAssembly memory (the read-write mapping in
 * front of its multi-gigabyte guard region). Loopback only; Linux only.
 *
 *   --requests N      requests per call (default 1000)
 *   --connections C   concurrent connections (default 10)
 *   --jobs N          SEED_JOBS_PER_VERTICAL (default: the API's own, 5,000)
 *   --only media      skip steps 1-3's load and measures: seed, start and run the media step only
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
import { VERTICALS } from '@jobsite/domain';
import autocannon from 'autocannon';
import { bigMp4 } from '../src/media/test-media.ts';
import { peakRss } from '../src/media/test-upload.ts';
import { benchCalls } from './calls.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    requests: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '10' },
    jobs: { type: 'string' },
    only: { type: 'string' },
    'node-flags': { type: 'string', default: '--max-semi-space-size=8' },
  },
});
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const NODE_FLAGS = values['node-flags'].split(' ').filter(Boolean);
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const MB = 1024 * 1024;
/** The internal API's key for this run (the competition's rounds are opened through it). */
const ADMIN_KEY = 'bench-Kq7wZ2xV9pLm4sNt8rYc';
const ORIGIN = 'http://localhost:3000';

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
      ADMIN_KEY: ADMIN_KEY,
      CORS_ORIGINS: ORIGIN,
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

// ---- 4. Media: ranges and uploads (docs/decisions/0069) ----

const M = VERTICALS.management;
const DAY = 86_400_000;

/** A signed-up seeker of the management site: the session cookie to send. */
async function seekerCookie(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}${M.basePath}/user/register`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.in`,
      password: 'monsoon chai at the canteen',
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const token = res.headers.getSetCookie().find((c) => c.startsWith(`${M.id}_token=`));
  if (!token) throw new Error('sign-up set no session cookie');
  return token.split(';')[0] as string;
}

async function expectOk(res: Response, what: string): Promise<unknown> {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${body}`);
  return body ? JSON.parse(body) : null;
}

/** A new edition of the competition with `cookie`'s seeker through rounds 1 and 2 and round 3 open. */
async function roundThree(base: string, cookie: string, email: string): Promise<number> {
  const internal = (method: string, path: string, json?: unknown) =>
    fetch(`${base}/internal/${M.id}${path}`, {
      method,
      headers: { 'x-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }).then((res) => expectOk(res, `${method} ${path}`));
  const seeker = (path: string, init: { json?: unknown; form?: Record<string, string> }) =>
    fetch(`${base}${M.basePath}${path}`, {
      method: 'POST',
      headers: {
        cookie,
        origin: ORIGIN,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
        'content-type': init.json ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      body: init.json ? JSON.stringify(init.json) : new URLSearchParams(init.form),
    }).then((res) => expectOk(res, `POST ${path}`));
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const window = (a: number, b: number) => ({ startsAt: at(a), endsAt: at(b) });
  const { id } = (await internal('POST', '/competitions', {
    name: 'Bench edition',
    edition: 90 + Math.floor(Math.random() * 900),
    year: 2026,
    rounds: {
      registration: window(-1, 1),
      round1: window(2, 3),
      round2: window(4, 5),
      round3: window(6, 7),
    },
    quiz: {
      durationSeconds: 600,
      questions: [{ prompt: 'What is 2 + 2?', options: ['3', '4', '5', '22'], correct: 1 }],
    },
  })) as { id: number };
  await seeker('/user/competition/register', {
    form: {
      competitionId: String(id),
      institute: 'IIM Kozhikode',
      programme: 'PGP',
      graduationYear: '2027',
      acceptTerms: 'on',
    },
  });
  await internal('POST', `/competitions/${id}/rounds/round1/open`, {});
  const started = (await seeker('/user/competition/quiz/start', { json: { competitionId: id } })) as {
    attempt: { questions: { id: number }[] };
  };
  for (const q of started.attempt.questions)
    await seeker('/user/competition/quiz/answer', {
      json: { competitionId: id, questionId: q.id, choice: 1 },
    });
  await seeker('/user/competition/quiz/submit', { json: { competitionId: id } });
  await internal('POST', `/competitions/${id}/rounds/round1/close`, {});
  await internal('POST', `/competitions/${id}/rounds/round1/publish`, { cutoff: 1 });
  await internal('POST', `/competitions/${id}/rounds/round2/open`, {});
  await internal('POST', `/competitions/${id}/grades`, {
    round: 'round2',
    grades: [{ email, score: 72, maxScore: 100 }],
  });
  await internal('POST', `/competitions/${id}/rounds/round2/close`, {});
  await internal('POST', `/competitions/${id}/rounds/round2/publish`, { cutoff: 60 });
  await internal('POST', `/competitions/${id}/rounds/round3/open`, {});
  return id;
}

/** How the answers went: `201 x6`, `403 x5, error x1`. */
function tally(results: PromiseSettledResult<number>[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const key = r.status === 'fulfilled' ? String(r.value) : `error (${(r.reason as Error).message})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k} x${n}`).join(', ');
}

async function mediaLoad(api: Api) {
  const pid = api.child.pid as number;
  const base = api.base;
  const inName = 'Asha Rao';
  const inCookie = await seekerCookie(base, inName);
  const profile = (await (
    await fetch(`${base}${M.basePath}/user/profile/v2`, { headers: { cookie: inCookie } })
  ).json()) as { profile: { email: string } };
  const competitionId = await roundThree(base, inCookie, profile.profile.email);
  const outCookie = await seekerCookie(base, 'Ravi Kumar');

  // A 30 MB Round Zero video of one minute, then 40 parallel 100-byte ranges of it.
  const form = new FormData();
  form.set('mediaType', 'RoundZeroVideo');
  form.set('file', new Blob([bigMp4(60, 30_000_000)]), 'intro.mp4');
  const stored = (await expectOk(
    await fetch(`${base}${M.basePath}/media/files`, {
      method: 'POST',
      body: form,
      headers: { cookie: inCookie, origin: ORIGIN },
    }),
    'POST media/files',
  )) as { file: { url: string } };
  const rows = [];
  const ranges = async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, async (_, i) => {
        const start = 1_000_000 + i * 500_000;
        const res = await fetch(`${base}${stored.file.url}`, {
          headers: { cookie: inCookie, range: `bytes=${start}-${start + 99}` },
        });
        const body = await res.arrayBuffer();
        return body.byteLength === 100 ? res.status : -res.status;
      }),
    );
    return tally(results);
  };
  const submit = (cookie: string, file: Blob) => async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, async () => {
        const body = new FormData();
        body.set('competitionId', String(competitionId));
        body.set('kind', 'video');
        body.set('file', file, 'pitch.mp4');
        const res = await fetch(`${base}${M.basePath}/user/competition/submission`, {
          method: 'POST',
          body,
          headers: { cookie, origin: ORIGIN },
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    return tally(results);
  };
  const video = new Blob([bigMp4(100, 78 * MB)]);
  for (const [what, work] of [
    ['40 parallel 100-byte ranges of a 30 MB video', ranges],
    ['6 parallel 78 MB videos, seeker not registered', submit(outCookie, video)],
    ['6 parallel 78 MB videos, seeker in round 3', submit(inCookie, video)],
  ] as const) {
    const before = Math.round(await settledRss(pid));
    const started = Date.now();
    const { peak, result } = await peakRss(pid, work);
    rows.push({
      load: what,
      'RSS before MB': before,
      'RSS under load MB (highest)': Math.round(peak),
      'added MB': Math.round(peak - before),
      seconds: ((Date.now() - started) / 1000).toFixed(1),
      answers: result,
    });
  }
  console.log('Media (aim: under +100 MB each):');
  console.table(rows);
}

const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-memory-'));
const rows = [];
try {
  console.log(`== fresh data directory ${dataDir}: migrating, seeding and starting the API`);
  const started = Date.now();
  let api = await startApi(dataDir);
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (values.only !== 'media') {
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
  }
  try {
    if (values.only !== 'media') rows.push(await measure(api, 'at rest after a restart'));
    await mediaLoad(api);
  } finally {
    await stopApi(api);
  }
  if (rows.length > 0) {
    console.log(`PGlite, default seed${NODE_FLAGS.length ? `, node ${NODE_FLAGS.join(' ')}` : ''}:`);
    console.table(rows);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
