/**
 * The resume-builder journeys every brand app runs against its built server and a real API. A seeker
 * who bought the resume builder (through the sandbox gateway, as a browser would) fills their name and
 * a position, sees the preview follow, downloads the PDF, whose text is read back with unpdf, and makes
 * it their resume. A seeker without the plan sees the preview watermarked, a link to subscribe and no
 * download, and the form's error summary. The page passes axe at each step.
 */
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { waitForHydration } from '@jobsite/test-fixtures/hydration';
import { type APIRequestContext, expect } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** Signs a seeker up through the API in the page's cookie store (the site shares the API's host). */
async function signUp(request: APIRequestContext, vertical: string, name: string) {
  const registered = await request.post(`${apiOrigin()}/${vertical}/user/register`, {
    form: { name, email: uniqueEmail('resume'), password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
}

/** Buys the resume builder on the sandbox gateway: an order, then its checkout page's "pay" button. */
async function buyResumeBuilder(request: APIRequestContext, vertical: string) {
  const order = await request.post(`${apiOrigin()}/${vertical}/subscription/hash`, {
    form: { plan: 'resumeBuilder' },
  });
  expect(order.status()).toBe(200);
  const { checkoutUrl } = (await order.json()) as { checkoutUrl: string };
  const pay = new URL(checkoutUrl);
  pay.pathname += '/pay';
  pay.searchParams.set('outcome', 'pay');
  const paid = await fetch(pay, { redirect: 'manual' });
  expect(paid.status).toBe(303);
  const details = await request.get(`${apiOrigin()}/${vertical}/user/resume-builder`);
  expect(((await details.json()) as { canExport: boolean }).canExport).toBe(true);
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

export function defineResumeBuilderSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: resume builder`, () => {
    test('a subscriber builds a resume, sees the preview follow, downloads the PDF and makes it their resume', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await signUp(page.request, brand.vertical, 'Kavya Menon');
      await buyResumeBuilder(page.request, brand.vertical);

      await page.goto('/resume-builder');
      await expect(page.getByRole('heading', { level: 1, name: 'Resume builder' })).toBeVisible();
      const preview = page.getByRole('region', { name: 'Preview' });
      // Prefilled from the profile.
      await expect(page.getByLabel('Full name')).toHaveValue('Kavya Menon');
      await expect(preview).toContainText('Kavya Menon');
      await expect(page.getByText('Preview — subscribe to download')).toHaveCount(0);
      await expectAccessible(page);

      // The preview follows typing.
      await page.getByLabel('Full name').fill('Ishaan Kapoor');
      await expect(preview).toContainText('Ishaan Kapoor');
      await page.getByRole('button', { name: 'Add position' }).click();
      const title = page.locator('#rb-experience-0-title');
      await expect(title).toBeFocused();
      await title.fill('Head of Growth');
      await page.locator('#rb-experience-0-company').fill('Zeta Labs');
      await page.locator('#rb-experience-0-from').fill('2021-04');
      await expect(preview).toContainText('Head of Growth, Zeta Labs');
      await expect(preview).toContainText('Apr 2021 – Present');
      await page.getByRole('radio', { name: /^Compact/ }).check();
      await expect(preview.getByRole('heading', { name: 'Experience' })).toHaveCSS(
        'text-transform',
        'uppercase',
      );
      await expectAccessible(page);

      // Download: saved first, then the PDF, whose text holds the name and the job title.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Ishaan-Kapoor-resume.pdf');
      const text = await pdfText((await download.path()) as string);
      expect(text).toContain('Ishaan Kapoor');
      expect(text).toContain('Head of Growth');
      expect(text).toContain('EXPERIENCE');

      // Use it as the resume.
      await page.goto('/resume-builder');
      await expect(page.getByLabel('Full name')).toHaveValue('Ishaan Kapoor');
      await page.getByRole('button', { name: 'Use as my resume' }).click();
      await expect(page.getByRole('status')).toContainText('Your new resume is now the one recruiters see');
      const profile = await page.request.get(`${apiOrigin()}/${brand.vertical}/user/profile/v2`);
      const { completeness } = (await profile.json()) as { completeness: { resumeAttached: number } };
      expect(completeness.resumeAttached).toBe(1);
      await waitForHydration(page);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('without JavaScript, entries are added and the draft saved by posting the whole form', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL as string });
      try {
        const page = await context.newPage();
        await signUp(page.request, brand.vertical, 'Neha Joshi');
        await page.goto('/resume-builder');
        await page.getByRole('button', { name: 'Add project' }).click();
        await expect(page.locator('#rb-projects-0-name')).toBeVisible();
        await page.locator('#rb-projects-0-name').fill('Pricing revamp');
        await page.getByRole('button', { name: 'Save' }).first().click();
        await expect(page.getByRole('status')).toContainText('Your resume draft has been saved');
        await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Pricing revamp');
        await page.getByRole('button', { name: 'Remove project 1' }).click();
        await expect(page.locator('#rb-projects-0-name')).toHaveCount(0);
        await expect(page.getByRole('region', { name: 'Preview' })).not.toContainText('Pricing revamp');
      } finally {
        await context.close();
      }
    });

    test('a seeker without the plan sees the watermark, a link to subscribe, and the form’s problems', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      await signUp(page.request, brand.vertical, 'Rhea Pillai');
      await page.goto('/resume-builder');
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByText('Preview — subscribe to download')).toBeVisible();
      const subscribe = page.getByRole('link', { name: 'Subscribe to download your resume' });
      await expect(subscribe).toHaveAttribute('href', '/subscribe/resume-builder');
      await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Use as my resume' })).toHaveCount(0);
      await expectAccessible(page);
      // The clean file is not to be had by address either.
      const pdf = await page.request.get('/resume-builder/pdf');
      expect(pdf.status()).toBe(403);
      expect(await pdf.text()).toBe('Subscribe to the resume builder to download your resume');

      // Saving a draft with problems: a summary whose links lead to the fields.
      await page.getByLabel('Full name').fill('');
      await page.getByRole('button', { name: 'Add certification' }).click();
      await page.getByRole('button', { name: 'Save' }).first().click();
      const summary = page.getByRole('region', { name: 'There is a problem' });
      await expect(summary).toBeVisible();
      await waitForHydration(page);
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Full name is required',
        'Certification 1: Certification is required',
      ]);
      await summary.getByRole('link', { name: 'Full name is required' }).click();
      await expect(page.locator('#rb-name')).toBeFocused();
      await expectAccessible(page);

      // Fixed and saved: kept for next time.
      await page.locator('#rb-name').fill('Rhea Pillai');
      await page.getByRole('button', { name: 'Remove certification 1' }).click();
      await page.getByRole('button', { name: 'Save' }).first().click();
      await expect(page.getByRole('status')).toContainText('Your resume draft has been saved');
      await waitForHydration(page);
      await expect(page.getByText('Preview — subscribe to download')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}
