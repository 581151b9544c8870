// Starts the API (embedded database, seeded on first start) and the brand site of every vertical
// (apps/<vertical>), prefixes their output, and prints the addresses once every part answers. `dev`
// runs the sites with hot reload; `prod` runs every part's `start:prod:cluster` (NODE_ENV=production:
// the API refuses unsafe configuration and serves no development outbox); anything else runs
// `start:cluster`, the sites' production builds beside the API in development mode (build them first:
// `pnpm turbo run build`). Both `cluster` scripts run several processes of each part on its port
// (scripts/cluster.mjs: WEB_CONCURRENCY, else the cores up to 4); the API runs one unless DATABASE_URL
// is set, since its embedded database opens in one process (docs/decisions/0044-processes.md).
// Outside `prod` it also prints the development outbox, the recruiter console and the internal API's key
// (ADMIN_KEY, or the development key the API keeps in its data folder; docs/decisions/0062). The sites
// and the API share VISITOR_ADDRESS_SECRET (yours, else one made for this run), so the API's
// per-address limits count each visitor of a site (docs/decisions/0068).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERTICAL_IDS, VERTICALS } from '../packages/domain/src/verticals/index.ts';

const mode = { dev: 'dev', prod: 'start:prod:cluster' }[process.argv[2]] ?? 'start:cluster';
const apiPort = 4000;
const apiOrigin = `http://localhost:${apiPort}`;
const { VISITOR_ADDRESS_SECRET } = process.env;
const visitorSecret = VISITOR_ADDRESS_SECRET || randomBytes(36).toString('base64url');

// Each vertical with a brand app, served at its entry's default site address.
const brands = VERTICAL_IDS.filter((id) =>
  existsSync(new URL(`../apps/${id}/package.json`, import.meta.url)),
).map((id) => {
  const { siteOrigin, basePath } = VERTICALS[id];
  return { id, origin: siteOrigin, port: new URL(siteOrigin).port || '80', api: `${apiOrigin}${basePath}` };
});

const parts = [
  {
    name: 'api',
    args: ['--filter', '@jobsite/api', mode],
    env: { PORT: String(apiPort), VISITOR_ADDRESS_SECRET: visitorSecret },
    ready: `${apiOrigin}/healthz`,
  },
  ...brands.map((brand) => ({
    name: brand.id,
    args: [
      '--filter',
      `@jobsite/${brand.id}`,
      mode,
      ...(mode === 'dev' ? ['--port', brand.port, '--strictPort'] : []),
    ],
    env: { PORT: brand.port, API_ORIGIN: apiOrigin, VISITOR_ADDRESS_SECRET: visitorSecret },
    ready: `${brand.origin}/robots.txt`,
  })),
];

const children = parts.map((part) => {
  const child = spawn('pnpm', part.args, {
    env: { ...process.env, ...part.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${part.name}]`.padEnd(13);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}stopped (exit ${code}); stopping the others`);
      stop(1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** What to say of the internal API's key (`X-Admin-Key` of `/internal/{brand}/...`). */
function internalKey() {
  const { ADMIN_KEY, DATA_DIR } = process.env;
  if (ADMIN_KEY) return 'the ADMIN_KEY you set (send it as X-Admin-Key)';
  const api = fileURLToPath(new URL('../apps/api/', import.meta.url));
  const file = resolve(api, DATA_DIR || '.data', 'admin-key');
  if (!existsSync(file)) return undefined;
  return `${readFileSync(file, 'utf8').trim()}  (X-Admin-Key; kept in ${relative(process.cwd(), file)})`;
}

const started = Date.now();
const waiting = new Set(parts);
while (waiting.size > 0 && !stopping) {
  for (const part of [...waiting]) if (await answers(part.ready)) waiting.delete(part);
  if (waiting.size > 0) await new Promise((r) => setTimeout(r, 1000));
}
if (!stopping) {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nThe job site is running (ready in ${seconds} s):`);
  const line = (label, text) => console.log(`  ${label.padEnd(19)}${text}`);
  for (const brand of brands)
    line(`${brand.id[0].toUpperCase()}${brand.id.slice(1)} brand`, `${brand.origin}/`);
  line('API', brands.map((brand) => `${brand.api}/`).join('  '));
  if (mode !== 'start:prod:cluster') {
    line('Messages (dev)', brands.map((brand) => `${brand.api}/dev/outbox`).join('  '));
    line('Recruiter (dev)', brands.map((brand) => `${brand.api}/dev/console`).join('  '));
    const key = internalKey();
    if (key) line('Internal API key', key);
  }
  console.log('Press Ctrl+C to stop.\n');
}
