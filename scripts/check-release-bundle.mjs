// Proves that one brand ships alone (docs/decisions 0023): it makes the bundles of one brand app and
// of the API with scripts/bundle.mjs in a temporary folder, moves them elsewhere (nothing in them may
// point back at the repository), starts each with its one production command (`pnpm start` in the
// bundle: NODE_ENV=production) on the embedded database, and fetches the brand's home page (200, in
// its name), its share card (a PNG), its manifest and icons, and the API's /readyz. The production API must not serve the
// development outbox.
//
// `node scripts/check-release-bundle.mjs [<brand>] [--keep]`: the first brand app by default; --keep
// leaves the folder for a look.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERTICAL_IDS, VERTICALS } from '../packages/domain/src/verticals/index.ts';
import { bundle } from './bundle.mjs';
import { checkAppIcons, waitFor } from './wait-for.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = 4396;
const APP_PORT = 3396;
const started = Date.now();
const keep = process.argv.includes('--keep');
const brand =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  readdirSync(join(root, 'apps'))
    .filter((dir) => existsSync(join(root, 'apps', dir, 'app', 'brand.ts')))
    .sort()[0];
const brandName = /name: '([^']+)'/.exec(
  readFileSync(join(root, 'apps', brand, 'app', 'brand.ts'), 'utf8'),
)?.[1];

const scratch = mkdtempSync(join(tmpdir(), 'jobsite-release-'));
const children = [];
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  if (!keep) rmSync(scratch, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

function fail(message) {
  console.error(`release bundle: ${message}`);
  process.exit(1);
}
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

// 1. The bundles, made in one folder and moved to another.
const made = {};
for (const app of ['api', brand]) {
  made[app] = bundle(app, join(scratch, 'made', app));
}
renameSync(join(scratch, 'made'), join(scratch, 'shipped'));
const shipped = (app) => join(scratch, 'shipped', app);

/** Every symbolic link under `dir` must resolve inside `dir`. */
function selfContained(dir, at = dir) {
  for (const name of readdirSync(at)) {
    const path = join(at, name);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) {
      let target;
      try {
        target = realpathSync(path);
      } catch {
        fail(`${path} is a broken link`);
      }
      if (!target.startsWith(`${dir}/`)) fail(`${path} points outside its bundle, to ${target}`);
    } else if (stat.isDirectory()) selfContained(dir, path);
  }
}
for (const app of Object.keys(made)) selfContained(shipped(app));

// 2. Each bundle started with its production command, as a server would: nothing from the repository.
const https = (id) => `https://${id}.example.test`;
function start(app, env) {
  const child = spawn('pnpm', ['--silent', 'start'], {
    cwd: shipped(app),
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? scratch, TMPDIR: tmpdir(), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.push(child);
  child.on('exit', (code) => fail(`${app}: \`pnpm start\` stopped (exit ${code})`));
}
start('api', {
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: join(scratch, 'data'),
  ALLOW_PGLITE: 'true',
  SEED_JOBS_PER_VERTICAL: '60',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: randomBytes(36).toString('base64url'),
  CORS_ORIGINS: VERTICAL_IDS.map(https).join(','),
  ...Object.fromEntries(VERTICAL_IDS.map((id) => [`SITE_ORIGIN_${id.toUpperCase()}`, https(id)])),
  SMTP_URL: 'smtp://127.0.0.1:2',
  MAIL_FROM: 'Jobs <no-reply@example.test>',
  PAYMENT_ALLOW_SANDBOX: 'true',
});
start(brand, { PORT: String(APP_PORT), API_ORIGIN: `http://127.0.0.1:${API_PORT}` });

await waitFor(`http://127.0.0.1:${API_PORT}/readyz`, 120, fail);
await waitFor(`http://127.0.0.1:${APP_PORT}/robots.txt`, 60, fail);

// 3. The brand's home page, from its bundle, over the API's bundle; no outbox in production.
const home = await fetch(`http://127.0.0.1:${APP_PORT}/`, { redirect: 'manual' });
const html = await home.text();
if (home.status !== 200) fail(`the home page answered ${home.status}`);
if (brandName && !html.includes(brandName)) fail(`the home page does not name ${brandName}`);
const outbox = await fetch(
  `http://127.0.0.1:${API_PORT}${VERTICALS[brand]?.basePath ?? `/${brand}`}/dev/outbox`,
);
if (outbox.status !== 404) fail(`the production API serves the development outbox (${outbox.status})`);
// The share card: its native rasteriser and its fonts come from the bundle's own dependencies.
const card = await fetch(`http://127.0.0.1:${APP_PORT}/share/site.png`);
const png = new Uint8Array(await card.arrayBuffer());
if (card.status !== 200 || card.headers.get('content-type') !== 'image/png' || png[1] !== 0x50) {
  fail(`the share card answered ${card.status} ${card.headers.get('content-type')}`);
}

// What a phone installs the brand from, drawn from the brand's data at build time.
const shareCard = /shareCard: \{ background: '([^']+)'/.exec(
  readFileSync(join(root, 'apps', brand, 'app', 'brand.ts'), 'utf8'),
)?.[1];
const icons = await checkAppIcons(
  `http://127.0.0.1:${APP_PORT}`,
  { name: brandName, themeColor: shareCard },
  fail,
);

const mb = (app) => `${(made[app].bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `release bundle: ${brand} (${mb(brand)}) and api (${mb('api')}) bundles started with \`pnpm start\` after a move; the home page answered 200 with "${brandName}", the share card a ${png.byteLength}-byte PNG, ${icons}, the outbox 404; ${seconds()}`,
);
process.exit(0);
