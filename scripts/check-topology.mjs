// `pnpm topology:check`: the reference production topology (deploy/haproxy.cfg; docs/decisions/0071)
// on this machine, under a steady load, through the crash of one API process and one site process.
//
//   HAProxy (Debian's package; installed here when missing and this machine can) in front of two API
//   "machines" and two of each brand site, every one its app's `start:prod:cluster` (NODE_ENV=production,
//   one process under scripts/cluster.mjs, which restarts it) on a port of its own; one PostgreSQL
//   database made for the run and dropped after; the S3 test store (apps/api/src/media/test-s3.ts) for
//   media and an SMTP catcher for mail. The balancer checks the API's /readyz and each site's
//   /robots.txt, and sends a failed GET to another process.
//
//   For 30 s (LOAD) it sends listing and job pages of both brands and API reads through the balancer,
//   a steady 20 a second, and acknowledged writes (seekers registering, seekers saving jobs), 5 a
//   second. At 8 s it kills one API process and one management site process with SIGKILL, and times
//   until each serves again. At the end it reads every acknowledged write back (each seeker through the
//   API, each registration in the database) and prints: GETs that failed (goal 0), writes lost (goal
//   0), seconds until each killed process served again and what the restarted API spent them on. Any
//   goal missed: exit 1.
//
// PostgreSQL: DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres; where none
// answers the check is skipped (exit 0). The brand sites must be built (turbo runs their builds first).
// Ports 3370-3379 and 4370-4379 (no other test uses them). `--keep` keeps the logs' folder.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobPath, listingPath } from '../packages/domain/src/routes.ts';
import { VERTICAL_IDS, VERTICALS } from '../packages/domain/src/verticals/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = join(ROOT, 'apps', 'api');
const CONFIG = join(ROOT, 'deploy', 'haproxy.cfg');
const fromApi = createRequire(join(API_DIR, 'package.json'));
const postgres = fromApi('postgres');
const { SMTPServer } = fromApi('smtp-server');

/**
 * The load: `seconds` long, `getsPerS` GETs and `writesPerS` writes a second, the kills at `killAtS`.
 * A killed process must serve again within `backWithinS` (its launcher waits 1 s, then it starts), and
 * the whole check stops, failing, after `watchdogS` whatever it is waiting for.
 */
const LOAD = { seconds: 30, getsPerS: 20, writesPerS: 5, killAtS: 8, backWithinS: 60, watchdogS: 300 };
const PASSWORD = 'monsoon evenings in pune';
const keep = process.argv.includes('--keep');

// Read as `env.X`: where the database server is, a setting of the machine.
const { env } = process;
const ADMIN_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'jobsite_topology';

const brands = VERTICAL_IDS.filter((id) => existsSync(join(ROOT, 'apps', id, 'package.json')));
/** Each part's balancer port and its two processes' ports. */
const API = { port: 4370, servers: [4371, 4372] };
const SITES = brands.map((id, i) => ({ id, port: 3370 + 3 * i, servers: [3371 + 3 * i, 3372 + 3 * i] }));
const STATS_PORT = 4379;
const apiOrigin = `http://127.0.0.1:${API.port}`;
const https = (id) => `https://${id}.example.in`;
/** The sites sign each visitor's address for the API with it (decision 0068). */
const VISITOR_SECRET = 'Tq7Zp2Lx9Wv4Nc8Kd3Rb6Hm1Yf5Gs0Ju';

const log = (line) => console.log(`topology: ${line}`);
function fail(message) {
  console.error(`topology: ${message}`);
  process.exitCode = 1;
  throw new Stop();
}
class Stop extends Error {}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---- What it needs, or a skip ----------------------------------------------------------------------

const where = (() => {
  const u = new URL(ADMIN_URL);
  return `${u.host}${u.pathname}`;
})();
const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  await admin`SELECT 1`;
} catch (err) {
  console.log(
    `topology: skipped: no PostgreSQL server answers at ${where} (${err.message}). The topology runs ` +
      'on one; start it (or set DATABASE_URL) to run this check.',
  );
  await admin.end({ timeout: 1 }).catch(() => {});
  process.exit(0);
}

/** HAProxy's binary, installing Debian's package first when it is missing and this machine can. */
function haproxyBinary() {
  const find = () =>
    ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
  let found = find();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const sudo = !root && trySudo();
  if (existsSync('/usr/bin/apt-get') && (root || sudo)) {
    log("HAProxy is missing; installing Debian's haproxy package (once)");
    const run = (args) =>
      execFileSync(sudo ? 'sudo' : args[0], sudo ? args : args.slice(1), {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'haproxy']);
    found = find();
  }
  if (!found) {
    fail(
      'the check needs HAProxy, and this machine has none it can install. Install it (on Debian or ' +
        'Ubuntu: sudo apt-get install haproxy), then run the check again.',
    );
  }
  return found;
}
function trySudo() {
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const portFree = (port) =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

// ---- The parts, and cleaning up after them ----------------------------------------------------------

const logs = mkdtempSync(join(tmpdir(), 'jobsite-topology-'));
/** Every process group started, by name. */
const groups = new Map();
const closers = [];
let cleaned = false;

async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  const alive = [...groups.values()].filter((g) => groupAlive(g.child.pid));
  for (const g of alive) signalGroup(g.child.pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && alive.some((g) => groupAlive(g.child.pid))) await sleep(200);
  for (const g of alive) signalGroup(g.child.pid, 'SIGKILL');
  for (const close of closers.reverse()) await close().catch(() => {});
  await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch(() => {});
  await admin.end({ timeout: 2 }).catch(() => {});
  if (keep) log(`logs kept in ${logs}`);
  else rmSync(logs, { recursive: true, force: true });
}
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {}
}
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`topology: ${signal}: stopping`);
    process.exitCode = 130;
    cleanUp().finally(() => process.exit());
  });
}

/** Starts `command` in its own process group, its output in `<logs>/<name>.log`. */
function startGroup(name, command, args, options) {
  const file = join(logs, `${name}.log`);
  const out = openSync(file, 'a');
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', out, out] });
  const group = { name, child, file };
  groups.set(name, group);
  child.on('exit', (code, signal) => {
    if (!cleaned) console.error(`topology: ${name} stopped (${signal ?? `exit ${code}`})`);
  });
  return group;
}

/** The environment of a production process: only what it needs, nothing of this shell's. */
const base = () => ({
  PATH: env.PATH ?? '',
  HOME: env.HOME ?? tmpdir(),
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  WEB_CONCURRENCY: '1',
});

/** Resolves once `url` answers 200, or fails after `withinS`. */
async function answers(url, withinS, group) {
  const deadline = Date.now() + withinS * 1000;
  while (Date.now() < deadline) {
    if (group && group.child.exitCode !== null) fail(`${group.name} stopped during start:\n${tail(group)}`);
    if (await ok(url)) return;
    await sleep(100);
  }
  fail(`${url} did not answer within ${withinS} s${group ? `:\n${tail(group)}` : ''}`);
}
async function ok(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}
const tail = (group, lines = 30) =>
  existsSync(group.file)
    ? readFileSync(group.file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
    : '';

// ---- The process of a server under its supervisor ---------------------------------------------------

/** The serving process of a group: the worker its scripts/cluster.mjs launcher forked (node:cluster
 * gives each worker NODE_UNIQUE_ID), or undefined while it has none. */
function workerOf(group) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const inGroup = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === group.child.pid) return true;
    return false;
  };
  for (const pid of parents.keys()) {
    if (pid === group.child.pid || !inGroup(pid)) continue;
    try {
      if (
        readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .some((v) => v.startsWith('NODE_UNIQUE_ID='))
      )
        return pid;
    } catch {}
  }
  return undefined;
}

// ---- Start -------------------------------------------------------------------------------------------

const watchdog = setTimeout(() => {
  console.error(`topology: still running after ${LOAD.watchdogS} s; stopping`);
  process.exitCode = 1;
  cleanUp().finally(() => process.exit());
}, LOAD.watchdogS * 1000);
watchdog.unref();

const started = Date.now();
try {
  for (const site of SITES) {
    if (!existsSync(join(ROOT, 'apps', site.id, 'build', 'server', 'index.js'))) {
      fail(`apps/${site.id} has no build: run pnpm turbo run build --filter=@jobsite/${site.id} first`);
    }
  }
  const ports = [API, ...SITES].flatMap((p) => [p.port, ...p.servers]).concat(STATS_PORT);
  const taken = [];
  for (const port of ports) if (!(await portFree(port))) taken.push(port);
  if (taken.length > 0) fail(`ports in use: ${taken.join(', ')} (another run of this check?)`);
  const haproxy = haproxyBinary();

  await admin.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${DB_NAME}`);
  const dbUrl = (() => {
    const u = new URL(ADMIN_URL);
    u.pathname = `/${DB_NAME}`;
    return u.toString();
  })();
  const db = postgres(dbUrl, { max: 2, onnotice: () => {} });
  closers.push(() => db.end({ timeout: 2 }));

  // The S3 test store and an SMTP catcher, in this process.
  const { startTestS3 } = await import('../apps/api/src/media/test-s3.ts');
  const s3 = await startTestS3();
  closers.push(() => s3.close());
  const mail = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        mail.push(session.envelope.rcptTo.map((r) => r.address));
        done();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => smtp.close(resolve)));
  const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}?ignoreTLS=true`;

  // The balancer: deploy/haproxy.cfg as it is, its addresses from the environment.
  const address = (port) => `127.0.0.1:${port}`;
  const balancerEnv = {
    PATH: env.PATH ?? '',
    API_BIND: address(API.port),
    API_SERVER_1: address(API.servers[0]),
    API_SERVER_2: address(API.servers[1]),
    STATS_BIND: address(STATS_PORT),
    ...Object.fromEntries(
      SITES.flatMap((s) => {
        const name = s.id.toUpperCase();
        return [
          [`${name}_BIND`, address(s.port)],
          [`${name}_SERVER_1`, address(s.servers[0])],
          [`${name}_SERVER_2`, address(s.servers[1])],
        ];
      }),
    ),
  };
  const balancer = startGroup('haproxy', haproxy, ['-db', '-f', CONFIG], { env: balancerEnv });

  // Two API machines, started at once on the empty database (one migrates and seeds, the other waits).
  const apiEnv = {
    ...base(),
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'Rk4vQ9zL2mXw7Tb1Ns8Hc5Jd3Pf6Ga0Ye',
    CORS_ORIGINS: VERTICAL_IDS.map(https).join(','),
    ...Object.fromEntries(VERTICAL_IDS.map((id) => [`SITE_ORIGIN_${id.toUpperCase()}`, https(id)])),
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Jobs <no-reply@example.in>',
    PAYMENT_ALLOW_SANDBOX: 'true',
    TRUST_PROXY: 'true',
    VISITOR_ADDRESS_SECRET: VISITOR_SECRET,
    // Every seeker of the load registers from this one address.
    SIGNUPS_PER_HOUR: '100000',
    SEED_JOBS_PER_VERTICAL: '150',
    ...s3.env,
  };
  const apis = API.servers.map((port, i) =>
    startGroup(`api-${i + 1}`, 'pnpm', ['run', '--silent', 'start:prod:cluster'], {
      cwd: API_DIR,
      env: { ...apiEnv, PORT: String(port), DATA_DIR: join(logs, `api-${i + 1}-data`) },
    }),
  );
  const sites = SITES.flatMap((site) =>
    site.servers.map((port, i) => ({
      site,
      port,
      group: startGroup(`${site.id}-${i + 1}`, 'pnpm', ['run', '--silent', 'start:prod:cluster'], {
        cwd: join(ROOT, 'apps', site.id),
        env: {
          ...base(),
          PORT: String(port),
          API_ORIGIN: apiOrigin,
          VISITOR_ADDRESS_SECRET: VISITOR_SECRET,
          // The balancer, which appends the visitor's address to X-Forwarded-For.
          TRUSTED_PROXIES: '127.0.0.1',
        },
      }),
    })),
  );
  await Promise.all([
    ...API.servers.map((port, i) => answers(`http://127.0.0.1:${port}/readyz`, 180, apis[i])),
    ...sites.map((s) => answers(`http://127.0.0.1:${s.port}/robots.txt`, 180, s.group)),
  ]);
  log(`${apis.length} API and ${sites.length} site processes ready after ${seconds(Date.now() - started)}`);

  // The balancer has every server in.
  const states = async () => {
    const res = await fetch(`http://127.0.0.1:${STATS_PORT}/;csv`);
    const rows = (await res.text())
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .map((line) => line.split(','));
    return new Map(
      rows.filter((r) => r[1] && !['FRONTEND', 'BACKEND'].includes(r[1])).map((r) => [r[1], r[17]]),
    );
  };
  for (let i = 0; ; i++) {
    const state = await states().catch(() => new Map());
    if (state.size > 0 && [...state.values()].every((s) => s === 'UP' || s === 'no check')) break;
    if (i > 100)
      fail(`the balancer has servers out: ${JSON.stringify(Object.fromEntries(state))}\n${tail(balancer)}`);
    await sleep(200);
  }

  // What the load asks for: each brand's home, category listings and job pages; the API's feed and
  // job details.
  const jobsOf = new Map();
  for (const id of VERTICAL_IDS) {
    const res = await fetch(`${apiOrigin}${VERTICALS[id].basePath}/job/jobfeed?page=0`);
    const body = await res.json();
    const jobs = (body.jobs ?? []).map((j) => ({ id: Number(j.id), title: String(j.title) }));
    if (!res.ok || jobs.length < 5) fail(`the ${id} job feed gave ${jobs.length} jobs (${res.status})`);
    jobsOf.set(id, jobs);
  }
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const reads = [
    ...SITES.flatMap((site) => {
      const origin = `http://127.0.0.1:${site.port}`;
      const categories = VERTICALS[site.id].categories.slice(0, 4);
      return [
        () => `${origin}/`,
        () => `${origin}${listingPath('c', pick(categories).name)}`,
        () => `${origin}${jobPath(pick(jobsOf.get(site.id)))}`,
        () => `${origin}${jobPath(pick(jobsOf.get(site.id)))}`,
      ];
    }),
    ...VERTICAL_IDS.flatMap((id) => {
      const api = `${apiOrigin}${VERTICALS[id].basePath}`;
      return [
        () => `${api}/job/jobfeed?page=${Math.floor(Math.random() * 3)}`,
        () => `${api}/job/detail?jobcode=${pick(jobsOf.get(id)).id}`,
      ];
    }),
  ];

  // ---- The load, and the crash in the middle of it ------------------------------------------------

  const getFailures = [];
  let getsSent = 0;
  let getsInOutage = 0;
  let outage = false;
  const seekers = [];
  const acknowledged = { registrations: 0, saves: 0 };
  const unacknowledged = [];
  const loadStart = Date.now();
  const loadEnd = loadStart + LOAD.seconds * 1000;

  /** Sends `count` requests a second from `loops` loops, each on its own even beat, until the end. */
  const steady = (rate, loops, send) =>
    Promise.all(
      Array.from({ length: loops }, async (_, loop) => {
        const every = (1000 * loops) / rate;
        for (let next = loadStart + (loop * every) / loops; next < loadEnd; next += every) {
          const wait = next - Date.now();
          if (wait > 0) await sleep(wait);
          // Behind by more than a beat (a slow answer): go on from now rather than catch up in a burst.
          else if (wait < -every) next = Date.now();
          await send();
        }
      }),
    );

  const readLoad = steady(LOAD.getsPerS, 8, async () => {
    const url = pick(reads)();
    getsSent++;
    if (outage) getsInOutage++;
    // Half as a visitor's first view (the site may answer from its copy), half as a reload (rendered,
    // with its calls to the API).
    const headers = Math.random() < 0.5 ? { 'cache-control': 'no-cache' } : {};
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      if (res.status !== 200) getFailures.push({ url, status: res.status, at: Date.now() - loadStart });
    } catch (err) {
      getFailures.push({ url, ...failure(err), at: Date.now() - loadStart });
    }
  });

  let registered = 0;
  const writeLoad = steady(LOAD.writesPerS, 3, async () => {
    // A new seeker now and then (and while there are few), else a save by one of them.
    const vertical = VERTICAL_IDS[registered % VERTICAL_IDS.length];
    if (seekers.length < 4 || Math.random() < 0.15) {
      const seeker = visitor(vertical, `topology-${process.pid}-${registered++}@example.in`);
      const res = await seeker
        .request('POST', '/user/register', { name: 'Asha Verma', email: seeker.email, password: PASSWORD })
        .catch(failure);
      if (res.status === 200) {
        acknowledged.registrations++;
        seekers.push(seeker);
      } else unacknowledged.push({ what: 'register', status: res.status, at: Date.now() - loadStart });
      return;
    }
    const seeker = pick(seekers);
    const job = jobsOf.get(seeker.vertical).find((j) => !seeker.saved.has(j.id) && !seeker.sending.has(j.id));
    if (!job) return;
    seeker.sending.add(job.id);
    const res = await seeker.request('POST', `/job/save?jobcode=${job.id}`).catch(failure);
    seeker.sending.delete(job.id);
    if (res.status === 200) {
      acknowledged.saves++;
      seeker.saved.add(job.id);
    } else unacknowledged.push({ what: 'save', status: res.status, at: Date.now() - loadStart });
  });

  /** What a request that got no answer says: its error and cause (a timeout, a reset connection). */
  function failure(err) {
    return { status: [err.name, err.cause?.code ?? err.cause?.message].filter(Boolean).join(' ') };
  }

  /** A seeker of one brand with a cookie jar, talking to the API through the balancer. */
  function visitor(vertical, email) {
    const jar = new Map();
    const api = `${apiOrigin}${VERTICALS[vertical].basePath}`;
    return {
      vertical,
      email,
      saved: new Set(),
      sending: new Set(),
      async request(method, path, form) {
        const headers = { origin: https(vertical) };
        if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
        const res = await fetch(`${api}${path}`, {
          method,
          headers,
          body: form ? new URLSearchParams(form).toString() : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
        }
        return { status: res.status, text: await res.text() };
      },
    };
  }

  // The crash: SIGKILL to one API process and one site process, as a machine's process dies.
  const victims = [
    {
      name: 'API process',
      group: apis[0],
      ready: `http://127.0.0.1:${API.servers[0]}/readyz`,
      server: 'api1',
    },
    {
      name: `${sites[0].site.id} site process`,
      group: sites[0].group,
      ready: `http://127.0.0.1:${sites[0].port}/robots.txt`,
      server: `${sites[0].site.id}1`,
    },
  ];
  const crash = (async () => {
    await sleep(loadStart + LOAD.killAtS * 1000 - Date.now());
    for (const v of victims) {
      v.pid = workerOf(v.group);
      if (!v.pid) fail(`no serving process found for ${v.name}`);
    }
    outage = true;
    const killedAt = Date.now();
    for (const v of victims) process.kill(v.pid, 'SIGKILL');
    log(
      `killed the ${victims.map((v) => `${v.name} (pid ${v.pid})`).join(' and the ')} with SIGKILL at ${LOAD.killAtS} s`,
    );
    await Promise.all(
      victims.map(async (v) => {
        const deadline = killedAt + LOAD.backWithinS * 1000;
        let wasOut = false;
        while (Date.now() < deadline) {
          const state = (await states().catch(() => new Map())).get(v.server);
          if (state && state !== 'UP') wasOut = true;
          if (v.servedAfter === undefined && (await ok(v.ready))) {
            v.servedAfter = Date.now() - killedAt;
            v.newPid = workerOf(v.group);
          }
          if (v.servedAfter !== undefined && wasOut && state === 'UP') {
            v.inAfter = Date.now() - killedAt;
            return;
          }
          await sleep(100);
        }
        v.wasOut = wasOut;
      }),
    );
    outage = false;
  })();

  await Promise.all([readLoad, writeLoad, crash]);
  log(
    `load: ${LOAD.seconds} s, ${getsSent} GETs and ${acknowledged.registrations + acknowledged.saves + unacknowledged.length} writes sent`,
  );

  // ---- Read back every acknowledged write ----------------------------------------------------------

  const lost = [];
  for (const seeker of seekers) {
    const found = new Set();
    for (let page = 0; page < 50; page++) {
      const res = await seeker.request('GET', `/job/saved-jobs?page=${page}`);
      if (res.status !== 200) {
        lost.push(`${seeker.email}: their saved jobs answer ${res.status}`);
        break;
      }
      const body = JSON.parse(res.text);
      for (const job of body.jobs) found.add(Number(job.id));
      if (!body.hasMore) break;
    }
    for (const id of seeker.saved) if (!found.has(id)) lost.push(`${seeker.email}: saved job ${id}`);
  }
  const emails = seekers.map((s) => s.email);
  const kept = new Set(
    (await db`SELECT email FROM seekers WHERE email = ANY(${emails})`).map((r) => r.email),
  );
  for (const email of emails) if (!kept.has(email)) lost.push(`${email}: registration`);

  // ---- What the clients saw ------------------------------------------------------------------------

  const goals = [];
  const goal = (met, line) => {
    log(`${met ? 'ok  ' : 'FAIL'} ${line}`);
    if (!met) goals.push(line);
  };
  const listed = (items, n = 5) =>
    items.length === 0 ? '' : `: ${items.slice(0, n).join('; ')}${items.length > n ? '; ...' : ''}`;
  goal(
    getFailures.length === 0,
    `GETs through the balancer: ${getsSent} sent (${getsInOutage} while a killed process was away), ` +
      `${getFailures.length} failed (goal 0)` +
      listed(
        getFailures.map((f) => `${f.status} ${f.url.replace(/^http:\/\/[^/]+/, '')} at ${seconds(f.at)}`),
      ),
  );
  const acked = acknowledged.registrations + acknowledged.saves;
  goal(
    acked > 0 && lost.length === 0,
    `acknowledged writes: ${acked} (${acknowledged.registrations} registrations, ${acknowledged.saves} saved jobs), ` +
      `${lost.length} lost after reading all back (goal 0)${listed(lost)}`,
  );
  log(
    `     writes that got no acknowledgement (not counted; a client would send them again): ${unacknowledged.length}` +
      listed(unacknowledged.map((u) => `${u.what} ${u.status} at ${seconds(u.at)}`)),
  );
  for (const v of victims) {
    goal(
      v.servedAfter !== undefined && v.newPid !== undefined && v.newPid !== v.pid && v.inAfter !== undefined,
      v.servedAfter === undefined
        ? `${v.name}: killed at ${LOAD.killAtS} s, not serving again after ${LOAD.backWithinS} s`
        : `${v.name}: killed at ${LOAD.killAtS} s, restarted by its supervisor as pid ${v.newPid}, serving ` +
            `again after ${seconds(v.servedAfter)}, back in the balancer after ` +
            `${v.inAfter === undefined ? `(not within ${LOAD.backWithinS} s)` : seconds(v.inAfter)}`,
    );
  }
  goal(getsInOutage > 0, 'the load went on while the killed processes were away');

  // Where the restarted API's seconds went: its `api listening` line.
  const starts = readFileSync(apis[0].file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"api listening"'))
    .map((line) => JSON.parse(line));
  const restarted = starts.length > 1 ? starts.at(-1) : undefined;
  if (restarted?.phases) {
    const phases = Object.entries(restarted.phases).map(([name, ms]) => `${name} ${ms}`);
    log(`     the restarted API process started in ${restarted.startMs} ms: ${phases.join(', ')} (ms)`);
  }
  // The balancer's log: each request line counts the times it was sent again.
  const retried = readFileSync(balancer.file, 'utf8')
    .split('\n')
    .filter((line) => / \d+\/\d+\/\d+\/\d+\/\+?[1-9]\d* \d+\/\d+ /.test(line)).length;
  log(`     requests the balancer sent again to another process: ${retried}`);
  log(`     mail the API sent by SMTP: ${mail.length} messages`);
  if (goals.length > 0) process.exitCode = 1;
} catch (err) {
  if (!(err instanceof Stop)) {
    console.error(err);
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
  log(`done in ${seconds(Date.now() - started)}`);
  // Loops of a load cut short by a failure may still be waiting for their next beat.
  process.exit();
}
