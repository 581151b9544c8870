/**
 * Service bases follow the vertical's API base path: by default the vertical's own, or the one the API
 * was configured with (`BASE_PATH_<VERTICAL>`). The second half starts an API with other base paths and
 * reaches it through clients given the same ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, defaultApiBasePath, serviceBases } from '../index.ts';
import { type RunningApi, startApi } from '../testing/api-process.ts';
import { PASSWORD, TEST_VERTICAL, TEST_VERTICALS, uniqueEmail } from '../testing/real-api.ts';

const origin = 'http://api.test';

describe('serviceBases', () => {
  it("puts every service at its path below the vertical's default base path", () => {
    const bases = serviceBases(TEST_VERTICAL, { apiOrigin: `${origin}/` });
    const root = `${origin}${defaultApiBasePath(TEST_VERTICAL)}/`;
    expect(bases).toMatchObject({ job: root, auth: root, userV2: `${root}v2/`, extUser: `${root}ext/user/` });
    expect(bases.site).toBe('/');
  });

  it('puts them below another base path when given one, and keeps overrides', () => {
    const bases = serviceBases(TEST_VERTICAL, {
      apiOrigin: origin,
      apiBasePath: '/jobs-api/',
      overrides: { auth: 'https://auth.test/base' },
    });
    expect(bases).toMatchObject({
      job: `${origin}/jobs-api/`,
      coursesV2: `${origin}/jobs-api/v2/`,
      extUser: `${origin}/jobs-api/ext/user/`,
      auth: 'https://auth.test/base/',
    });
    expect(serviceBases(TEST_VERTICAL, { apiOrigin: origin, apiBasePath: 'jobs-api' }).job).toBe(
      `${origin}/jobs-api/`,
    );
  });
});

describe('an API started with other base paths', () => {
  /** A base path unlike any default: `/jobs-0`, `/jobs-1`... */
  const basePathOf = (index: number) => `/jobs-${index}`;
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({
      SEED_JOBS_PER_VERTICAL: '30',
      ...Object.fromEntries(
        TEST_VERTICALS.map((vertical, index) => [`BASE_PATH_${vertical.toUpperCase()}`, basePathOf(index)]),
      ),
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it.each(TEST_VERTICALS.map((vertical, index) => [vertical, index] as const))(
    'serves %s to a client given its base path, and not at the default one',
    async (vertical, index) => {
      const client = createApiClient({
        vertical,
        apiOrigin: api.origin,
        apiBasePath: basePathOf(index),
        pageUrl: 'http://site.test/jobfeed',
        validateResponses: true,
      });
      expect(client.bases.job).toBe(`${api.origin}${basePathOf(index)}/`);
      expect((await client.job.jobfeed({ page: 0 })).jobs.length).toBeGreaterThan(0);
      const answer = await client.auth.register({
        name: 'Asha Rao',
        email: uniqueEmail('bases'),
        password: PASSWORD,
      });
      expect(answer.seekerId).toEqual(expect.any(Number));
      // The bearer of the registration, on a bearer call below the same base.
      expect((await client.auth.getauth()).userId).toBe(answer.seekerId);

      const atDefault = createApiClient({ vertical, apiOrigin: api.origin, pageUrl: 'http://site.test/' });
      await expect(atDefault.job.jobfeed({ page: 0 })).rejects.toMatchObject({ kind: 'http', code: 404 });
    },
  );
});
