/**
 * The keyed pages in each brand (issue 18): jobs for her and its filters, women at work, talent bridge,
 * engineers week, the HTML sitemap and the app download page, against the built site and a real API.
 */
import { VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, test } from '@jobsite/test-fixtures/e2e';
import { expect, type Page } from '@playwright/test';

const JOB_LINKS = 'ul[aria-labelledby="listing-jobs"] article h3 a';

/** The job pages a page lists, in order. */
async function jobHrefs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(JOB_LINKS)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^\/j\/.+-\d+\.html$/);
  return hrefs;
}

/** Follows the first live job of the page to its job page. */
async function openFirstJob(page: Page): Promise<void> {
  const first = page.locator(JOB_LINKS).first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/j\/.+-\d+\.html$/);
  await first.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The page's head as crawlers read it: a title, a description, a canonical address and Open Graph. */
async function expectHead(page: Page, path: string): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path.replace(/[?]/g, '\\?')}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
}

/** How many jobs `GET job/female-jobs` counts for a femaleFilter. */
async function femaleTotal(vertical: string, femaleFilter: string): Promise<number> {
  const base = VERTICALS[vertical as (typeof VERTICAL_IDS)[number]].basePath;
  const res = await fetch(`${apiOrigin()}${base}/job/female-jobs?femaleFilter=${femaleFilter}&start=0&end=1`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { totalJobs: number }).totalJobs;
}

export function defineKeyedPagesSuite(brand: { name: string; vertical: string }): void {
  if (!VERTICAL_IDS.includes(brand.vertical as (typeof VERTICAL_IDS)[number]))
    throw new Error(`unknown vertical ${brand.vertical}`);

  test.describe(`${brand.name}: keyed pages`, () => {
    test('jobs for her: marked cards, a back-to-work filter that changes the results, a job page', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/jobs-for-her');
      await expect(page.getByRole('heading', { level: 1, name: 'Jobs for her' })).toBeVisible();
      await expectHead(page, '/jobs-for-her');
      const all = await jobHrefs(page);
      expect(all.length).toBeGreaterThan(0);
      for (const item of await page.locator('ul[aria-labelledby="listing-jobs"] > li').all())
        await expect(item.getByText(/^(Women friendly|Back-to-work friendly)$/).first()).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('radio', { name: 'Back to work after a break' }).check();
      await page.getByRole('button', { name: 'Show jobs' }).click();
      await expect(page).toHaveURL('/jobs-for-her?type=back-to-work');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Back-to-work jobs for women' }),
      ).toBeVisible();
      const back = await jobHrefs(page);
      expect(back.length).toBeGreaterThan(0);
      expect(back).not.toEqual(all);
      const items = page.locator('ul[aria-labelledby="listing-jobs"] > li');
      await expect(items).toHaveCount(back.length);
      await expect(items.filter({ hasText: 'Back-to-work friendly' })).toHaveCount(back.length);
      await expectAccessible(page);

      await openFirstJob(page);
      expect(consoleErrors).toEqual([]);
    });

    test('jobs for her: the filters work without JavaScript, and an empty result offers a way on', async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL ?? '',
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto('/jobs-for-her');
      await page.getByRole('radio', { name: 'Back to work after a break' }).check();
      await page.getByLabel('Experience').selectOption({ label: '26+ Yrs' });
      await page.getByRole('button', { name: 'Show jobs' }).click();
      await expect(page).toHaveURL('/jobs-for-her?type=back-to-work&exp=9');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Back-to-work jobs for women' }),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Back to work after a break' })).toBeChecked();

      await page.goto('/jobs-for-her?categoryId=2147483000');
      await expect(page.getByRole('heading', { name: 'No jobs match these filters' })).toBeVisible();
      await page.getByRole('link', { name: 'Clear the filters' }).click();
      await expect(page).toHaveURL('/jobs-for-her');
      await expect(page.locator(JOB_LINKS).first()).toBeVisible();
      await context.close();
    });

    test('women at work: live counts from the API and the ways to the jobs', async ({
      page,
      consoleErrors,
    }) => {
      const [all, back] = await Promise.all([
        femaleTotal(brand.vertical, '0'),
        femaleTotal(brand.vertical, '2'),
      ]);
      await page.goto('/women-at-work');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women at work');
      await expectHead(page, '/women-at-work');
      const figures = page.getByRole('region', { name: 'Open now' });
      await expect(figures).toContainText(`${all.toLocaleString('en-IN')} women-friendly jobs`);
      await expect(figures).toContainText(`${back.toLocaleString('en-IN')} of them welcome women back`);
      await expect(figures.getByRole('link', { name: 'See back-to-work jobs' })).toHaveAttribute(
        'href',
        '/jobs-for-her?type=back-to-work',
      );
      await expect(page.getByRole('link', { name: /diversity hiring preference/ })).toHaveAttribute(
        'href',
        '/settings/privacy',
      );
      await expectAccessible(page);
      await figures.getByRole('link', { name: 'See jobs for her' }).click();
      await expect(page).toHaveURL('/jobs-for-her');
      await expect(page.getByRole('heading', { level: 1, name: 'Jobs for her' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('talent bridge: back-to-work jobs open now and a next step', async ({ page, consoleErrors }) => {
      await page.goto('/talent-bridge');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talent bridge');
      await expectHead(page, '/talent-bridge');
      await expect(page.getByRole('link', { name: 'Register for free' })).toHaveAttribute(
        'href',
        '/register',
      );
      await expect(page.getByRole('link', { name: 'See all back-to-work jobs' })).toHaveAttribute(
        'href',
        '/jobs-for-her?type=back-to-work',
      );
      expect((await jobHrefs(page)).length).toBeGreaterThan(0);
      await expectAccessible(page);
      await openFirstJob(page);
      expect(consoleErrors).toEqual([]);
    });

    test("engineers week: the brand's dates, live jobs and a next step", async ({ page, consoleErrors }) => {
      await page.goto('/engineers-week');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHead(page, '/engineers-week');
      await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      const category = page.getByRole('region', { name: 'Take part' }).getByRole('link').first();
      await expect(category).toHaveAttribute('href', /^\/c\/[a-z0-9-]+-jobs$/);
      expect((await jobHrefs(page)).length).toBeGreaterThan(0);
      await expectAccessible(page);
      await openFirstJob(page);
      expect(consoleErrors).toEqual([]);
    });

    test('sitemap: every public section under a heading, every link answering 200', async ({
      page,
      request,
      consoleErrors,
    }) => {
      await page.goto('/sitemap');
      await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
      await expectHead(page, '/sitemap');
      await expect(page.getByRole('heading', { level: 2, name: 'Jobs by category' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Jobs by city' })).toBeVisible();
      const hrefs = await page
        .locator('main article a[href]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const categories = VERTICALS[brand.vertical as (typeof VERTICAL_IDS)[number]].categories;
      for (const c of categories) expect(hrefs).toContain(`/c/${c.slug}-jobs`);
      for (const path of [
        '/jobs-for-her',
        '/women-at-work',
        '/talent-bridge',
        '/engineers-week',
        '/downloadapp',
        '/learning',
        '/login',
        '/register',
      ])
        expect(hrefs).toContain(path);
      for (const href of new Set(hrefs)) {
        const answer = await request.get(href);
        expect(answer.status(), href).toBe(200);
      }
      await expectAccessible(page);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
        'href',
        '/sitemap',
      );
      expect(consoleErrors).toEqual([]);
    });

    test('download app: store badges are links to the stores, named by their text', async ({
      page,
      consoleErrors,
    }) => {
      // The one browser check of this page (the public pages' suite leaves it to this one): nothing
      // logged to the console either.
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      const response = await page.goto('/downloadapp');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHead(page, '/downloadapp');
      const play = page.getByRole('link', { name: 'Get it on Google Play' });
      const apple = page.getByRole('link', { name: 'Download on the App Store' });
      expect(new URL((await play.getAttribute('href')) ?? '').host).toBe('play.google.com');
      expect(new URL((await apple.getAttribute('href')) ?? '').host).toBe('apps.apple.com');
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('the footer leads to the keyed pages', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      for (const [name, href] of [
        ['Jobs for her', '/jobs-for-her'],
        ['Women at work', '/women-at-work'],
        ['Talent bridge', '/talent-bridge'],
        ['Engineers week', '/engineers-week'],
      ] as const)
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    });
  });
}
