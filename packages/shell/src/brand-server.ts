/**
 * A brand app's own server inside a test, without building it: Vite (in middleware mode, on no port)
 * loads the app's server build the way `react-router dev` does, from its `vite.config.ts` and
 * `react-router.config.ts`, and React Router's request handler answers the requests the test makes.
 * Everything between the request and the route's action is the product's: the root middleware, the
 * route table the app composes, the route modules, the framework's handling of documents, data
 * requests and resource routes. The site reads its environment (`API_ORIGIN`, `SITE_URL`, ...) from
 * `process.env` at each request, as in production.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { VERTICAL_IDS, type Vertical } from '@jobsite/domain';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer, isRunnableDevEnvironment } from 'vite';

const APPS = resolve(import.meta.dirname, '../../../apps');

/** The verticals that have a brand app (`apps/<vertical>`). */
export const BRAND_APPS: readonly Vertical[] = VERTICAL_IDS.filter((id) =>
  existsSync(join(APPS, id, 'react-router.config.ts')),
);

export interface BrandServer {
  /** The app's server build: its routes (with their modules), entry and settings. */
  build: ServerBuild;
  /** Answers one request as the running site would. */
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** Loads a brand app's server (a few seconds: every route module is compiled once). */
export async function startBrandServer(vertical: Vertical): Promise<BrandServer> {
  const root = join(APPS, vertical);
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    clearScreen: false,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const ssr = vite.environments.ssr;
    if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error(`${vertical}: no server environment to run`);
    const build = (await ssr.runner.import('virtual:react-router/server-build')) as ServerBuild;
    const handle = createRequestHandler(build, 'production');
    return { build, fetch: (request) => handle(request), close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
