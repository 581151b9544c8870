/**
 * The email-preferences journeys every brand app runs against its built server and a real API
 * (decision 0037): a saved search's digest carries the RFC 8058 headers, a mail client's one-click POST
 * to its address turns the alerts off (twice alike), another link is confirmed on the /unsubscribe page
 * with its button, a contact asked for a recommendation refuses further requests on the same page, and a
 * deactivated account comes back through /reactivate with the emailed code.
 * Axe on every page.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect, type Page, request } from '@playwright/test';

/** A word of letters no seeded job holds. */
const uniqueWord = () =>
  `Zu${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(
    /\d/g,
    (d) => 'bcdfghjklm'[Number(d)] as string,
  );

interface Message {
  kind: string;
  body: string;
  code: string | null;
  link: string | null;
  headers: Record<string, string>;
}

export function defineEmailPreferencesSuite(brand: { name: string; vertical: string }): void {
  const api = (path: string) => `${apiOrigin()}/${brand.vertical}/${path}`;
  const outbox = async (email: string) =>
    (
      (await (await fetch(api(`dev/outbox?to=${encodeURIComponent(email)}`))).json()) as {
        messages: Message[];
      }
    ).messages;

  /** Registers a seeker (the page's browser is signed in) and saves a search with alerts on. */
  async function seekerWithSearch(page: Page, email: string) {
    const registered = await page.request.post(api('user/register'), {
      form: { name: 'Meera Pillai', email, password: E2E_PASSWORD },
    });
    expect(registered.status()).toBe(200);
    const word = uniqueWord();
    const saved = await page.request.post(api('user/saved-searches'), {
      form: { name: `${word} roles`, keyword: word },
    });
    expect(saved.status()).toBe(201);
    const { search } = (await saved.json()) as { search: { id: number } };
    return { word, name: `${word} roles`, id: search.id };
  }

  /** Posts a matching job and runs the seeker's digest: the digest as the outbox keeps it. */
  async function digestOf(email: string, word: string) {
    await internalApi(brand.vertical, 'POST', '/jobs', { title: `${word} Analyst` });
    await internalApi(brand.vertical, 'POST', `/alerts/run-digest?email=${encodeURIComponent(email)}`);
    const digest = (await outbox(email)).find((m) => m.kind === 'job-alert-digest');
    expect(digest?.body).toContain(`${word} Analyst`);
    return digest as Message;
  }

  const alertsOf = async (page: Page, id: number) => {
    const res = await page.request.get(api('user/saved-searches'));
    const { searches } = (await res.json()) as { searches: { id: number; alerts: boolean }[] };
    return searches.find((s) => s.id === id)?.alerts;
  };

  test.describe(`${brand.name}: email preferences`, () => {
    test('a digest carries RFC 8058 headers, and a one-click POST to its address turns the alerts off', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('unsubscribe');
      const search = await seekerWithSearch(page, email);
      const digest = await digestOf(email, search.word);

      expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const header = digest.headers['List-Unsubscribe'] ?? '';
      expect(header).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\?token=[\w%.-]+>$/);
      const address = new URL(header.slice(1, -1));
      expect(digest.body).toContain(`Unsubscribe: ${address.href}`);
      expect(digest.body).not.toContain('List-Unsubscribe:');

      // What a mail client does: a POST of the one-click body to that address, on this brand's site, from
      // a client with no cookies and no Origin.
      const target = new URL(`${address.pathname}${address.search}`, baseURL).href;
      const mailClient = await request.newContext();
      const oneClick = () =>
        mailClient.post(target, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          data: 'List-Unsubscribe=One-Click',
        });
      const first = await oneClick();
      expect(first.status()).toBe(200);
      expect(await first.text()).toContain(`no more job alerts for &quot;${search.name}&quot;`);
      expect(await alertsOf(page, search.id)).toBe(false);
      const again = await oneClick();
      expect(again.status()).toBe(200);
      expect(await again.text()).toContain('already unsubscribed');
      expect(await alertsOf(page, search.id)).toBe(false);
      await mailClient.dispose();
    });

    test('an unsubscribe link opened in the browser says what stops, and its button stops it', async ({
      page,
      consoleErrors,
      forgetSession,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('unsubscribe-page');
      const search = await seekerWithSearch(page, email);
      const digest = await digestOf(email, search.word);
      const link = new URL(digest.link ?? '');

      // Opened from the email, in a browser that is not signed in.
      await forgetSession();
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
      await expect(page.getByText(`Stop job alerts for "${search.name}"?`)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      const status = page.getByRole('status').filter({ hasText: 'no more job alerts' });
      await expect(status).toContainText(`You are unsubscribed: no more job alerts for "${search.name}"`);
      await expect(page.getByRole('link', { name: 'Email settings' })).toHaveAttribute('href', '/settings');
      await expectAccessible(page);

      // A link someone altered is refused clearly.
      const token = link.searchParams.get('token') ?? '';
      await page.goto(`/unsubscribe?token=${encodeURIComponent(`${token.slice(0, 8)}x${token.slice(9)}`)}`);
      await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid');
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('a contact asked for a recommendation refuses further requests from the email, and is asked no more', async ({
      page,
      consoleErrors,
      forgetSession,
    }) => {
      test.setTimeout(120_000);
      const contact = uniqueEmail('contact');
      const ask = async () => {
        const registered = await page.request.post(api('user/register'), {
          form: { name: 'Meera Pillai', email: uniqueEmail('asker'), password: E2E_PASSWORD },
        });
        expect(registered.status()).toBe(200);
        return page.request.post(api('user/recommendation/request'), {
          form: { email: contact, name: 'Ravi Menon', message: 'Would you write a few lines?' },
        });
      };
      expect((await ask()).status()).toBe(201);
      const request = (await outbox(contact)).find((m) => m.kind === 'recommendation-request');
      expect(request?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const link = new URL((request?.headers['List-Unsubscribe'] ?? '').slice(1, -1));

      // The contact has no account: the page names what stops and to whom, and its button stops it.
      await forgetSession();
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByText('Stop requests to write a recommendation?')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'no more' })).toContainText(
        'You are unsubscribed: no more requests to write a recommendation',
      );
      await expectAccessible(page);

      // Another seeker asking them is refused with what to do, and nothing is sent.
      const refused = await ask();
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
        'has asked to get no more recommendation requests from us',
      );
      expect((await outbox(contact)).filter((m) => m.kind === 'recommendation-request')).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });

    test('a deactivated account comes back through /reactivate with the emailed code', async ({
      page,
      consoleErrors,
      forgetSession,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('reactivate');
      const registered = await page.request.post(api('user/register'), {
        form: { name: 'Kabir Shah', email, password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);
      const deactivated = await page.request.post(api('deactivate'), {
        form: { password: E2E_PASSWORD, reason: 'found a job' },
      });
      expect(deactivated.status()).toBe(200);
      await forgetSession();

      // The deactivated page shows the way back.
      await page.goto('/settings/deactivated');
      await page.getByRole('link', { name: 'Reactivate your account' }).click();
      await expect(page).toHaveURL(/\/reactivate$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reactivate your account' })).toBeVisible();
      await expectAccessible(page);

      // A wrong password is refused and the email kept.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not the password at all');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await expect(page.getByRole('alert')).toContainText('Invalid email or password');
      await expect(page.getByLabel('Email')).toHaveValue(email);

      await page.getByLabel('Password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
      await expectAccessible(page);

      // A wrong code first, then the emailed one.
      await page.getByLabel('6-digit code').fill('000000');
      await page.getByRole('button', { name: 'Reactivate and log in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      const code = (await outbox(email)).find((m) => m.kind === 'reactivate')?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      await page.getByLabel('6-digit code').fill(code);
      await page.getByRole('button', { name: 'Reactivate and log in' }).click();
      await expect(page).toHaveURL(/\/jobfeed/);
      const profile = await page.request.get(api('user/profile/v2'));
      expect(profile.status()).toBe(200);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
