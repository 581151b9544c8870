/**
 * The Vite configuration of every brand app: the brand module the shell's root reads, vanilla-extract,
 * React Router, the workspace packages bundled into the server build, one stylesheet per site
 * (decision 0013) and two script chunks every page shares (decision 0045). An app's `vite.config.ts` is
 * `export default brandViteConfig()`.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin, runnerImport, type UserConfig } from 'vite';
import { type AppIconFiles, appIconFiles } from './app-icons.ts';
import type { Brand } from './brand.ts';
import { SLOTS_LAYOUT } from './route-table.ts';

const BRAND_MODULE = 'virtual:jobsite/brand';
const RESOLVED = `\0${BRAND_MODULE}`;

/** `virtual:jobsite/brand`: the app's `app/brand.ts` (`brand`) and `app/theme.css.ts` (`theme`). */
export function brandModule(): Plugin {
  let root = process.cwd();
  return {
    name: 'jobsite-brand',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === BRAND_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const file = (name: string) => JSON.stringify(join(root, 'app', name));
      return `export { brand } from ${file('brand.ts')};\nexport { theme } from ${file('theme.css.ts')};\n`;
    },
  };
}

/** Where the browser, a phone and a crawler look for them, and what each file is. */
const ICON_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The brand's icons and web app manifest (`app-icons.ts`), drawn from the app's `app/brand.ts` when
 * the app is built and written at the root of the client build, where the site serves its static
 * files; the development server answers the same paths.
 */
export function appIcons(): Plugin {
  let root = process.cwd();
  let files: Promise<AppIconFiles> | undefined;
  const load = () => {
    files ??= runnerImport<{ brand: Brand }>(join(root, 'app', 'brand.ts'), {
      configFile: false,
      root,
      logLevel: 'error',
    }).then(({ module }) => appIconFiles(module.brand));
    return files;
  };
  return {
    name: 'jobsite-app-icons',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of Object.entries(await load())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]?.slice(1) ?? '';
        const type = ICON_TYPES[path.slice(path.lastIndexOf('.'))];
        if (!type) return next();
        load()
          .then((all) => {
            const body = all[path];
            if (body === undefined) return next();
            res.setHeader('Content-Type', type);
            res.end(body);
          })
          .catch(next);
      });
    },
  };
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The client's shared chunks (decision 0045): the framework (React, React DOM, the router) in one
 * chunk, and in one more everything the root route and the layout around every page import statically
 * (the header, footer, toasts' frame, the UI kit's parts they use). Left to itself the bundler cuts that
 * code into some forty small chunks, one per set of routes sharing it, and each file then compresses
 * on its own: about 7 KB gzipped more for the same code on every page. Route modules and lazy parts
 * (signed-in shortcuts, toasts, chat sticky) keep their own chunks.
 */
export function sharedChunks(): Plugin {
  let root = process.cwd();
  const everyPage = new Set<string>();
  return {
    name: 'jobsite-shared-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    configEnvironment(name) {
      if (name !== 'client') return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 2 },
                  { name: 'shell', test: (id: string) => everyPage.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      // What the root route and the layout reach by static imports, less what anything else reaches
      // (routes, lazy parts): the import lists name whole barrels, so the walk over-counts both sides,
      // and code another route or a lazy part may use stays out of the every-page chunk.
      const closure = (starts: string[], into: Set<string>) => {
        const todo = [...starts];
        while (todo.length > 0) {
          const id = todo.pop() as string;
          if (into.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          into.add(id);
          todo.push(...info.importedIds);
        }
        return into;
      };
      // The layout route around every page (`routes.ts`): every page loads what it imports too.
      const layout = createRequire(join(root, 'package.json')).resolve(SLOTS_LAYOUT);
      const frame = [join(root, 'app', 'root.tsx'), layout];
      const others: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        others.push(...info.dynamicallyImportedIds);
        const file = id.replace(/\?.*$/, '');
        if (info.isEntry && !frame.includes(file)) others.push(id);
      }
      const elsewhere = closure(others, new Set());
      for (const id of closure(frame, new Set())) if (!elsewhere.has(id)) everyPage.add(id);
    },
  };
}

export function brandViteConfig(extra: UserConfig = {}) {
  return defineConfig({
    ...extra,
    plugins: [
      brandModule(),
      sharedChunks(),
      appIcons(),
      vanillaExtractPlugin(),
      reactRouter(),
      ...(extra.plugins ?? []),
    ],
    // The workspace packages export TypeScript source: bundle them into the server build.
    ssr: { noExternal: [/^@jobsite\//] },
    // One stylesheet for the whole site (decision 0013).
    build: { cssCodeSplit: false },
    server: { port: Number(process.env.PORT ?? 3000) },
  });
}
