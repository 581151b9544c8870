/**
 * The alerts journeys every brand app runs against its built server and a real API: a seeker saves a
 * search on /saved-searches (opened from a search's "save" link), a matching job is posted through the
 * internal API, the digest runs (the internal trigger), and the digest in the outbox carries the job and
 * a one-click unsubscribe link; following it and confirming turns the alerts off. Axe on both pages.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect } from '@playwright/test';

/** A word of letters no seeded job holds. */
const uniqueWord = () =>
  `Zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(
    /\d/g,
    (d) => 'bcdfghjklm'[Number(d)] as string,
  );

interface Message {
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  headers: Record<string, string>;
}

export function defineAlertsSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: job alerts`, () => {
    test('a saved search brings a matching new job in the daily digest, and its link unsubscribes', async ({
      page,
      consoleErrors,
      forgetSession,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('alerts');
      const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
        form: { name: 'Nisha Iyer', email, password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);

      // Opened from a search's "Save this search" link: the form is filled from the search's address.
      const word = uniqueWord();
      await page.goto(`/saved-searches?save=${encodeURIComponent(`/search/${word.toLowerCase()}.html`)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Save this search' })).toBeVisible();
      await expect(page.getByLabel('Keywords')).toHaveValue(word.toLowerCase());
      await expectAccessible(page);
      await page.getByLabel('Name').fill(`${word} roles`);
      await page.getByRole('button', { name: 'Save search' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toBeVisible();
      const card = page.getByRole('article', { name: `${word} roles` });
      await expect(card.getByText('Daily alerts on')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Run search' })).toHaveAttribute(
        'href',
        `/search/${word.toLowerCase()}.html`,
      );
      await expectAccessible(page);

      const job = await internalApi<{ id: number }>(brand.vertical, 'POST', '/jobs', {
        title: `${word} Analyst`,
      });
      // A search's first digest is due a day after saving: the trigger makes this seeker's due now.
      await internalApi(brand.vertical, 'POST', `/alerts/run-digest?email=${encodeURIComponent(email)}`);
      const res = await fetch(`${apiOrigin()}/${brand.vertical}/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: Message[] };
      const digest = messages.find((m) => m.kind === 'job-alert-digest');
      expect(digest?.body).toContain(`${word} Analyst`);
      expect(digest?.body).toContain(`-${job.id}.html`);
      expect(digest?.link).toMatch(/\/unsubscribe\?token=/);
      expect(digest?.headers['List-Unsubscribe']).toBe(`<${digest?.link}>`);

      // The job alerts' own page takes the link too (older emails point to it), opened without a
      // session: GET only shows the button; the POST unsubscribes.
      const link = new URL(`/alerts/unsubscribe${new URL(digest?.link ?? '').search}`, digest?.link ?? '');
      await forgetSession();
      await page.goto(`${link.pathname}${link.search}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Unsubscribe from job alerts' }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(`no more job alerts for "${word} roles"`);
      await expectAccessible(page);
      // (The same link again is refused: the unsubscribe route's test, with a bad link and none.)
      expect(consoleErrors).toEqual([]);
    });
  });
}
