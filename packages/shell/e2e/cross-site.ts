/**
 * Writes from other sites (decision 0068), run by every brand app against its built server and a real
 * API: a page of another site, or of another origin on the same site (the other brand's port, a sibling
 * subdomain), that posts a form to the brand site gets a page saying it was refused, and nothing
 * changes, though a same-site post carries the seeker's SameSite=Lax cookies. The same form from the
 * site's own page still works. The pages of the other origins are served by the test's browser itself
 * (no server listens there), and the browser sends what it sends for such a page: its Origin and
 * Sec-Fetch-Site.
 */
import type { Vertical } from '@jobsite/domain';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect, type Page } from '@playwright/test';

export interface CrossSiteBrand {
  name: string;
  vertical: Vertical;
}

/** A page at `origin` holding one form that posts `fields` to `action`, and the response it gets. */
async function postFrom(
  page: Page,
  origin: string,
  action: string,
  fields: Record<string, string>,
): Promise<{ status: number; page: Page }> {
  const other = await page.context().newPage();
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await other.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><html lang="en"><title>Win a prize</title><main><h1>Win a prize</h1><form method="post" action="${action}">${inputs}<button>Claim it</button></form></main></html>`,
    }),
  );
  await other.goto(`${origin}/prize`);
  const [answer] = await Promise.all([
    other.waitForResponse((r) => r.url() === action && r.request().method() === 'POST'),
    other.getByRole('button', { name: 'Claim it' }).click(),
  ]);
  await other.waitForLoadState();
  return { status: answer.status(), page: other };
}

/** Signs a seeker up through the API in the page's cookie store (the site shares the API's host). */
async function register(page: Page, vertical: string) {
  const registered = await page.request.post(`${apiOrigin()}/${vertical}/user/register`, {
    form: { name: 'Meera Pillai', email: uniqueEmail('cross-site'), password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
}

/** The refusal page: its heading, what it says and a way back, accessible. */
async function expectRefused(answer: { status: number; page: Page }, name: string) {
  expect(answer.status).toBe(403);
  await expect(
    answer.page.getByRole('heading', { level: 1, name: 'This form came from another site' }),
  ).toBeVisible();
  await expect(answer.page.getByText('Nothing was changed.')).toBeVisible();
  await expect(answer.page.getByRole('link', { name: `Go to ${name}` })).toHaveAttribute('href', '/');
  await expectAccessible(answer.page);
}

export function defineCrossSiteSuite(brand: CrossSiteBrand): void {
  test.describe(`${brand.name}: writes from other sites`, () => {
    test("a page of another origin on the same site posting a seeker's forms is refused, and the seeker's own page is not", async ({
      page,
      baseURL,
    }) => {
      const site = new URL(baseURL ?? '');
      // The other brand's port on the same host: same site, so the seeker's Lax cookies go with its posts.
      const sibling = `${site.protocol}//${site.hostname}:${Number(site.port) + 1}`;
      const title = `Treasury Analyst ${Date.now()}`;
      const { id } = await internalApi<{ id: number }>(brand.vertical, 'POST', '/jobs', { title });
      await register(page, brand.vertical);
      const save = { intent: 'save', jobId: String(id), next: '/saved-jobs' };

      // A resource route (the job card's actions) and a page's action (a step of the wizard).
      await expectRefused(await postFrom(page, sibling, `${site.origin}/job-actions`, save), brand.name);
      await expectRefused(
        await postFrom(page, sibling, `${site.origin}/registration/coverLetterAndSkills`, {
          coverletter: 'Posted from another origin',
          skills: 'Forgery',
        }),
        brand.name,
      );
      await page.goto('/saved-jobs');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);

      // The same form posted from the site's own page is taken.
      await page.evaluate((fields) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/job-actions';
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      }, save);
      await expect(page).toHaveURL(/\/saved-jobs$/);
      await expect(page.getByText(title)).toBeVisible();
    });

    test('a page of another site posting forms is refused with a page that says why', async ({
      page,
      baseURL,
    }) => {
      const site = new URL(baseURL ?? '');
      await register(page, brand.vertical);
      for (const [action, fields] of [
        // The resume step's confirmation, which writes the seeker's name and phone.
        ['/registration/resume', { intent: 'confirm', name: 'Mallory', phone: '9000000000' }],
        // A page's action, which React Router's own check used to answer with a bare 400.
        ['/register', { name: 'Mallory', email: uniqueEmail('forged'), password: E2E_PASSWORD }],
      ] as const) {
        await expectRefused(
          await postFrom(page, 'http://evil.example', `${site.origin}${action}`, fields),
          brand.name,
        );
      }
    });
  });
}
