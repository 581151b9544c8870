/**
 * What the browser benches (`web.ts`, `inp.ts`) start: a seeded API on the embedded database and a
 * server per brand app, each brand served from a copy of its build taken at start, so a rebuild while a
 * run goes on (another run, a browser suite) cannot change the pages under measurement. Everything is
 * stopped and its temporary folders removed when the bench exits.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { VOCABULARY } from '@jobsite/domain/vocabulary';

const here = dirname(fileURLToPath(import.meta.url));
export const APPS = join(here, '..', '..', '..', 'apps');
const CLUSTER = join(here, '..', '..', '..', 'scripts', 'cluster.mjs');

export interface BrandApp {
  /** The app's folder under apps/. */
  name: string;
  vertical: Vertical;
  port: number;
  /** The vertical's first category listing. */
  category: string;
  /** The last word of that category's first seeded title ("engineer"). */
  word: string;
}

/** Every brand app (a folder of apps/ with an app/brand.ts), on ports from `firstPort` on. */
export function brandApps(firstPort: number): BrandApp[] {
  return readdirSync(APPS)
    .filter((dir) => existsSync(join(APPS, dir, 'app', 'brand.ts')))
    .sort()
    .map((name, i) => {
      const brandText = readFileSync(join(APPS, name, 'app', 'brand.ts'), 'utf8');
      const vertical = /vertical: '([a-z-]+)'/.exec(brandText)?.[1] as Vertical;
      const slug = VERTICALS[vertical].categories[0]?.slug ?? '';
      const titles =
        (VOCABULARY[vertical].categories as Record<string, { titles: string }>)[slug]?.titles ?? '';
      const word = (titles.split('|')[0] ?? '').split(' ').at(-1)?.toLowerCase() ?? 'manager';
      return { name, vertical, port: firstPort + i, category: `/c/${slug}-jobs`, word };
    });
}

export async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up in ${ms} ms`);
}

/** Builds each brand app into its `build` folder. */
export function buildBrands(brands: readonly BrandApp[]) {
  for (const b of brands) {
    console.log(`building ${b.name}...`);
    execFileSync('pnpm', ['exec', 'react-router', 'build'], { cwd: join(APPS, b.name), stdio: 'ignore' });
  }
}

export interface StackOptions {
  apiPort: number;
  brands: readonly BrandApp[];
  /** Serve `<buildsDir>/<brand>/build` instead of this checkout's builds. */
  buildsDir?: string | undefined;
  /** Run each brand site under scripts/cluster.mjs, as `npm start` does (else one process). */
  cluster?: boolean;
  /** More environment of the brand sites. */
  siteEnv?: Record<string, string>;
}

/** Starts the API and the brand sites and resolves when every one answers. */
export async function startStack(options: StackOptions) {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'jobsite-bench-'));
  const snapshots = mkdtempSync(join(tmpdir(), 'jobsite-bench-builds-'));
  process.on('exit', () => {
    for (const c of children) c.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshots, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));
  const start = (args: string[], cwd: string, env: Record<string, string>) => {
    const child = spawn('node', args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
  };
  const apiOrigin = `http://localhost:${options.apiPort}`;
  start(['src/main.ts'], join(APPS, 'api'), {
    PORT: String(options.apiPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // The default seed (as `npm start`), unless the environment asks for another size.
    ...(process.env.SEED_JOBS_PER_VERTICAL
      ? { SEED_JOBS_PER_VERTICAL: process.env.SEED_JOBS_PER_VERTICAL }
      : {}),
    LOG_LEVEL: 'warn',
  });
  await waitFor(`${apiOrigin}/healthz`, 300_000);
  for (const b of options.brands) {
    const appDir = join(APPS, b.name);
    const copy = join(snapshots, b.name);
    cpSync(join(options.buildsDir ?? APPS, b.name, 'build'), join(copy, 'build'), { recursive: true });
    cpSync(join(appDir, 'package.json'), join(copy, 'package.json'));
    symlinkSync(join(appDir, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const serve = [
      join(appDir, 'node_modules', '@react-router', 'serve', 'bin.cjs'),
      './build/server/index.js',
    ];
    start(options.cluster ? [CLUSTER, '--name', b.name, '--', ...serve] : serve, copy, {
      PORT: String(b.port),
      API_ORIGIN: apiOrigin,
      NODE_ENV: 'production',
      ...options.siteEnv,
    });
    await waitFor(`http://localhost:${b.port}/robots.txt`, 60_000);
  }
  return { apiOrigin };
}
