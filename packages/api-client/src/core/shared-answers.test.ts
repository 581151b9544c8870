/**
 * The answers that are the same for everyone, shared by the clients of one server process, against the
 * real API (src/testing/global-setup.ts): what is sent, and what is not.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, createSharedAnswers } from '../index.ts';
import { apiOrigin, recordingFetch, TEST_VERTICAL as vertical } from '../testing/real-api.ts';

/** A page's own client, as a site makes one per request, sharing the process's store. */
const pageClient = (shared: ReturnType<typeof createSharedAnswers>, recorder = recordingFetch()) => ({
  api: createApiClient({ vertical, apiOrigin: apiOrigin(), fetch: recorder.fetch, sharedAnswers: shared }),
  recorder,
});

describe('shared answers', () => {
  it('sends a shared call once for many pages at once and within its time, then again', async () => {
    let now = 1_000;
    const shared = createSharedAnswers({ now: () => now });
    const pages = [pageClient(shared), pageClient(shared), pageClient(shared)];
    const answers = await Promise.all(pages.map((p) => p.api.job.mainTags()));
    expect(answers[0]?.length).toBeGreaterThan(0);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
    const sent = () => pages.reduce((n, p) => n + p.recorder.to('mtags').length, 0);
    expect(sent()).toBe(1);

    now += 59_000;
    const later = pageClient(shared);
    expect(await later.api.job.mainTags()).toBe(answers[0]);
    expect(later.recorder.to('mtags')).toHaveLength(0);

    now += 2_000;
    const fresh = await later.api.job.mainTags();
    expect(later.recorder.to('mtags')).toHaveLength(1);
    expect(fresh).toEqual(answers[0]);
  });

  it("keeps each query's answer apart, never shares calls that are about a person, and keeps a 404 but no other failure", async () => {
    const shared = createSharedAnswers();
    const a = pageClient(shared);
    const b = pageClient(shared);
    const home = await a.api.static.seoMetadata({ path: '/' }).catch((e: unknown) => e);
    const other = await b.api.static.seoMetadata({ path: '/about-us' }).catch((e: unknown) => e);
    expect(a.recorder.to('seo-metadata.json')).toHaveLength(1);
    expect(b.recorder.to('seo-metadata.json')).toHaveLength(1);
    expect(other).not.toBe(home);

    // The feed is not shared: each page asks.
    await a.api.job.jobfeed({ page: 0 });
    await b.api.job.jobfeed({ page: 0 });
    expect(a.recorder.to('jobfeed').length + b.recorder.to('jobfeed').length).toBe(2);

    // A path without SEO text is a 404 for everyone: kept as one, and every page is told so.
    const missing = '/no-such-page-anywhere';
    const refusals = await Promise.all(
      [a, b].map((p) => p.api.static.seoMetadata({ path: missing }).catch((e: unknown) => e)),
    );
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 404 });
    const asked = [a, b]
      .flatMap((p) => p.recorder.to('seo-metadata.json'))
      .filter((r) => r.url.searchParams.get('path') === missing);
    expect(asked).toHaveLength(1);

    // Other failures are not kept: with the API out of reach, each page tries again.
    const down = createSharedAnswers();
    const offline = () =>
      createApiClient({ vertical, apiOrigin: 'http://127.0.0.1:9', sharedAnswers: down, timeoutMs: 2000 });
    for (let i = 0; i < 2; i += 1) await expect(offline().job.mainTags()).rejects.toBeDefined();
    expect(down.size).toBe(0);
  });

  it("does not pass one client's failure on to the others waiting for the same answer", async () => {
    const shared = createSharedAnswers();
    // The first page's request fails (its own reasons: here, an API out of reach); the second, which
    // waited for it, asks for itself and gets the answer.
    const failing = createApiClient({ vertical, apiOrigin: 'http://127.0.0.1:9', sharedAnswers: shared });
    const waiting = pageClient(shared);
    const [first, second] = await Promise.allSettled([failing.job.mainTags(), waiting.api.job.mainTags()]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('fulfilled');
    expect(second.status === 'fulfilled' ? second.value.length : 0).toBeGreaterThan(0);
    expect(waiting.recorder.to('mtags')).toHaveLength(1);
  });

  it('keeps at most its number of answers, the oldest going first', async () => {
    const shared = createSharedAnswers({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await shared.get(key, 60_000, async () => key);
    expect(shared.size).toBe(2);
    let loads = 0;
    await shared.get('a', 60_000, async () => {
      loads += 1;
      return 'a';
    });
    expect(loads).toBe(1);
  });
});
