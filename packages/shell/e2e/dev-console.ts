/**
 * The recruiter console journey every brand app runs against its real API (decision 0062): a seeker
 * applies to a job; a person opens the API's recruiter console, picks the job and the seeker's
 * application, sets its status with the console's form, and the seeker's applied-jobs page on the brand
 * site shows the new status. Axe on the console's pages and on the applied-jobs page.
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect } from '@playwright/test';

export function defineDevConsoleSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: recruiter console`, () => {
    test('a person picks an applicant in the recruiter console, sets a status, and the seeker’s applied jobs show it', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const title = `Console journey ${Date.now()}`;
      const job = await internalApi<{ id: number }>(brand.vertical, 'POST', '/jobs', { title });
      const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
        form: { name: 'Kavya Menon', email: uniqueEmail('console'), password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);
      const applied = await page.request.post(`${apiOrigin()}/${brand.vertical}/job/apply?jobcode=${job.id}`);
      expect(applied.status()).toBe(200);

      await page.goto('/applied-jobs');
      const card = page.getByRole('article', { name: title });
      await expect(card.getByText('Applied', { exact: true })).toBeVisible();

      // The console is a page of the API, in a tab of its own.
      const desk = await page.context().newPage();
      await desk.goto(`${apiOrigin()}/${brand.vertical}/dev/console`);
      await expect(desk.getByRole('heading', { level: 1, name: /^Recruiter console: / })).toBeVisible();
      await expectAccessible(desk);
      await desk
        .getByRole('list', { name: /^Jobs with applicants/ })
        .getByRole('link', { name: title })
        .click();
      await expect(desk.getByRole('heading', { level: 2, name: '2. Applicants' })).toBeVisible();
      await desk.getByRole('link', { name: `Act on Kavya Menon’s application for ${title}` }).click();
      await expect(
        desk.getByRole('heading', { level: 2, name: `3. Kavya Menon’s application for ${title}` }),
      ).toBeVisible();
      await expectAccessible(desk);

      const status = desk.getByRole('form', { name: 'Change the status' });
      await status.getByLabel('New status').selectOption({ label: 'Shortlisted' });
      await status.getByRole('button', { name: 'Set status' }).click();
      await expect(desk.getByRole('status')).toHaveText(
        'The status is changed. The seeker sees it on their applied jobs.',
      );
      await expect(desk.getByText('Status now: Shortlisted.')).toBeVisible();
      await expectAccessible(desk);
      await desk.close();

      await page.reload();
      await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
      await expect(card.getByText('Applied', { exact: true })).toHaveCount(0);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
