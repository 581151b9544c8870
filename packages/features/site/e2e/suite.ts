/**
 * The end-to-end suite every brand app runs against its built server and a real, seeded API. The app's
 * Playwright config passes the brand's own data (a category, a city) in.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { hydratingPage } from '@jobsite/test-fixtures/hydration';
import { test as base, expect, type Page } from '@playwright/test';

export interface BrandUnderTest {
  name: string;
  /** A category path with jobs, e.g. `/c/consulting-jobs`. */
  categoryPath: string;
  /** The name of a city to filter by (one of the SEO cities). */
  city: string;
  /** A word to search for that has results. */
  searchWord: string;
}

const test = base.extend<{ consoleErrors: string[] }>({
  // Pages hydrate after their first paint: opening one waits for that before the test goes on.
  page: async ({ page }, use) => {
    await use(hydratingPage(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

async function firstJobHref(page: Page): Promise<string> {
  const href = await page
    .locator('ul[aria-labelledby="listing-jobs"] article h3 a')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/j\/.+-\d+\.html$/);
  return href ?? '';
}

export function defineBrandSuite(brand: BrandUnderTest) {
  test.describe(`${brand.name}: public pages`, () => {
    test('home, category, filters as chips, job, back', async ({ page, consoleErrors }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.locator(`main a[href="${brand.categoryPath}"]`).first().click();
      await expect(page).toHaveURL(brand.categoryPath);
      await expect(page.locator('ul[aria-labelledby="listing-jobs"] > li').first()).toBeVisible();
      await expectAccessible(page);

      await page.getByLabel('City').selectOption({ label: brand.city });
      await expect(page).toHaveURL(/locIds=\d+/);
      await page.getByLabel('Experience').selectOption({ label: '2-3 Yrs' });
      await expect(page).toHaveURL(/exp=3/);
      const chips = page.getByRole('group', { name: 'Applied filters' });
      await expect(chips.getByText(brand.city)).toBeVisible();
      await expect(chips.getByText('Experience: 2-3 Yrs')).toBeVisible();
      await expectAccessible(page);

      await chips
        .getByRole('button', { name: new RegExp(`Remove.*${brand.city}|${brand.city}.*remove`, 'i') })
        .click();
      await expect(page).not.toHaveURL(/locIds=/);
      await expect(page).toHaveURL(/exp=3/);
      const listingUrl = page.url();

      const jobs = page.locator('ul[aria-labelledby="listing-jobs"] article h3 a');
      if ((await jobs.count()) === 0) await page.goto(brand.categoryPath);
      const href = await firstJobHref(page);
      await page.locator(`ul[aria-labelledby="listing-jobs"] a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);

      await page.goBack();
      await expect(page).toHaveURL(listingUrl.includes(brand.categoryPath) ? /\/c\// : /.*/);
      expect(consoleErrors).toEqual([]);
    });

    test('search from the header with suggestions', async ({ page, consoleErrors }) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search jobs' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search jobs' });
      await expect(dialog).toBeVisible();
      const box = dialog.getByRole('combobox');
      await box.fill(brand.searchWord);
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await expectAccessible(page);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/.+\.html/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.searchWord, {
        ignoreCase: true,
      });
      await expect(page.locator('ul[aria-labelledby="listing-jobs"] > li').first()).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('a job page carries JobPosting JSON-LD', async ({ page, consoleErrors }) => {
      await page.goto(brand.categoryPath);
      const href = await firstJobHref(page);
      await page.goto(href);
      const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
      const ld = JSON.parse(raw ?? '{}');
      expect(ld['@type']).toBe('JobPosting');
      for (const key of [
        'title',
        'description',
        'datePosted',
        'hiringOrganization',
        'jobLocation',
        'validThrough',
        'employmentType',
        'identifier',
        'directApply',
      ])
        expect(ld, key).toHaveProperty(key);
      expect(ld.jobLocation[0].address.addressCountry).toBe('IN');
      expect(ld.hiringOrganization.name).toBeTruthy();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
      expect(consoleErrors).toEqual([]);
    });

    test('a made-up address is a real 404 with popular categories', async ({ page, consoleErrors }) => {
      const response = await page.goto('/no/such/page-here');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ooops! Looks like you’ve got lost…');
      await expect(
        page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').first(),
      ).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
      consoleErrors.length = 0;
    });

    for (const path of [
      '/k/',
      '/jobs-in-',
      '/company/',
      '/recruiter/',
      '/about-us',
      '/contact-us',
      '/faq',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-policy',
      '/cookie-policy',
      '/downloadapp',
    ]) {
      test(`${path} renders, is accessible and logs no errors`, async ({ page, consoleErrors }) => {
        let target = path;
        if (path.endsWith('/') || path.endsWith('-')) {
          await page.goto('/');
          const link = page.locator(`a[href^="${path}"]`).first();
          if ((await link.count()) === 0) {
            await page.goto(brand.categoryPath);
            await page.goto((await firstJobHref(page)) ?? '/');
          }
          target = (await page.locator(`a[href^="${path}"]`).first().getAttribute('href')) ?? path;
        }
        const response = await page.goto(target);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
        expect(consoleErrors).toEqual([]);
      });
    }

    test('sitemap index and robots.txt', async ({ request }) => {
      const robots = await request.get('/robots.txt');
      expect(await robots.text()).toContain('Sitemap:');
      const index = await (await request.get('/sitemap.xml')).text();
      for (const name of ['categories', 'tags', 'cities', 'jobs'])
        expect(index).toContain(`/sitemaps/${name}.xml`);
      const jobs = await (await request.get('/sitemaps/jobs.xml')).text();
      expect(jobs).toMatch(/<loc>[^<]+\/j\/[^<]+\.html<\/loc>/);
    });
  });
}
