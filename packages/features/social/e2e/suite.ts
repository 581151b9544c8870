/**
 * The social connections journey every brand app runs against its built server, a real API and a real
 * OpenID provider on this machine (started by the Playwright configuration, decision 0034): a seeker
 * opens /social-connection, goes to the provider's own sign-in page from "Connect LinkedIn", first denies
 * the access (the page says so, focused), then allows it; LinkedIn shows connected, the profile's
 * completeness item is done, and Disconnect removes it. X, which has no client here, is not available.
 * Axe on every page of the site.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { OIDC_TEST_PASSWORD } from '@jobsite/test-fixtures/oidc-provider';
import { expect } from '@playwright/test';

const issuer = () => process.env.JOBSITE_E2E_OIDC_ISSUER ?? 'http://localhost:5310';

export function defineSocialSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: social connections`, () => {
    test('a seeker connects LinkedIn through the OpenID provider, sees it on the profile, and disconnects it', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
        form: { name: 'Meera Shah', email: uniqueEmail('social'), password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);

      await page.goto('/social-connection');
      await expect(page.getByRole('heading', { level: 1, name: 'Social connections' })).toBeVisible();
      const x = page.getByRole('article', { name: 'X', exact: true });
      await expect(x.getByText('Not available')).toBeVisible();
      await expect(x.getByRole('button')).toHaveCount(0);
      await expectAccessible(page);

      // To the provider's own sign-in page; a wrong password is refused there.
      const linkedin = page.getByRole('article', { name: 'LinkedIn' });
      await expect(linkedin.getByText('Not connected')).toBeVisible();
      await linkedin.getByRole('button', { name: 'Connect LinkedIn' }).click();
      await expect(page).toHaveURL(new RegExp(`^${issuer()}/interaction/`));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.getByLabel('User name').fill('meera.shah');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('The user name or password is not right.');
      await page.getByLabel('User name').fill('meera.shah');
      await page.getByLabel('Password').fill(OIDC_TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Denied at the provider: back on the page, which says so, with focus on the message.
      await expect(page.getByRole('heading', { level: 1, name: 'Allow access' })).toBeVisible();
      await page.getByRole('button', { name: 'Deny' }).click();
      await expect(page).toHaveURL(/\/social-connection\?result=denied&provider=linkedin$/);
      const denied = page.getByRole('alert');
      await expect(denied).toHaveText(
        'You did not allow the connection at LinkedIn, so nothing was connected.',
      );
      await expect(denied).toBeFocused();
      await expectAccessible(page);

      // Allowed: the provider still knows the seeker, so only the consent page shows.
      await page
        .getByRole('article', { name: 'LinkedIn' })
        .getByRole('button', { name: 'Connect LinkedIn' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Allow access' })).toBeVisible();
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page).toHaveURL(/\/social-connection\?result=connected&provider=linkedin$/);
      await expect(page.getByRole('status')).toHaveText('Your LinkedIn account is connected.');
      const connected = page.getByRole('article', { name: 'LinkedIn' });
      await expect(connected.getByText('Connected', { exact: true })).toBeVisible();
      await expect(connected.getByText(/^Connected as Meera Shah since /)).toBeVisible();
      await expectAccessible(page);

      await page.goto('/myprofile');
      await expect(page.getByRole('link', { name: 'LinkedIn connection (done)' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Facebook connection', exact: true })).toBeVisible();

      await page.goto('/social-connection');
      await page
        .getByRole('article', { name: 'LinkedIn' })
        .getByRole('button', { name: 'Disconnect' })
        .click();
      await expect(page.getByRole('status')).toHaveText('Your LinkedIn account is disconnected.');
      await expect(
        page.getByRole('article', { name: 'LinkedIn' }).getByRole('button', { name: 'Connect LinkedIn' }),
      ).toBeVisible();
      await expectAccessible(page);

      await page.goto('/myprofile');
      await expect(page.getByRole('link', { name: 'LinkedIn connection', exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}
