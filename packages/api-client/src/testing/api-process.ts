/**
 * The real API for the client's tests (`startApi` of @jobsite/test-fixtures/api: `node
 * apps/api/src/main.ts` on a free port, an embedded PGlite in a temporary folder), seeded with enough
 * jobs for paging. The test run starts one with the defaults (src/testing/global-setup.ts); a test that
 * needs another configuration (other base paths) starts its own.
 */
import { type RunningApi, startApi as startApiProcess } from '@jobsite/test-fixtures/api';

export type { RunningApi } from '@jobsite/test-fixtures/api';

/**
 * The secret the API signs access tokens with in tests (`AUTH_SECRET`), so a test can hold a token the
 * API finds expired without waiting for one to expire (`expiredCookies` in real-api.ts).
 */
export const TEST_AUTH_SECRET = 'test-secret-of-the-api-client-suite-for-access-tokens';

/** Starts the API with `env` over the test defaults; resolves once it is listening and healthy. */
export const startApi = (env: Record<string, string> = {}): Promise<RunningApi> =>
  startApiProcess({
    dataDirPrefix: 'api-client-test-',
    env: {
      SEED_JOBS_PER_VERTICAL: '300',
      AUTH_SECRET: TEST_AUTH_SECRET,
      // Test clients tell their address in X-Forwarded-For (recordingFetch), as behind a proxy.
      TRUST_PROXY: 'true',
      ...env,
    },
  });
