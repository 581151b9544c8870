// Makes a self-contained bundle of one app (a brand site or the API) that a server runs with one
// command, `npm start` (NODE_ENV=production), and nothing else from this repository (docs/decisions 0023).
//
//   node scripts/bundle.mjs <app> <dir> [--no-build]     (pnpm release:bundle <app> <dir>)
//
// <app> is a folder of apps/ (management, technology, api); <dir> must not exist or be empty.
//
// 1. A brand app is built first (turbo; served from its cache when nothing changed; --no-build skips
//    it). Its server build already holds the workspace packages (Vite's ssr.noExternal).
// 2. The files git tracks (commit first: nothing untracked or ignored comes along, so no .data and
//    no secrets) and the app's build are copied to a scratch folder, and `pnpm deploy --prod` copies the app and
//    installs its production dependencies into <dir> from the store and the lockfile (offline).
// 3. The bundle keeps what runs: a brand keeps its build and its npm dependencies (the workspace
//    packages are in the build); the API, which runs its TypeScript source, keeps its source and the
//    source of the workspace packages it imports, beside it in packages/ (Node strips types only
//    outside node_modules), linked as a small workspace. Tests, stories and tool configuration go.
//    The dependencies are installed again from the deploy's lockfile without TypeScript, which is only
//    an optional peer of some libraries.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Files a bundle never needs (tests, stories, tool configuration, benchmarks). */
const DEV_ONLY =
  /(^|\/)(e2e|tests?|bench|test-results|\.react-router|stories)(\/|$)|\.(test|spec|stories)\.[cm]?[jt]sx?$|(^|\/)(vitest|playwright|vite|tsconfig|react-router)\.config\.[cm]?[jt]s$|(^|\/)tsconfig\.json$|(^|\/)test-server\.ts$/;

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** The files `git ls-files` lists with `args` (`--cached`, `--others`, paths) that the working tree holds. */
export const gitFiles = (...args) =>
  execFileSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));

/** Copies `files` (paths in the repository) into the folder `to`, each at the same path. */
export function copyFiles(files, to) {
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(root, file), join(to, file));
  }
}

/** Bytes of a folder's files, symbolic links not followed. */
export function sizeOf(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.isSymbolicLink() ? 0 : stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

/** Removes the files under `dir` (relative paths) that `drop` matches; keeps node_modules. */
function prune(dir, drop, base = dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (drop(relative(base, path))) rmSync(path, { recursive: true, force: true });
    else if (lstatSync(path).isDirectory()) prune(path, drop, base);
  }
}

/** The workspace packages `manifest` depends on: name -> folder (relative to the repository). */
function workspaceDeps(manifest, folders) {
  return Object.entries(manifest.dependencies ?? {})
    .filter(([, spec]) => String(spec).startsWith('workspace:'))
    .map(([name]) => [name, folders.get(name)]);
}

/**
 * Makes the bundle of `app` in `out`. Answers what it made: the folder, its size in bytes and the
 * command that starts it.
 */
export function bundle(app, out, { build = true, log = console.log } = {}) {
  const appDir = join(root, 'apps', app);
  if (!existsSync(join(appDir, 'package.json'))) throw new Error(`no app apps/${app}`);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} exists and is not empty`);
  const manifest = readJson(join(appDir, 'package.json'));
  const bundled = Boolean(manifest.scripts?.build);
  if (!manifest.scripts?.['start:prod']) throw new Error(`apps/${app} has no start:prod script`);

  if (bundled && build) {
    log(`bundle: building ${manifest.name}`);
    execFileSync(
      'pnpm',
      ['turbo', 'run', 'build', `--filter=${manifest.name}`, '--output-logs=errors-only'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      },
    );
  }
  if (bundled && !existsSync(join(appDir, 'build', 'server', 'index.js'))) {
    throw new Error(`apps/${app}/build is missing: build it first (or leave out --no-build)`);
  }

  // 2. The files git tracks, and the build, in a scratch folder; deploy from there.
  const scratch = mkdtempSync(join(tmpdir(), 'jobsite-bundle-'));
  try {
    const files = gitFiles('--cached');
    // A brand's build holds what the working tree had; the API runs the copied source, so say what it lacks.
    const untracked = bundled ? [] : gitFiles('--others', '--exclude-standard', `apps/${app}`, 'packages');
    if (untracked.length > 0) {
      log(
        `bundle: leaving out ${untracked.length} files git does not track (${untracked.slice(0, 3).join(', ')}${untracked.length > 3 ? ', ...' : ''})`,
      );
    }
    copyFiles(files, scratch);
    if (bundled) cpSync(join(appDir, 'build'), join(scratch, 'apps', app, 'build'), { recursive: true });
    mkdirSync(dirname(resolve(out)), { recursive: true });
    log(`bundle: pnpm deploy ${manifest.name} --prod`);
    run(
      'pnpm',
      [
        'deploy',
        `--filter=${manifest.name}`,
        '--prod',
        '--offline',
        '--trust-lockfile',
        '--reporter=silent',
        resolve(out),
      ],
      scratch,
    );

    // Where each workspace package lives, by name.
    const folders = new Map(
      files
        .filter(
          (f) => f.endsWith('/package.json') && !f.includes('node_modules') && !f.startsWith('scripts/'),
        )
        .map((f) => [readJson(join(root, f)).name, dirname(f)]),
    );

    // 3. Keep what runs.
    const deployed = readJson(join(out, 'package.json'));
    const keep = bundled ? new Set(['build', 'package.json', 'pnpm-lock.yaml', 'node_modules']) : null;
    for (const name of readdirSync(out)) {
      if (keep && !keep.has(name)) rmSync(join(out, name), { recursive: true, force: true });
    }
    if (!bundled) prune(out, (path) => DEV_ONLY.test(path) || path === 'CHANGELOG.md');

    const dependencies = { ...deployed.dependencies };
    const vendored = [];
    for (const [name, folder] of workspaceDeps(manifest, folders)) {
      if (bundled) {
        delete dependencies[name];
        continue;
      }
      // The API: the package's source beside the app, linked as a workspace package. Its own workspace
      // dependencies come along the same way.
      const queue = [[name, folder]];
      while (queue.length > 0) {
        const [pkg, from] = queue.shift();
        if (vendored.some((v) => v.name === pkg)) continue;
        const to = join(out, 'packages', from.split('/').at(-1));
        for (const file of files.filter((f) => f.startsWith(`${from}/`))) {
          const path = relative(from, file);
          if (DEV_ONLY.test(path) || /\.md$/.test(path)) continue;
          mkdirSync(dirname(join(to, path)), { recursive: true });
          cpSync(join(root, file), join(to, path));
        }
        const pkgManifest = readJson(join(to, 'package.json'));
        delete pkgManifest.devDependencies;
        delete pkgManifest.scripts;
        writeJson(join(to, 'package.json'), pkgManifest);
        vendored.push({ name: pkg, path: relative(out, to) });
        queue.push(...workspaceDeps(pkgManifest, folders));
      }
      dependencies[name] = 'workspace:*';
    }
    // A brand's server build must hold the workspace packages, not import them.
    if (bundled) {
      const server = join(out, 'build', 'server');
      const importing = readdirSync(server, { recursive: true })
        .filter((f) => /\.[cm]?js$/.test(f))
        .filter((f) => /(from |import\()["']@jobsite\//.test(readFileSync(join(server, f), 'utf8')));
      if (importing.length > 0) {
        throw new Error(`the server build imports workspace packages (${importing.join(', ')})`);
      }
    }
    writeJson(join(out, 'package.json'), {
      name: manifest.name,
      version: manifest.version,
      private: true,
      description: manifest.description,
      type: manifest.type,
      ...(manifest.imports ? { imports: manifest.imports } : {}),
      engines: { node: '>=24.0.0' },
      scripts: {
        start: manifest.scripts['start:prod'],
        ...Object.fromEntries(Object.entries(manifest.scripts).filter(([k]) => /^(db:|recruiter$)/.test(k))),
      },
      dependencies,
    });
    const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
    const allowBuilds = /^allowBuilds:\n((?: {2}.*\n)+)/m.exec(workspace)?.[0] ?? '';
    writeFileSync(
      join(out, 'pnpm-workspace.yaml'),
      [
        '# The bundle is its own small workspace: the app and the workspace packages it runs from source.',
        'packages:',
        '  - .',
        ...(vendored.length > 0 ? ['  - packages/*'] : []),
        '# TypeScript is only an optional peer of some libraries; nothing in the bundle compiles.',
        'autoInstallPeers: false',
        'overrides:',
        '  typescript: "-"',
        allowBuilds.trimEnd(),
        '',
      ].join('\n'),
    );
    rmSync(join(out, 'node_modules'), { recursive: true, force: true });
    log('bundle: installing the production dependencies again from the lockfile (offline)');
    run(
      'pnpm',
      ['install', '--prod', '--offline', '--trust-lockfile', '--no-frozen-lockfile', '--reporter=silent'],
      out,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { dir: resolve(out), bytes: sizeOf(out), start: 'npm start' };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const [app, out] = args.filter((a) => !a.startsWith('--'));
  if (!app || !out) {
    console.error('Usage: node scripts/bundle.mjs <app> <dir> [--no-build]   (app: a folder of apps/)');
    process.exit(2);
  }
  try {
    const made = bundle(app, resolve(out), {
      build: !args.includes('--no-build'),
    });
    console.log(
      `bundle: ${made.dir} (${(made.bytes / 1024 / 1024).toFixed(1)} MB); start it there with \`${made.start}\` and the production environment (README, "Releasing")`,
    );
  } catch (err) {
    console.error(`bundle: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
