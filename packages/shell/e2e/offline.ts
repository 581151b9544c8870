/**
 * A seeker whose connection goes (product.md section 8, "Offline"): a link followed while the browser is
 * offline keeps the page they were reading and says to check the connection; a next page whose data
 * cannot be fetched at all says the same instead of "Something went wrong". Browser behaviour, so every
 * brand runs it.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { test } from '@jobsite/test-fixtures/e2e';
import { expect } from '@playwright/test';

export interface OfflineBrand {
  name: string;
  /** A category listing with jobs, e.g. `/c/consulting-jobs`. */
  categoryPath: string;
}

const OFFLINE_TEXT = 'Please check your internet connection and try again.';

export function defineOfflineSuite(brand: OfflineBrand) {
  test.describe(`${brand.name}: offline`, () => {
    test('a link followed offline keeps the list on screen and says why; a dropped connection says the same', async ({
      page,
      context,
    }) => {
      await page.goto(brand.categoryPath);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const firstJob = page.getByRole('main').locator('a[href^="/j/"]').first();
      const title = (await firstJob.textContent()) ?? '';

      await context.setOffline(true);
      await firstJob.click();
      await expect(
        page.getByRole('region', { name: 'Notifications' }).getByText(OFFLINE_TEXT).first(),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${brand.categoryPath}$`));
      await expect(firstJob).toHaveText(title);
      await expectAccessible(page);

      // Online again, the same link leads on.
      await context.setOffline(false);
      await firstJob.click();
      await expect(page).toHaveURL(/\/j\/.+\.html$/);

      // Online as far as the browser knows, but the next page's data never arrives.
      await page.route(/\.data(\?|$)/, (route) => route.abort('internetdisconnected'));
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
      await expect(page.getByText(OFFLINE_TEXT).first()).toBeVisible();
    });
  });
}
