/**
 * Vitest's global setup for the route tests of a package (`vitest.ts`): one real API for the whole run,
 * instead of one per test file (docs/decisions/0073-one-api-per-package-test-run.md).
 *
 * The API starts when a test file first asks for it, not before: a run of files that never call the
 * API (a package of pure components, a single unit test) starts none. Vitest's `provide` hands the
 * test files the address of a small server in this process; `setupTestApi()` asks it once per file
 * and gets the shared API's origin and admin key, starting it on the first ask (every ask waits for
 * the same start). The run's end stops the API and removes its data folder.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { SHARED_TEST_API, startTestApi, type TestApi, type TestApiAddress } from './test-api.ts';

/**
 * The shared API's environment over the test defaults. Every seeker of every file of the run signs up
 * from one address (127.0.0.1), so the per-address sign-up limit (20 an hour by default) would refuse
 * the run's 21st: the shared API allows the most. A test of that limit starts its own API.
 */
const SHARED_API_ENV = { SIGNUPS_PER_HOUR: '100000' };

export default async function setup(project: TestProject) {
  let api: Promise<TestApi> | undefined;
  const server = createServer((_request, response) => {
    api ??= startTestApi({ env: SHARED_API_ENV });
    api.then(
      ({ origin, adminKey, dataDir }) => {
        const address: TestApiAddress = { origin, adminKey, dataDir };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(address));
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  project.provide(SHARED_TEST_API, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    const running = await api?.catch(() => undefined);
    await running?.stop();
  };
}
