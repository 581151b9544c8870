/**
 * What the built site answers when its API is paused or stopped (issue 14, decision 0022): within the
 * page's API budget, a public page it served before comes from its last copy, and a page it cannot put
 * together is a 503 with Retry-After that says what happened and carries no hydration script; a form
 * that changes something waits for the API as long as the spec's request timeout. Plain
 * HTTP, no browser: these are the answers a person's browser and a crawler get.
 */
import { expect, test } from '@playwright/test';
import { startStack } from './stack.ts';

export interface ResilienceBrand {
  name: string;
  /** A category listing with jobs, e.g. `/c/consulting-jobs`. */
  categoryPath: string;
  /** The brand's vertical, whose session cookie names a signed-in request. */
  vertical: string;
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

    test('a signed-out person gets a public page from the fresh copy, with its own nonce; a reload renders it', async () => {
      const nonceOf = async (r: Response) => /\snonce="([^"]+)"/.exec(await r.text())?.[1];
      const first = await fetch(site + brand.categoryPath, { headers: { 'cache-control': 'no-cache' } });
      expect(first.headers.get('cache-status')).toBeNull();
      const firstNonce = await nonceOf(first);
      const copy = await fetch(site + brand.categoryPath);
      expect(copy.status).toBe(200);
      expect(copy.headers.get('cache-status')).toMatch(/^site; hit; ttl=\d+$/);
      expect(Number(copy.headers.get('age'))).toBeLessThan(60);
      const copyNonce = await nonceOf(copy);
      expect(copyNonce).toBeTruthy();
      expect(copyNonce).not.toBe(firstNonce);
      expect(copy.headers.get('content-security-policy')).toContain(`'nonce-${copyNonce}'`);
      // A reload asks for a page no older than now; a signed-in request never shares a copy.
      const reload = await fetch(site + brand.categoryPath, { headers: { 'cache-control': 'max-age=0' } });
      expect(reload.headers.get('cache-status')).toBeNull();
      // (The API refuses the made-up session, so the site sends the person home without it.)
      const signedIn = await fetch(site + brand.categoryPath, {
        headers: { cookie: `${brand.vertical}_session=not-a-real-session` },
        redirect: 'manual',
      });
      expect(signedIn.headers.get('cache-status')).toBeNull();
    });

    test('with the API paused, a page served before comes from its copy; another is a 503 that says why', async () => {
      // Well under the browser's 30 s: a page that waited for the paused API would fail here.
      test.setTimeout(20_000);
      stack?.api.kill('SIGSTOP');
      try {
        // A fresh copy is served as it would be with the API up; one that must be rendered is stale.
        const fresh = await fetch(site + brand.categoryPath);
        expect(fresh.headers.get('cache-status')).toMatch(/hit/);
        expect(jobLinks(await fresh.text())).toEqual(listed);
        const listing = await fetch(site + brand.categoryPath, { headers: { 'cache-control': 'no-cache' } });
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

    test('a form that changes something waits for a slow API: a sign-up posted while it is paused goes through', async () => {
      test.setTimeout(30_000);
      const email = `slow-api-${Date.now()}@example.in`;
      const form = new URLSearchParams({ name: 'Kavya Rao', email, password: 'monsoon evenings in pune' });
      stack?.api.kill('SIGSTOP');
      // Resumed after longer than a page's budget (2.5 s): a write that gave up then would say "Taking
      // too long" while the API went on to make the account.
      const resume = setTimeout(() => stack?.api.kill('SIGCONT'), 4_000);
      const started = Date.now();
      try {
        const posted = await fetch(`${site}/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
          body: form.toString(),
          redirect: 'manual',
        });
        expect(Date.now() - started).toBeGreaterThan(3_500);
        expect(posted.status).toBe(302);
        expect(posted.headers.get('location')).toBe('/registration/addPersonalDetails');
        expect(posted.headers.getSetCookie().some((c) => c.startsWith(`${brand.vertical}_session=`))).toBe(
          true,
        );
      } finally {
        clearTimeout(resume);
        stack?.api.kill('SIGCONT');
      }
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
