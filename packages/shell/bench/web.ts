/**
 * `pnpm bench:web`: builds both brand apps, starts a seeded API and both servers, prints the gzipped
 * JavaScript and CSS that home, a listing, a job page, search, the learning section and a course page
 * (the first of the API's `courses-list`) load before a visitor uses them, and the JavaScript a page
 * that hydrates on use loads then (decision 0055; "JS on use"), then runs Lighthouse (mobile,
 * default throttling) on each and prints the four category scores with FCP, LCP, TBT and CLS.
 * Then it loads each brand's category listings, job pages and a search page with 10 connections (as
 * `npm start` runs them: the default seed, one API process on PGlite, the site's processes under
 * `scripts/cluster.mjs`) twice, rendered and from the site's fresh copies (decision 0047), beside the
 * site's floor (`robots.txt`) and the API's own `job/detail` and `job/search`, and prints req/s, p50,
 * p95 and p97.5, the share served from copies, and the server's time per page split into waiting for the API and the
 * rest (loaders and rendering), read from the `Server-Timing` header `SERVER_TIMING=1` turns on.
 * Options: `--no-build`, `--no-lighthouse`, `--no-load`, `--load-seconds S` (default 10),
 * `--only brand/page`, `--reports DIR`, `--devtools`, `--both` (each throttling method, side by side),
 * `--builds DIR`.
 * `BENCH_API_PORT` (default 4320) and `BENCH_APP_PORT` (the first brand's, default 3320; the next brands
 * take the ports after it) move the servers, so a run does not collide with another one.
 * Figures, not a test: it exits 0 unless something fails to run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@jobsite/api-client';
import { SEO_CITIES, VERTICALS } from '@jobsite/domain';
import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { pageWeight } from '../e2e/page-weight.ts';
import { APPS as apps, brandApps, buildBrands, startStack } from './stack.ts';
import { printTable } from './table.ts';

const here = dirname(fileURLToPath(import.meta.url));
const API_PORT = Number(process.env.BENCH_API_PORT || 4320);
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3320);
/** Every brand app, its first category as the listing and a word of its first seeded title as the search. */
const BRANDS = brandApps(APP_PORT).map((b) => ({ ...b, search: `/search/${b.word}.html` }));
const chrome = chromiumPath();
const skipBuild = process.argv.includes('--no-build');
const skipLighthouse = process.argv.includes('--no-lighthouse');
const skipLoad = process.argv.includes('--no-load');
const loadArg = process.argv.indexOf('--load-seconds');
const LOAD_SECONDS = loadArg > 0 ? Number(process.argv[loadArg + 1]) : 10;
const LOAD_CONNECTIONS = 10;
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
/** `--both` runs Lighthouse with each method and prints their figures side by side. */
const both = process.argv.includes('--both');
const METHODS: ('simulate' | 'devtools')[] = both
  ? ['simulate', 'devtools']
  : [devtools ? 'devtools' : 'simulate'];
/**
 * `--builds DIR` serves each brand from `DIR/<brand>/build` (e.g. the apps folder of another checkout,
 * built there) instead of this checkout's: a before-and-after comparison on one API and one machine.
 * Implies `--no-build`.
 */
const buildsArg = process.argv.indexOf('--builds');
const buildsDir = buildsArg > 0 ? process.argv[buildsArg + 1] : undefined;

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

function lighthouse(url: string, method: 'simulate' | 'devtools', report?: string): LighthouseResult {
  const bin = join(here, '..', 'node_modules', '.bin', 'lighthouse');
  const out = execFileSync(
    bin,
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling-method=${method}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  if (report) writeFileSync(report, out);
  return JSON.parse(out) as LighthouseResult;
}

if (!skipBuild && !buildsDir) buildBrands(BRANDS);
await startStack({
  apiPort: API_PORT,
  brands: BRANDS,
  buildsDir,
  cluster: true,
  siteEnv: { SERVER_TIMING: '1' },
});

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
  const jobHtml = await (await get(origin + job)).text();
  const tag = /href="(\/k\/[^"]+)"/.exec(jobHtml)?.[1];
  const company = /href="(\/company\/[^"]+)"/.exec(jobHtml)?.[1];
  const pages: (readonly [string, string])[] = [
    ['home', '/'],
    ['listing', b.category],
    ...(tag ? [['tag listing', tag] as const] : []),
    ['city listing', `/jobs-in-${SEO_CITIES[0]?.slug ?? 'mumbai'}`],
    ['job', job],
    ...(company ? [['company', company] as const] : []),
    ['search', b.search],
    ['jobs-for-her', '/jobs-for-her'],
    ['static', '/about-us'],
    ['learning', '/learning'],
    ...(firstCourse ? [['course', firstCourse] as const] : []),
    ...(VERTICALS[b.vertical].flags.competition ? [['competition', '/epoch'] as const] : []),
  ];
  if (!firstCourse) console.log(`${b.name}: the API lists no course; the course page is left out`);
  for (const [label, path] of pages) {
    if (only && !only.split('/').every((part) => part === b.name || part === label)) continue;
    const w = await pageWeight(
      async (url) => new Uint8Array(await (await get(url)).arrayBuffer()),
      origin,
      path,
    );
    const row = [b.name, label, kb(w.js), w.onUse ? kb(w.onUse) : '–', kb(w.css)];
    if (!skipLighthouse) {
      if (reportsDir) mkdirSync(reportsDir, { recursive: true });
      for (const [i, method] of METHODS.entries()) {
        const file = `${b.name}-${label.replace(/ /g, '-')}${i > 0 ? `-${method}` : ''}.json`;
        const r = lighthouse(origin + path, method, reportsDir && join(reportsDir, file));
        const score = (k: string) => String(Math.round((r.categories[k]?.score ?? 0) * 100));
        const audit = (k: string) => r.audits[k]?.numericValue ?? 0;
        const timings = [
          `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
          `${Math.round(audit('total-blocking-time'))} ms`,
        ];
        if (i === 0) {
          row.push(
            score('performance'),
            score('accessibility'),
            score('best-practices'),
            score('seo'),
            `${(audit('first-contentful-paint') / 1000).toFixed(2)} s`,
            ...timings,
            audit('cumulative-layout-shift').toFixed(3),
          );
        } else {
          row.push(score('performance'), ...timings);
        }
      }
    }
    rows.push(row);
    console.log(row.join('  '));
  }
}

const loadRows = skipLoad ? [] : await loadFigures();

const head = [
  'brand',
  'page',
  'JS gz',
  'JS on use',
  'CSS gz',
  'perf',
  'a11y',
  'best',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  ...(both ? ['perf (devtools)', 'LCP (devtools)', 'TBT (devtools)'] : []),
];
printTable(head, rows);
const version = JSON.parse(
  readFileSync(join(here, '..', 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;
const method = both
  ? 'default (simulated) throttling, and devtools throttling in the last three columns'
  : devtools
    ? 'devtools throttling'
    : 'default (simulated) throttling';
console.log(`\nLighthouse ${version}, mobile, ${method}; Chromium at ${chrome}.`);
if (loadRows.length > 0) {
  const loadHead = [
    'brand',
    'page',
    'paths',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p97.5 ms',
    'API wait ms',
    'render ms',
    'copies served',
    'non-2xx',
  ];
  printTable(loadHead, loadRows);
  console.log(
    `\n${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s per row after a warm-up; the site's processes: ${siteProcesses()}; ` +
      'API wait and render are the means of the Server-Timing header (render: loaders and rendering, up to the first byte of a streamed page); ' +
      '"rendered" rows send Cache-Control: no-cache as a reload does, "from copies" rows are sent as a browser sends a first visit, after a pass over every path, and "copies served" is the share answered from the site\'s fresh copies (decision 0047).',
  );
}
process.exit(0);

interface LoadInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  then: Promise<{ requests: { average: number }; non2xx: number; errors: number; timeouts: number }>['then'];
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
  }[];
}) => LoadInstance;

function siteProcessCount(): number {
  return Number(process.env.WEB_CONCURRENCY) || Math.min(availableParallelism(), 4);
}

function siteProcesses(): string {
  return `${siteProcessCount()} per brand (scripts/cluster.mjs)`;
}

/** The p-th percentile of sorted numbers. */
function percentile(sorted: number[], p: number) {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/**
 * One row of load figures: `paths` in turn on `LOAD_CONNECTIONS` connections for `LOAD_SECONDS`.
 * `rendered`: every request asks for a page no older than now (`Cache-Control: no-cache`, as a reload
 * does), so each one is rendered with its API calls. `from copies`: requests as a visitor's browser
 * sends them, after a pass over every path in each site process, so the site's fresh copies of the
 * public pages answer (decision 0047).
 */
async function loadRow(origin: string, paths: string[], mode: 'rendered' | 'from copies') {
  // The load tool is the API's (its bench uses it); the shell does not depend on it.
  const autocannon = createRequire(join(apps, 'api', 'package.json'))('autocannon') as Autocannon;
  const timings = { api: 0, render: 0, n: 0, hits: 0 };
  const onResponse = (_s: number, _b: string, _c: unknown, headers: Record<string, string>) => {
    if (/\bhit\b/.test(headers['cache-status'] ?? '')) timings.hits += 1;
    const header = headers['server-timing'] ?? '';
    const api = /api;dur=([\d.]+)/.exec(header)?.[1];
    const render = /render;dur=([\d.]+)/.exec(header)?.[1];
    if (api === undefined || render === undefined) return;
    timings.api += Number(api);
    timings.render += Number(render);
    timings.n += 1;
  };
  const headers: Record<string, string> = mode === 'rendered' ? { 'cache-control': 'no-cache' } : {};
  const requests = paths.map((path) => ({ method: 'GET', path, headers, onResponse }));
  if (mode === 'rendered') {
    await autocannon({ url: origin, connections: 2, duration: 2, requests });
  } else {
    // One connection per site process (the cluster hands new connections out in turn), each going
    // through every path once.
    const processes = siteProcessCount();
    await autocannon({ url: origin, connections: processes, amount: paths.length * processes, requests });
  }
  timings.api = timings.render = timings.n = timings.hits = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: origin,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    requests,
  });
  instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const mean = (x: number) => (timings.n > 0 ? (x / timings.n).toFixed(1) : 'n/a');
  return [
    String(paths.length),
    String(Math.round(result.requests.average)),
    percentile(latencies, 50).toFixed(0),
    percentile(latencies, 95).toFixed(0),
    percentile(latencies, 97.5).toFixed(0),
    mean(timings.api),
    mean(timings.render),
    latencies.length > 0 ? `${Math.round((100 * timings.hits) / latencies.length)}%` : 'n/a',
    String(result.non2xx + result.errors + result.timeouts),
  ];
}

/**
 * Each brand's category listings (every category, first and second page) and the job pages those
 * listings link to, so the figures are of many pages, not of one copy the processes keep warm.
 */
async function loadFigures(): Promise<string[][]> {
  const out: string[][] = [];
  for (const b of BRANDS) {
    if (only && !only.split('/').every((part) => part === b.name || part === 'load')) continue;
    const origin = `http://localhost:${b.port}`;
    const listings = VERTICALS[b.vertical].categories.flatMap((c) => [
      `/c/${c.slug}-jobs`,
      `/c/${c.slug}-jobs?page=2`,
    ]);
    const jobs = new Set<string>();
    for (const path of listings) {
      const html = await (await get(origin + path)).text();
      for (const m of html.matchAll(/href="(\/j\/[^"]+\.html)"/g)) if (m[1]) jobs.add(m[1]);
    }
    // The API's own rate for the calls those pages make, and the site's floor (a file it serves
    // without the API), beside the pages: the ratios are read within one run (issue 42).
    const api = `http://localhost:${API_PORT}`;
    const base = VERTICALS[b.vertical].basePath;
    const ids = [...jobs].flatMap((path) => /-(\d+)\.html$/.exec(path)?.[1] ?? []);
    const rows: [string, string, string[], ('rendered' | 'from copies')[]][] = [
      [origin, 'robots.txt (the floor)', ['/robots.txt'], ['from copies']],
      [api, 'API job/detail', ids.map((id) => `${base}/job/detail?jobcode=${id}`), ['rendered']],
      [api, `API job/search "${b.word}"`, [`${base}/job/search?keyword=${b.word}`], ['rendered']],
      [origin, 'category listing', listings, ['rendered', 'from copies']],
      [origin, 'job page', [...jobs], ['rendered', 'from copies']],
      [origin, `search page ${b.search}`, [b.search], ['rendered', 'from copies']],
    ];
    for (const [at, label, paths, modes] of rows) {
      for (const mode of modes) {
        const row = [b.name, `${label}, ${mode}`, ...(await loadRow(at, paths, mode))];
        console.log(row.join('  '));
        out.push(row);
      }
    }
  }
  return out;
}
