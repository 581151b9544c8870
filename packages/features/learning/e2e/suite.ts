/**
 * The learning journeys every brand app runs against its built server and a real API: a visitor browses
 * /learning, opens a course, downloads its brochure (a real PDF), is asked to sign in to enquire, signs
 * in and comes back, is told to pick a course when none is ticked, enquires about the course and a
 * similar one and sees both marked "Enquired", after a reload too. An institute's preview link, issued
 * through the internal API, shows an unpublished course that search engines are told to skip, and the
 * course's public address is a 404. Axe on every page.
 */
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect, type Page } from '@playwright/test';

/** An account made through the API itself, so the browser is still a visitor. */
async function registerSeeker(vertical: string): Promise<string> {
  const email = uniqueEmail('learning');
  const res = await fetch(`${apiOrigin()}/${vertical}/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Meera Pillai', email, password: E2E_PASSWORD }),
  });
  expect(res.status, 'register').toBe(200);
  return email;
}

/** An institute as the internal API lists it. */
interface Institute {
  id: number;
  courses: { published: number; unpublished: number };
}

/** A preview key the internal API issued, with the link to send the institute. */
interface IssuedKey {
  key: string;
  previewUrl?: string;
  link?: string;
}

/** The enquiry form of a course page. */
const enquiryForm = (page: Page) => page.getByRole('form', { name: 'Enquire about this course' });

export function defineLearningSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: learning`, () => {
    test('a visitor browses courses, downloads a brochure, signs in and enquires about two courses', async ({
      page,
      browser,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/learning');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const learnAndGrow = page.getByRole('region', { name: 'Learn & Grow' });
      await expect(learnAndGrow).toBeVisible();
      await expect(page.getByRole('region', { name: 'Featured Institute' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Trending Courses' })).toBeVisible();
      const categories = page.getByRole('region', { name: 'Browse courses by category' });
      await expect(categories.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/search\/[a-z0-9-]+\.html\?search=Courses&cat=\d+$/,
      );
      await expectAccessible(page);

      // A course of the first slot.
      const card = learnAndGrow.getByRole('article').first();
      const name = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/learning\/course\/[a-z0-9-]+-course-\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const coursePath = new URL(page.url()).pathname;
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as { '@type'?: string; name?: string };
      expect(jsonLd).toMatchObject({ '@type': 'Course', name });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${coursePath}$`),
      );
      await expectAccessible(page);

      // The brochure is a real PDF download.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download brochure (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const file = await readFile(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // Enquiring needs an account: sign in and come back here.
      const email = await registerSeeker(brand.vertical);
      await expect(enquiryForm(page)).toHaveCount(0);
      await page.getByRole('link', { name: 'Sign in to enquire' }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(coursePath)}$`));
      // (The login page's accessibility is the session suite's, which opens it the same way.)
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(new RegExp(`${coursePath}$`));

      const form = enquiryForm(page);
      const boxes = form.getByRole('checkbox');
      await expect(boxes.first()).toBeChecked();
      expect(await boxes.count()).toBeGreaterThan(2);
      const similarName =
        (await page
          .getByRole('region', { name: 'Similar courses' })
          .getByRole('heading', { level: 3 })
          .first()
          .textContent()) ?? '';
      await expectAccessible(page);

      // Nothing ticked: the form says so and keeps what was there.
      await boxes.first().uncheck();
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText('Please select a course');
      await expect(alert).toBeFocused();
      await expect(boxes.first()).not.toBeChecked();
      await expectAccessible(page);

      // This course and a similar one.
      await boxes.first().check();
      await form.getByRole('checkbox', { name: similarName }).check();
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form.getByRole('status')).not.toBeEmpty();
      await expect(form.getByText('Enquired', { exact: true })).toHaveCount(2);
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expectAccessible(page);

      // The marks come from the API: they are there after a reload, on the course and on its card.
      await page.reload();
      await expect(enquiryForm(page).getByText('Enquired', { exact: true })).toHaveCount(2);
      await expect(page.getByRole('article', { name }).getByText('Enquired', { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Similar courses' })
          .getByRole('article', { name: similarName })
          .getByText('Enquired', { exact: true }),
      ).toBeVisible();

      // Without JavaScript the form still works: the same message for none ticked, then an enquiry.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: new URL(page.url()).origin,
        storageState: await page.context().storageState(),
      });
      try {
        const plain = await noScript.newPage();
        await plain.goto(coursePath);
        const plainForm = enquiryForm(plain);
        const open = plainForm.getByRole('checkbox');
        await expect(open.first()).not.toBeChecked();
        await plainForm.getByRole('button', { name: 'Send enquiry' }).click();
        await expect(plainForm.getByRole('alert')).toHaveText('Please select a course');
        await open.first().check();
        await plainForm.getByRole('button', { name: 'Send enquiry' }).click();
        await expect(plainForm.getByRole('status')).not.toBeEmpty();
        await expect(plainForm.getByText('Enquired', { exact: true })).toHaveCount(3);
      } finally {
        await noScript.close();
      }
      expect(consoleErrors).toEqual([]);
    });

    test("an institute's preview link shows an unpublished course, kept out of search engines", async ({
      page,
      consoleErrors,
    }) => {
      // The institute with unpublished courses, and a preview link for it.
      const { institutes } = await internalApi<{ institutes: Institute[] }>(
        brand.vertical,
        'GET',
        '/institutes',
      );
      const institute = institutes.find((i) => i.courses.unpublished > 0);
      if (!institute) throw new Error('no institute has unpublished courses');
      const issued = await internalApi<IssuedKey>(
        brand.vertical,
        'POST',
        `/institutes/${institute.id}/preview-key`,
        {},
      );
      const res = await fetch(
        `${apiOrigin()}/${brand.vertical}/v2/course/unpublish?key=${encodeURIComponent(issued.key)}`,
      );
      const first = ((await res.json()) as { data?: { path: string; name: string }[] }).data?.[0];
      if (!first) throw new Error(`no unpublished course for ${institute.id}`);
      const preview = { link: issued.previewUrl ?? issued.link ?? '', path: first.path, name: first.name };

      const link = new URL(preview.link);
      const listed = await page.goto(link.pathname + link.search);
      expect(listed?.status()).toBe(200);
      expect(listed?.headers()['x-robots-tag']).toBe('noindex');
      expect(listed?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectAccessible(page);

      await page.getByRole('link', { name: preview.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: preview.name })).toBeVisible();
      await expect(page).toHaveURL(/\/learning\/preview\/\d+\?key=/);
      await expect(page.getByText('These courses are not published yet')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectAccessible(page);
      // Its brochure, for review, comes with the key.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download brochure (PDF)' }).click(),
      ]);
      expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const reloaded = await page.reload();
      expect(reloaded?.headers()['x-robots-tag']).toBe('noindex');

      // The course is not public yet.
      const hidden = await page.goto(preview.path);
      expect(hidden?.status()).toBe(404);
      await expectAccessible(page);

      // A wrong key is a clear 404, not a crash.
      const wrong = await page.goto('/learning/preview?key=not-the-key');
      expect(wrong?.status()).toBe(404);
      await expect(page.getByRole('alert')).toContainText('This preview link is not valid');
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
