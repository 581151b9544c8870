/**
 * The social connections journeys every brand app runs against its built server, a real API and a real
 * OpenID provider on this machine (started by the Playwright configuration, decision 0034), which stands
 * for LinkedIn and Facebook; X has no client there, so the API's sandbox identity provider stands in for
 * it (decision 0063). A seeker opens /social-connection, goes to the provider's own sign-in page from
 * "Connect LinkedIn", first denies the access (the page says so, focused), then allows it; LinkedIn
 * shows connected, the profile's completeness item is done, and Disconnect removes it. Another seeker
 * connects all three, X on the sandbox's page as a name of their choosing, and the profile shows the
 * three items done. Axe on every page of the site and of the sandbox.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { OIDC_TEST_PASSWORD } from '@jobsite/test-fixtures/oidc-provider';
import { expect, type Page } from '@playwright/test';

const issuer = () => process.env.JOBSITE_E2E_OIDC_ISSUER ?? 'http://localhost:5310';

/** Signs a new seeker up through the API; the browser holds their session (the site shares the host). */
async function signUp(page: Page, vertical: string, name: string) {
  const registered = await page.request.post(`${apiOrigin()}/${vertical}/user/register`, {
    form: { name, email: uniqueEmail('social'), password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
}

/** Signs in at the local OpenID provider (or, already signed in there, only allows the access). */
async function allowAtProvider(page: Page, login: string) {
  const signIn = page.getByRole('heading', { level: 1, name: 'Sign in' });
  const allow = page.getByRole('heading', { level: 1, name: 'Allow access' });
  await expect(signIn.or(allow)).toBeVisible();
  if (await signIn.isVisible()) {
    await page.getByLabel('User name').fill(login);
    await page.getByLabel('Password').fill(OIDC_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(allow).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
}

export function defineSocialSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: social connections`, () => {
    test('a seeker connects LinkedIn through the OpenID provider, sees it on the profile, and disconnects it', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await signUp(page, brand.vertical, 'Meera Shah');

      await page.goto('/social-connection');
      await expect(page.getByRole('heading', { level: 1, name: 'Social connections' })).toBeVisible();
      // X has no client in this run: the sandbox stands in for it, so it can be connected too.
      const x = page.getByRole('article', { name: 'X', exact: true });
      await expect(x.getByText('Not connected')).toBeVisible();
      await expect(x.getByRole('button', { name: 'Connect X' })).toBeVisible();
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

    test('a seeker connects LinkedIn, Facebook and X, X on the sandbox as a name they choose, and the three items are done', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await signUp(page, brand.vertical, 'Rohan Iyer');
      // Letters only: the provider names its account from the login ("rohan.iyer-abc" is "Rohan Iyer Abc").
      const suffix = Date.now()
        .toString(36)
        .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
      const login = `rohan.iyer-${suffix}`;
      const providerName = `Rohan Iyer ${suffix[0]?.toUpperCase()}${suffix.slice(1)}`;
      const connected = async (label: string, name: string) => {
        await expect(page).toHaveURL(/\/social-connection\?result=connected&provider=\w+$/);
        await expect(page.getByRole('status')).toHaveText(`Your ${label} account is connected.`);
        const card = page.getByRole('article', { name: label, exact: true });
        await expect(card.getByText(new RegExp(`^Connected as ${name} since `))).toBeVisible();
      };

      await page.goto('/social-connection');
      for (const label of ['LinkedIn', 'Facebook'] as const) {
        await page
          .getByRole('article', { name: label })
          .getByRole('button', { name: `Connect ${label}` })
          .click();
        // Facebook signs in at the same provider, which remembers the seeker's consent and may send the
        // browser straight back.
        await expect(page).toHaveURL(
          (url) => url.href.startsWith(`${issuer()}/`) || url.searchParams.get('result') === 'connected',
        );
        if (page.url().startsWith(`${issuer()}/`)) await allowAtProvider(page, login);
        await connected(label, providerName);
      }

      // X: the sandbox's own page, which says what it is and lets the seeker choose who to connect as.
      await page
        .getByRole('article', { name: 'X', exact: true })
        .getByRole('button', { name: 'Connect X' })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${apiOrigin()}/dev/social-sandbox/twitter/authorize\\?`));
      await expect(page.getByRole('heading', { level: 1, name: 'Sandbox sign-in for X' })).toBeVisible();
      await expect(page.getByText('This is a sandbox, not X.')).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Name to connect as').fill('Rohan on X');
      await page.getByLabel('Account name').fill(login);
      await page.getByRole('button', { name: 'Connect as this person' }).click();
      await connected('X', 'Rohan on X');
      await expectAccessible(page);

      await page.goto('/myprofile');
      // The profile's completeness list names X by the catalogue's name.
      for (const label of ['LinkedIn', 'Facebook', 'Twitter']) {
        await expect(page.getByRole('link', { name: `${label} connection (done)` })).toBeVisible();
      }
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
