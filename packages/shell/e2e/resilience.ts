/**
 * What the built site answers when its API is paused or stopped (issue 14, decision 0022): within the
 * page's API budget, a public page it served before comes from its last copy, and a page it cannot put
 * together is a 503 with Retry-After that says what happened and carries no hydration script. Plain
 * HTTP, no browser: these are the answers a person's browser and a crawler get.
 */
import { expect, test } from '@playwright/test';
import { startStack } from './stack.ts';

export interface ResilienceBrand {
  name: string;
  /** A category listing with jobs, e.g. `/c/consulting-jobs`. */
  categoryPath: string;
  /** Ports for the suite's own API and app. */
  ports: { api: number; app: number };
}

const jobLinks = (html: string): string[] => [
  ...new Set([...html.matchAll(/href="(\/j\/[^"]+\.html)"/g)].map((m) => m[1] ?? '')),
];

export function defineResilienceSuite(brand: ResilienceBrand) {
  test.describe(`${brand.name}: when the API is slow or down`, () => {
    test.describe.configure({ mode: 'serial' });
    let stack: Awaited<ReturnType<typeof startStack>> | undefined;
    const site = `http://localhost:${brand.ports.app}`;
    let listed: string[] = [];
    let jobs: string[] = [];

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      stack = await startStack(brand.ports);
      const listing = await fetch(site + brand.categoryPath);
      expect(listing.status).toBe(200);
      listed = jobLinks(await listing.text());
      // Job pages nobody has opened yet, so the site has no copy of them.
      const home = await fetch(`${site}/`);
      jobs = jobLinks(await home.text());
      expect(jobs.length).toBeGreaterThan(1);
    });
    test.afterAll(() => stack?.stop());

    test('with the API paused, a page served before comes from its copy; another is a 503 that says why', async () => {
      // Well under the browser's 30 s: a page that waited for the paused API would fail here.
      test.setTimeout(20_000);
      stack?.api.kill('SIGSTOP');
      try {
        const listing = await fetch(site + brand.categoryPath);
        expect(listing.status).toBe(200);
        expect(listing.headers.get('x-served-stale')).toBe('api-unavailable');
        expect(listing.headers.get('cache-control')).toBe('no-store');
        expect(jobLinks(await listing.text())).toEqual(listed);

        const job = await fetch(site + (jobs[0] ?? ''));
        expect(job.status).toBe(503);
        expect(job.headers.get('retry-after')).toBe('30');
        expect(job.headers.get('cache-control')).toBe('no-store');
        const html = await job.text();
        expect(html).toContain('<h1>Jobs are not available right now</h1>');
        expect(html).toContain('noindex');
        // Served as rendered: no script starts hydration of an error the browser would render again.
        expect(html).not.toContain('let started');
      } finally {
        stack?.api.kill('SIGCONT');
      }
      expect((await fetch(site + (jobs[0] ?? ''))).status).toBe(200);
    });

    test('with the API stopped, a page it cannot put together is a 503 at once', async () => {
      test.setTimeout(20_000);
      stack?.api.kill('SIGKILL');
      await new Promise((resolve) => stack?.api.once('exit', resolve));
      const job = await fetch(site + (jobs[1] ?? ''));
      expect(job.status).toBe(503);
      expect(job.headers.get('retry-after')).toBe('30');
      expect(await job.text()).toContain('Our jobs service is not answering');
    });
  });
}
