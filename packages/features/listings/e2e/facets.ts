/**
 * The search page's filters with their counts (decision 0094), in every brand: choosing "Work from home"
 * changes the results and adds its chip, and the count beside the option is the number of results; the
 * same page without JavaScript filters by a salary band's link. Axe on the filtered page. That every
 * option's count is its filter's total is the API's and the loaders' tests.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { test } from '@jobsite/test-fixtures/e2e';
import { expect, type Page } from '@playwright/test';

/** The number an option's name reads ("Work from home, 1,204 jobs" is 1204). */
const countIn = (name: string) => Number(/, ([\d,]+)\+? jobs?/.exec(name)?.[1]?.replace(/,/g, '') ?? NaN);

/** What the page's heading says of a total: "1 job", "12 jobs", "1000+ jobs" from 1,000. */
const totalText = (n: number) => (n >= 1000 ? '1000+ jobs' : n === 1 ? '1 job' : `${n} jobs`);

const refine = (page: Page) => page.getByRole('navigation', { name: 'Refine by' });

export function defineFacetsSuite(brand: { name: string; searchWord: string }): void {
  test.describe(`${brand.name}: filter counts`, () => {
    test('a search narrowed by work mode and, without JavaScript, by salary shows as many jobs as its option said', async ({
      page,
      browser,
      consoleErrors,
    }) => {
      const path = `/search/${brand.searchWord}.html`;
      await page.goto(path);
      const intro = page.locator('main h1 + *').first();
      const before = await intro.textContent();
      const remote = refine(page).getByRole('link', { name: /^Work from home\s*, / });
      const name = (await remote.textContent()) ?? '';
      const count = countIn(name);
      expect(count, name).toBeGreaterThan(0);
      await remote.click();
      await expect(page).toHaveURL(/[?&]mode=remote\b/);
      await expect(
        page.getByRole('group', { name: 'Applied filters' }).getByText('Work from home'),
      ).toBeVisible();
      await expect(intro).toHaveText(totalText(count));
      if (count < 1000) expect(await intro.textContent()).not.toBe(before);
      // Selected, the option keeps its count (a facet ignores its own selection) and leads back.
      const selected = refine(page).getByRole('link', { name: /^Work from home\s*, / });
      await expect(selected).toHaveAttribute('aria-current', 'true');
      expect(countIn((await selected.textContent()) ?? '')).toBe(count);
      await expectAccessible(page);

      // Without JavaScript the options are plain links to the filtered page.
      const origin = new URL(page.url()).origin;
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      try {
        const plain = await noScript.newPage();
        await plain.goto(path);
        const bands = refine(plain).getByRole('list').nth(0).getByRole('link');
        const names = await bands.allTextContents();
        const counts = names.map(countIn);
        // The band with the fewest jobs (but some), so its total is exact.
        const pick = counts.reduce(
          (best, n, i) => (n > 0 && (best < 0 || n < (counts[best] ?? 0)) ? i : best),
          -1,
        );
        expect(pick, names.join(' | ')).toBeGreaterThanOrEqual(0);
        await bands.nth(pick).click();
        await expect(plain).toHaveURL(/[?&]salary=[\d+-]+/);
        await expect(plain.locator('main h1 + *').first()).toHaveText(totalText(counts[pick] ?? 0));
        await expect(plain.getByRole('group', { name: 'Applied filters' })).toContainText('Salary:');
      } finally {
        await noScript.close();
      }
      expect(consoleErrors).toEqual([]);
    });
  });
}
