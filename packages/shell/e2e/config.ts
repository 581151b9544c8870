import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Vertical } from '@jobsite/domain';
import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { OIDC_TEST_CLIENT_ID, OIDC_TEST_CLIENT_SECRET } from '@jobsite/test-fixtures/oidc-provider';
import { defineConfig } from '@playwright/test';

/**
 * The Playwright configuration every brand app uses: its own API (a temporary data folder seeded with
 * 300 jobs per vertical) and its built app, on ports away from the development ones.
 */
const ADMIN_KEY = 'e2e-admin-key-for-the-recruiter-api';
/** The secret the built app signs its visitors' addresses with, and the API checks them by (decision 0068). */
const VISITOR_ADDRESS_SECRET = 'e2e-secret-the-site-signs-visitor-addresses-with';

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
  // The local OpenID provider the social networks sign in at, beside this run's API (decision 0034).
  const oidc = api + 1000;
  const issuer = `http://localhost:${oidc}`;
  process.env.JOBSITE_E2E_OIDC_ISSUER ??= issuer;
  // One data folder per run (workers inherit it through the environment): the API seeds it at start.
  process.env.JOBSITE_E2E_DATA ??= mkdtempSync(join(tmpdir(), `jobsite-e2e-${vertical}-`));
  // Suites that drive the API directly (the recruiter side, the outbox, a revoked session) read these.
  process.env.JOBSITE_E2E_API_ORIGIN ??= `http://localhost:${api}`;
  process.env.JOBSITE_E2E_ADMIN_KEY ??= ADMIN_KEY;
  return defineConfig({
    testDir: './tests/e2e',
    fullyParallel: false,
    // The brand's suites are shared out between the workers (`side-by-side.ts`, decision 0089). A worker
    // with its Chromium, the API and the site keeps about two cores busy, and the two brands run at
    // once: a worker a brand for every four cores (one on a 2-core machine), or `E2E_WORKERS`.
    workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 4))),
    retries: process.env.CI ? 1 : 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: process.env.CI ? 'line' : 'list',
    globalTeardown: fileURLToPath(new URL('./teardown.ts', import.meta.url)),
    use: {
      baseURL: `http://localhost:${app}`,
      browserName: 'chromium',
      // A trace records a screenshot of every frame: kept to a failed test's retry, where it is read.
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
          // Every sign-up of the run comes from one address (the browser's, which the app signs).
          SIGNUPS_PER_HOUR: '1000',
          VISITOR_ADDRESS_SECRET,
          ADMIN_KEY,
          // LinkedIn and Facebook sign in at the local OpenID provider; X has no client, so the API's
          // sandbox identity provider stands in for it (decision 0063).
          SOCIAL_SANDBOX: 'on',
          SOCIAL_LINKEDIN_CLIENT_ID: OIDC_TEST_CLIENT_ID,
          SOCIAL_LINKEDIN_CLIENT_SECRET: OIDC_TEST_CLIENT_SECRET,
          SOCIAL_LINKEDIN_ISSUER: issuer,
          SOCIAL_FACEBOOK_CLIENT_ID: OIDC_TEST_CLIENT_ID,
          SOCIAL_FACEBOOK_CLIENT_SECRET: OIDC_TEST_CLIENT_SECRET,
          SOCIAL_FACEBOOK_ISSUER: issuer,
        },
      },
      {
        name: 'oidc',
        command: 'node src/oidc-provider-cli.ts',
        cwd: '../../packages/test-fixtures',
        url: `${issuer}/.well-known/openid-configuration`,
        timeout: 60_000,
        reuseExistingServer: false,
        env: {
          OIDC_PORT: String(oidc),
          OIDC_REDIRECT_URIS: ['linkedin', 'facebook', 'twitter']
            .map((p) => `http://localhost:${app}/social-connection/${p}/callback`)
            .join(','),
        },
      },
      {
        name: 'app',
        command: `node ./node_modules/@react-router/serve/bin.cjs ./${process.env.E2E_BUILD_DIR ?? 'build'}/server/index.js`,
        url: `http://localhost:${app}/robots.txt`,
        timeout: 60_000,
        reuseExistingServer: false,
        env: {
          PORT: String(app),
          API_ORIGIN: `http://localhost:${api}`,
          NODE_ENV: 'production',
          VISITOR_ADDRESS_SECRET,
        },
      },
    ],
  });
}
