import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Vertical } from '@jobsite/domain';
import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { defineConfig } from '@playwright/test';

/**
 * The Playwright configuration every brand app uses: its own API (a temporary data folder seeded with
 * 300 jobs per vertical) and its built app, on ports away from the development ones.
 */
const ADMIN_KEY = 'e2e-admin-key-for-the-recruiter-api';

export function e2eConfig({
  vertical,
  apiPort,
  appPort,
}: {
  vertical: Vertical;
  apiPort: number;
  appPort: number;
}) {
  const api = Number(process.env.E2E_API_PORT ?? apiPort);
  const app = Number(process.env.E2E_APP_PORT ?? appPort);
  // One data folder per run (workers inherit it through the environment): the API seeds it at start.
  process.env.JOBSITE_E2E_DATA ??= mkdtempSync(join(tmpdir(), `jobsite-e2e-${vertical}-`));
  // Suites that drive the API directly (the recruiter side, the outbox, a revoked session) read these.
  process.env.JOBSITE_E2E_API_ORIGIN ??= `http://localhost:${api}`;
  process.env.JOBSITE_E2E_ADMIN_KEY ??= ADMIN_KEY;
  return defineConfig({
    testDir: './tests/e2e',
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: process.env.CI ? 'line' : 'list',
    globalTeardown: fileURLToPath(new URL('./teardown.ts', import.meta.url)),
    use: {
      baseURL: `http://localhost:${app}`,
      browserName: 'chromium',
      trace: 'retain-on-failure',
      launchOptions: {
        executablePath: chromiumPath(),
        args: [...CHROMIUM_ARGS],
      },
    },
    webServer: [
      {
        name: 'api',
        command: 'node src/main.ts',
        cwd: '../api',
        url: `http://localhost:${api}/healthz`,
        timeout: 240_000,
        reuseExistingServer: false,
        env: {
          PORT: String(api),
          DATA_DIR: process.env.JOBSITE_E2E_DATA,
          DATABASE_URL: '',
          SEED_JOBS_PER_VERTICAL: '300',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // The built app's pages call the API from the browser too.
          CORS_ORIGINS: `http://localhost:${app}`,
          // Links in messages and the payment gateway's return lead back to this built app.
          [`SITE_ORIGIN_${vertical.toUpperCase()}`]: `http://localhost:${app}`,
          // Every sign-up of the run reaches the API from the built app's one address.
          SIGNUPS_PER_HOUR: '1000',
          ADMIN_KEY,
        },
      },
      {
        name: 'app',
        command: `node ./node_modules/@react-router/serve/bin.cjs ./${process.env.E2E_BUILD_DIR ?? 'build'}/server/index.js`,
        url: `http://localhost:${app}/robots.txt`,
        timeout: 60_000,
        reuseExistingServer: false,
        env: { PORT: String(app), API_ORIGIN: `http://localhost:${api}`, NODE_ENV: 'production' },
      },
    ],
  });
}
