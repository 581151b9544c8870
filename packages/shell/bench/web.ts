/**
 * `pnpm bench:web`: builds both brand apps, starts a seeded API and both servers, prints the gzipped
 * JavaScript and CSS that home, a listing, a job page, search, the learning section and a course page
 * (the first of the API's `courses-list`) load, then runs Lighthouse (mobile,
 * default throttling) on each and prints the four category scores with FCP, LCP, TBT and CLS.
 * Options: `--no-build`, `--no-lighthouse`, `--only brand/page`, `--reports DIR`, `--devtools`,
 * `--builds DIR`.
 * `BENCH_API_PORT` (default 4320) and `BENCH_APP_PORT` (the first brand's, default 3320; the next brands
 * take the ports after it) move the servers, so a run does not collide with another one.
 * Figures, not a test: it exits 0 unless something fails to run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@jobsite/api-client';
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { VOCABULARY } from '@jobsite/domain/vocabulary';
import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { pageWeight } from '../e2e/page-weight.ts';

const here = dirname(fileURLToPath(import.meta.url));
const apps = join(here, '..', '..', '..', 'apps');
const API_PORT = Number(process.env.BENCH_API_PORT || 4320);
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3320);
/**
 * Every brand app (a folder of apps/ with an app/brand.ts), with its vertical's first category as the
 * listing and a word of that category's first seeded title as the search.
 */
const BRANDS = readdirSync(apps)
  .filter((dir) => existsSync(join(apps, dir, 'app', 'brand.ts')))
  .sort()
  .map((name, i) => {
    const brandText = readFileSync(join(apps, name, 'app', 'brand.ts'), 'utf8');
    const vertical = /vertical: '([a-z-]+)'/.exec(brandText)?.[1] as Vertical;
    const category = VERTICALS[vertical].categories[0];
    const slug = category?.slug ?? '';
    const titles =
      (VOCABULARY[vertical].categories as Record<string, { titles: string }>)[slug]?.titles ?? '';
    const word = (titles.split('|')[0] ?? '').split(' ').at(-1)?.toLowerCase() ?? 'manager';
    return {
      name,
      vertical,
      port: APP_PORT + i,
      category: `/c/${slug}-jobs`,
      search: `/search/${word}.html`,
    };
  });
const chrome = chromiumPath();
const skipBuild = process.argv.includes('--no-build');
const skipLighthouse = process.argv.includes('--no-lighthouse');
/** `--reports DIR` keeps each page's full Lighthouse JSON report there, for reading the audits. */
const reportsArg = process.argv.indexOf('--reports');
const reportsDir = reportsArg > 0 ? process.argv[reportsArg + 1] : undefined;
/** `--only <brand>/job` (or `job`, or `<brand>`) limits the run to matching pages. */
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
/**
 * `--devtools` throttles the browser itself (Lighthouse's devtools method: the same slow 4G and 4x
 * CPU, applied to the real page load) instead of simulating the load from an unthrottled one. Slower
 * and noisier; a cross-check of what the simulation says.
 */
const devtools = process.argv.includes('--devtools');
/**
 * `--builds DIR` serves each brand from `DIR/<brand>/build` (e.g. the apps folder of another checkout,
 * built there) instead of this checkout's: a before-and-after comparison on one API and one machine.
 * Implies `--no-build`.
 */
const buildsArg = process.argv.indexOf('--builds');
const buildsDir = buildsArg > 0 ? process.argv[buildsArg + 1] : undefined;

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-bench-'));
let snapshots: string | undefined;
function cleanup() {
  for (const c of children) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (snapshots) rmSync(snapshots, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up in ${ms} ms`);
}

function start(cmd: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** fetch with a few retries: a kept-alive socket may have been closed by the server meanwhile. */
async function get(url: string): Promise<Response> {
  for (let i = 0; ; i++) {
    try {
      return await fetch(url, { headers: { connection: 'close' } });
    } catch (error) {
      if (i >= 3) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Gzipped bytes of the scripts and stylesheets a page's HTML asks for, at once or after the first paint (lazy chunks excluded). */
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function lighthouse(url: string, report?: string): LighthouseResult {
  const bin = join(here, '..', 'node_modules', '.bin', 'lighthouse');
  const out = execFileSync(
    bin,
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(devtools ? ['--throttling-method=devtools'] : []),
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  if (report) writeFileSync(report, out);
  return JSON.parse(out) as LighthouseResult;
}

if (!skipBuild && !buildsDir) {
  for (const b of BRANDS) {
    console.log(`building ${b.name}...`);
    execFileSync('pnpm', ['exec', 'react-router', 'build'], { cwd: join(apps, b.name), stdio: 'ignore' });
  }
}

start('node', ['src/main.ts'], join(apps, 'api'), {
  PORT: String(API_PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_JOBS_PER_VERTICAL: process.env.SEED_JOBS_PER_VERTICAL ?? '1000',
  LOG_LEVEL: 'warn',
});
await waitFor(`http://localhost:${API_PORT}/healthz`, 300_000);
/**
 * Each brand is served from a copy of its build taken now, so a rebuild of the app while the run goes on
 * (another run, a browser suite) cannot change the pages under measurement.
 */
snapshots = mkdtempSync(join(tmpdir(), 'jobsite-bench-builds-'));
const snapshotDir = snapshots;
for (const b of BRANDS) {
  const appDir = join(apps, b.name);
  const copy = join(snapshotDir, b.name);
  cpSync(join(buildsDir ?? apps, b.name, 'build'), join(copy, 'build'), { recursive: true });
  cpSync(join(appDir, 'package.json'), join(copy, 'package.json'));
  symlinkSync(join(appDir, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const serve = join(appDir, 'node_modules', '@react-router', 'serve', 'bin.cjs');
  start('node', [serve, './build/server/index.js'], copy, {
    PORT: String(b.port),
    API_ORIGIN: `http://localhost:${API_PORT}`,
    NODE_ENV: 'production',
  });
  await waitFor(`http://localhost:${b.port}/robots.txt`, 60_000);
}

const rows: string[][] = [];
for (const b of BRANDS) {
  const origin = `http://localhost:${b.port}`;
  const listingHtml = await (await get(origin + b.category)).text();
  const job = /href="(\/j\/[^"]+\.html)"/.exec(listingHtml)?.[1] ?? '/';
  const api = createApiClient({ vertical: b.vertical, apiOrigin: `http://localhost:${API_PORT}` });
  const firstCourse = await api.courses
    .coursesList({ page: 0, pageSize: 1 })
    .then((a) => a.data[0]?.path)
    .catch(() => undefined);
  const pages: (readonly [string, string])[] = [
    ['home', '/'],
    ['listing', b.category],
    ['job', job],
    ['search', b.search],
    ['learning', '/learning'],
    ...(firstCourse ? [['course', firstCourse] as const] : []),
  ];
  if (!firstCourse) console.log(`${b.name}: the API lists no course; the course page is left out`);
  for (const [label, path] of pages) {
    if (only && !only.split('/').every((part) => part === b.name || part === label)) continue;
    const w = await pageWeight(
      async (url) => new Uint8Array(await (await get(url)).arrayBuffer()),
      origin,
      path,
    );
    const row = [b.name, label, kb(w.js), kb(w.css)];
    if (!skipLighthouse) {
      if (reportsDir) mkdirSync(reportsDir, { recursive: true });
      const r = lighthouse(origin + path, reportsDir && join(reportsDir, `${b.name}-${label}.json`));
      const score = (k: string) => String(Math.round((r.categories[k]?.score ?? 0) * 100));
      const audit = (k: string) => r.audits[k]?.numericValue ?? 0;
      row.push(
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        `${(audit('first-contentful-paint') / 1000).toFixed(2)} s`,
        `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
        `${Math.round(audit('total-blocking-time'))} ms`,
        audit('cumulative-layout-shift').toFixed(3),
      );
    }
    rows.push(row);
    console.log(row.join('  '));
  }
}

const head = ['brand', 'page', 'JS gz', 'CSS gz', 'perf', 'a11y', 'best', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
const version = JSON.parse(
  readFileSync(join(here, '..', 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;
const method = devtools ? 'devtools throttling' : 'default (simulated) throttling';
console.log(`\nLighthouse ${version}, mobile, ${method}; Chromium at ${chrome}.`);
process.exit(0);
