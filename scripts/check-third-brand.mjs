// Proves that a brand is data (decision 0018): in a scratch copy of the repository it adds a third
// brand as one new app folder plus one vertical data file (and a line in each list of verticals),
// builds it, starts it against the API, and fetches its home page, a listing and a job page, checking
// that they come in the new brand's theme and from its own vertical. Prints how many files it added.
//
// `node scripts/check-third-brand.mjs [--keep]`: --keep leaves the scratch copy for a look.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyFiles, gitFiles } from './bundle.mjs';
import { checkAppIcons, waitFor } from './wait-for.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const template = join(root, 'scripts', 'third-brand');
const ID = 'finance';
const API_PORT = 4395;
const APP_PORT = 3395;
const keep = process.argv.includes('--keep');

// The app whose tool configuration the new app copies: the first brand app.
const MODEL = readdirSync(join(root, 'apps'))
  .filter((dir) => existsSync(join(root, 'apps', dir, 'app', 'brand.ts')))
  .sort()[0];
const scratch = mkdtempSync(join(tmpdir(), 'jobsite-third-brand-'));
const children = [];
const cleanUp = () => {
  for (const child of children) child.kill('SIGTERM');
  if (!keep) rmSync(scratch, { recursive: true, force: true });
};
process.on('exit', cleanUp);
process.on('SIGINT', () => process.exit(130));

function fail(message) {
  console.error(`third brand: ${message}`);
  process.exit(1);
}

// 1. A copy of the repository as git sees it (tracked and new files, without what git ignores).
copyFiles(gitFiles('--cached', '--others', '--exclude-standard'), scratch);

// 2. The new brand: one vertical data file, listed once in each list of verticals...
const added = [];
const write = (path, text) => {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), text);
  added.push(path);
};
const verticals = 'packages/domain/src/verticals';
write(`${verticals}/${ID}.ts`, readFileSync(join(template, 'vertical.ts'), 'utf8'));
const list = (file, exportName) => {
  const path = join(scratch, verticals, file);
  const text = readFileSync(path, 'utf8');
  const imports = [
    ...text.matchAll(new RegExp(`^import \\{ ${exportName} as (\\w+) \\} from '\\./\\w+\\.ts';$`, 'gm')),
  ];
  const last = imports.at(-1);
  if (!last) fail(`no list of verticals in ${file}`);
  const names = imports.map((m) => m[1]);
  const listed = names.join(', ');
  if (!text.includes(listed)) fail(`cannot find the list "${listed}" in ${file}`);
  const next = text
    .replace(last[0], `${last[0]}\nimport { ${exportName} as ${ID} } from './${ID}.ts';`)
    .replace(listed, `${listed}, ${ID}`);
  writeFileSync(path, next);
};
list('index.ts', 'vertical');
list('vocabulary.ts', 'vocabulary');

// ...and one app folder: its brand data and theme, and the model app's tool configuration.
const model = join(root, 'apps', MODEL);
const appFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', `apps/${MODEL}`],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean)
  .map((f) => relative(`apps/${MODEL}`, f));
const rename = (text) => text.replaceAll(`@jobsite/${MODEL}`, `@jobsite/${ID}`);
for (const file of appFiles) {
  const target = `apps/${ID}/${file}`;
  if (file === 'app/brand.ts') write(target, readFileSync(join(template, 'app', 'brand.ts'), 'utf8'));
  else if (file === 'app/theme.css.ts') {
    // Its own look: the model's tokens with a deep green brand colour.
    const theme = readFileSync(join(model, file), 'utf8')
      .replace(`name: '${MODEL}'`, `name: '${ID}'`)
      .replace(/brand: '#[0-9a-f]{6}'/, "brand: '#14532d'")
      .replace(/brandHover: '#[0-9a-f]{6}'/, "brandHover: '#0f3d21'");
    write(target, theme);
  } else if (file === 'playwright.config.ts' || file.startsWith('tests/')) {
    // The browser suites are not part of this check.
  } else write(target, rename(readFileSync(join(model, file), 'utf8')));
}

console.log(
  `third brand: added ${added.length} files (${added.length - 1} in apps/${ID}, 1 vertical data file):`,
);
for (const path of added) console.log(`  ${path}`);

// 3. Install, build the new app, start the API and the app.
const run = (cmd, args, cwd = scratch) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
run('pnpm', ['install', '--offline', '--frozen-lockfile=false', '--reporter=silent']);
run('pnpm', ['--filter', `@jobsite/${ID}`, 'run', 'build']);

const start = (cmd, args, cwd, env) => {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) fail(`${cmd} ${args.join(' ')} exited with ${code}`);
  });
};
const data = join(scratch, '.data-third-brand');
start('node', ['src/main.ts'], join(scratch, 'apps/api'), {
  PORT: String(API_PORT),
  DATA_DIR: data,
  DATABASE_URL: '',
  SEED_JOBS_PER_VERTICAL: '120',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
});
start(
  'node',
  ['./node_modules/@react-router/serve/bin.cjs', './build/server/index.js'],
  join(scratch, `apps/${ID}`),
  {
    PORT: String(APP_PORT),
    API_ORIGIN: `http://localhost:${API_PORT}`,
    NODE_ENV: 'production',
  },
);

async function page(path) {
  const res = await fetch(`http://localhost:${APP_PORT}${path}`, { redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) fail(`${path} answered ${res.status}`);
  const htmlClass = /<html[^>]*class="([^"]+)"/.exec(html)?.[1];
  if (!html.includes('JobSite Finance')) fail(`${path} does not name the brand`);
  return { html, htmlClass };
}

await waitFor(`http://localhost:${API_PORT}/healthz`, 240, fail);
await waitFor(`http://localhost:${APP_PORT}/robots.txt`, 60, fail);

// 4. Home, a listing and a job page, in the brand's theme and from its vertical.
const home = await page('/');
const stylesheet = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/.exec(home.html)?.[1];
const css = stylesheet ? await (await fetch(`http://localhost:${APP_PORT}${stylesheet}`)).text() : '';
const themeRule = css.match(new RegExp(`\\.${home.htmlClass}[^{]*\\{[^}]*#14532d`, 'i'));
if (!home.htmlClass || !themeRule)
  fail('the home page is not in the brand theme (no #14532d under its theme class)');

const listingPath = '/c/accounting-jobs';
const listing = await page(listingPath);
if (listing.htmlClass !== home.htmlClass) fail(`${listingPath} has another theme class`);
const jobPath = /href="(\/j\/[^"]+\.html)"/.exec(listing.html)?.[1];
if (!jobPath) fail(`${listingPath} lists no job`);
const job = await page(jobPath);
if (job.htmlClass !== home.htmlClass) fail(`${jobPath} has another theme class`);

// The job is the finance vertical's: its API base knows it, another vertical's does not.
const jobId = /-(\d+)\.html$/.exec(jobPath)?.[1];
const own = await fetch(`http://localhost:${API_PORT}/${ID}/job/detail?jobcode=${jobId}`);
const other = await fetch(`http://localhost:${API_PORT}/${MODEL}/job/detail?jobcode=${jobId}`);
if (own.status !== 200 || other.status === 200) {
  fail(`job ${jobId}: /${ID}/job answered ${own.status}, /${MODEL}/job answered ${other.status}`);
}
// Its icons and manifest come from its own data: its name and its colour.
const icons = await checkAppIcons(
  `http://localhost:${APP_PORT}`,
  { name: 'JobSite Finance', themeColor: '#14532d' },
  fail,
);
const categories = readdirSync(join(scratch, 'apps')).filter((d) =>
  existsSync(join(scratch, 'apps', d, 'app', 'brand.ts')),
);

console.log(
  `third brand: home, ${listingPath} and ${jobPath} answered 200 in theme ${home.htmlClass}, job ${jobId} is the ${ID} vertical's; ${icons}; brand apps now: ${categories.join(', ')}`,
);
process.exit(0);
