/**
 * The recommendations journey every brand app runs against its built server and a real API: a seeker
 * asks a contact on /pending-recommendations; the contact opens the link of the email (read from the
 * development outbox) in a fresh browser context, with no session, and writes the recommendation; the
 * seeker accepts it, and it shows on /myprofile. A used or tampered link shows why it does not work.
 * Axe on every page.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect } from '@playwright/test';

interface Message {
  kind: string;
  link: string | null;
}

const TEXT =
  'Meera ran our quarterly planning for two years. Every forecast she owned held up, and the team trusted her numbers.';

export function defineRecommendationsSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: recommendations`, () => {
    test('a seeker asks, the contact writes through the emailed link, the seeker accepts, the profile shows it', async ({
      page,
      browser,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('recommend');
      const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
        form: { name: 'Meera Shah', email, password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);

      await page.goto('/pending-recommendations');
      await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible();
      await expectAccessible(page);

      // Asking yourself is refused, and focus moves to the message.
      await page.getByLabel('Their name').fill('Me');
      await page.getByLabel('Their email').fill(email);
      await page.getByRole('button', { name: 'Send request' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'cannot ask yourself' });
      await expect(refusal).toBeVisible();
      await expect(refusal).toBeFocused();
      await expectAccessible(page);

      const contact = uniqueEmail('contact');
      await page.getByLabel('Their name').fill('Ravi Menon');
      await page.getByLabel('Their email').fill(contact);
      await page.getByLabel('A note to them (optional)').fill('You saw my planning work at Acme.');
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByRole('status')).toHaveText(`Request sent to ${contact}`);
      const asked = page.getByRole('article', { name: 'Ravi Menon' });
      await expect(asked.getByText('Not written yet')).toBeVisible();
      await expect(asked.getByRole('button', { name: 'Send again' })).toBeVisible();

      const res = await fetch(
        `${apiOrigin()}/${brand.vertical}/dev/outbox?to=${encodeURIComponent(contact)}`,
      );
      const { messages } = (await res.json()) as { messages: Message[] };
      const link = messages.find((m) => m.kind === 'recommendation-request')?.link ?? '';
      expect(link).toMatch(/\/recommendation\/write\?token=/);

      // The contact: another browser, no session, nothing of the seeker's.
      const contactContext = await browser.newContext();
      try {
        const writer = await contactContext.newPage();
        await writer.goto(link);
        await expect(writer.getByRole('heading', { level: 1, name: 'Recommend Meera Shah' })).toBeVisible();
        await expect(writer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expectAccessible(writer);
        await writer.getByRole('textbox', { name: 'Recommendation' }).fill('Too short.');
        await writer.getByRole('button', { name: 'Send recommendation' }).click();
        await expect(writer.getByRole('textbox', { name: 'Recommendation' })).toBeFocused();
        await expect(writer.getByText('Please write at least 30 characters')).toBeVisible();
        await writer.getByRole('textbox', { name: 'Recommendation' }).fill(TEXT);
        await writer.getByLabel('How you know them (optional)').fill('Her manager at Acme');
        await writer.getByRole('button', { name: 'Send recommendation' }).click();
        await expect(writer.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
        await expectAccessible(writer);

        // The link is used up; a tampered one is not valid.
        await writer.goto(link);
        await expect(
          writer.getByRole('heading', { level: 1, name: 'This link does not work' }),
        ).toBeVisible();
        await expect(writer.getByRole('alert')).toContainText('already been written');
        await writer.goto(
          `${new URL(link).origin}/recommendation/write?token=1.2.abcdefghijklmnopqrstuv.tampered`,
        );
        await expect(writer.getByRole('alert')).toContainText('not valid');
        await expectAccessible(writer);
      } finally {
        await contactContext.close();
      }

      // The seeker decides: accepted, it shows on the profile.
      await page.goto('/pending-recommendations');
      const written = page.getByRole('article', { name: 'Ravi Menon' });
      await expect(written.getByText(TEXT)).toBeVisible();
      await expect(written.getByText('Her manager at Acme')).toBeVisible();
      await written.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByRole('status')).toContainText('It shows on your profile');
      await expect(
        page.getByRole('article', { name: 'Ravi Menon' }).getByText('On your profile'),
      ).toBeVisible();
      await expectAccessible(page);

      await page.goto('/myprofile');
      const section = page.getByRole('region', { name: 'Recommendations' });
      await expect(section.getByText(TEXT)).toBeVisible();
      await expect(section.getByText('Ravi Menon, Her manager at Acme')).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
