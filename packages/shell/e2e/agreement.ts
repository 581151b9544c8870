/**
 * The product agrees with itself, run by every brand app against its built server and a real API: a
 * rule the pages and the server share says the same on every page (password length), scores read in
 * marks, a page of parts of the profile says what the profile page says, the colour mode chosen
 * survives a reload, and small texts read right. (That a seeker who enters their codes is never locked
 * out is the login page's route test: six codes in a few minutes, every one entered.)
 */
import { readFile } from 'node:fs/promises';
import { jobPath, PASSWORD_RULES, type Vertical } from '@jobsite/domain';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect, type Page } from '@playwright/test';

export interface AgreementBrand {
  name: string;
  vertical: Vertical;
}

/** The seeded demo seeker of every vertical (apps/api/README.md): applications, a chat, saved jobs. */
const DEMO = { email: 'demo@jobsite.local', password: 'demo seeker of the job site' } as const;

/** The box of an element's text as painted (an overflowing word reaches past its element's box). */
const textBox = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });

type Box = Awaited<ReturnType<typeof textBox>>;
const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A new job of the vertical, posted through the internal recruiter API; answers its id and page. */
async function postJob(vertical: string, fields: { title: string } & Record<string, unknown>) {
  const { id } = await internalApi<{ id: number }>(vertical, 'POST', '/jobs', fields);
  return { id, path: jobPath({ id, title: fields.title }) };
}

/** Registers through the page with `password`; answers once the wizard's first step is open. */
async function register(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Meera Pillai');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/registration\/addPersonalDetails$/);
}

/**
 * Signs a seeker up through the API in the page's cookie store (the site shares the API's host): for
 * the tests whose subject is not the sign-up page.
 */
async function signUp(page: Page, vertical: string, email: string) {
  const registered = await page.request.post(`${apiOrigin()}/${vertical}/user/register`, {
    form: { name: 'Meera Pillai', email, password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
}

export function defineAgreementSuite(brand: AgreementBrand): void {
  test.describe(`${brand.name}: the product agrees with itself`, () => {
    test('every password field states the rule the server applies, and a password that meets it is taken', async ({
      page,
      consoleErrors,
    }) => {
      const rule = new RegExp(`^At least ${PASSWORD_RULES.minLength} characters`);
      await page.goto('/register');
      const field = page.locator('input[name="password"]');
      await expect(field).toHaveAttribute('minlength', String(PASSWORD_RULES.minLength));
      await expect(page.getByText(rule)).toBeVisible();
      // Nine characters, varied enough for the server's strength check: taken (the page once asked for ten).
      const shortest = 'Vq3#kLp9z';
      await register(page, uniqueEmail('rules'), shortest);

      await page.goto('/settings/changepassword');
      const changed = page.locator('input[name="newPassword"]');
      await expect(changed).toHaveAttribute('minlength', String(PASSWORD_RULES.minLength));
      await expect(page.getByRole('region', { name: 'Change your password' }).getByText(rule)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('a calendar file names the job once, and the update-profile page says what the profile page says', async ({
      page,
      consoleErrors,
    }) => {
      const title = `Treasury Analyst ${Date.now()}`;
      const job = await postJob(brand.vertical, { title });
      const email = uniqueEmail('calendar');
      await signUp(page, brand.vertical, email);
      expect(
        (await page.request.post(`${apiOrigin()}/${brand.vertical}/job/apply?jobcode=${job.id}`)).ok(),
      ).toBe(true);
      const { applications } = await internalApi<{ applications: { id: number }[] }>(
        brand.vertical,
        'GET',
        `/applications?email=${encodeURIComponent(email)}&jobId=${job.id}`,
      );
      const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
      // Offered without a title of the recruiter's own: the interview is called after the job.
      await internalApi(brand.vertical, 'POST', `/applications/${applications[0]?.id}/interview-slots`, {
        slots: [{ startsAt: at(50), endsAt: at(51) }],
      });
      await page.goto('/interviews');
      await page.getByRole('button', { name: 'Book this time' }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Your interview is booked' })).toBeVisible();
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
      const ics = (await readFile((await (await downloading).path()) as string, 'utf8')).replace(
        /\r\n[ \t]/g,
        '',
      );
      const summary = /\r\nSUMMARY:([^\r]*)\r\n/.exec(ics)?.[1] ?? '';
      expect(summary.split(title).length - 1, summary).toBe(1);

      // Passing the first step with only a city leaves personal details short of what the profile counts
      // (a date of birth and gender too): both pages say so, and agree on every other part as well.
      await page.goto('/registration/addPersonalDetails');
      await page.getByLabel('Current city').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/addEducationalDetails$/);
      await page.goto('/update-profile');
      const parts = page.getByRole('region', { name: 'Parts of your profile' });
      const stepDone = async (label: string) =>
        /\(done\)/.test((await parts.getByRole('listitem').filter({ hasText: label }).textContent()) ?? '');
      const shown = {
        'Personal details': await stepDone('Personal details'),
        Education: await stepDone('Educational details'),
        'Professional details': await stepDone('Work experience'),
        Skills: await stepDone('Cover letter and skills'),
      };
      expect(shown['Personal details']).toBe(false);
      await page.goto('/myprofile');
      for (const [item, done] of Object.entries(shown))
        await expect(
          page.getByRole('link', { name: done ? `${item} (done)` : item, exact: true }),
        ).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('the theme chosen shows after a reload on every kind of page, and a long city name, the chats button and a recruiter without a picture leave every control readable', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
      // A visitor's job page hydrates only on use: the control is right without the app.
      const href = (await page.locator('main a[href^="/j/"]').first().getAttribute('href')) ?? '/';
      await page.goto(href);
      await expect(page.locator('html')).toHaveAttribute('data-hydration', 'on-use');
      await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      // The not-found page's categories read as a person says them ("Other technology jobs").
      await page.goto('/no-such-page-here');
      const popular = page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link');
      const labels = await popular.allTextContents();
      expect(labels.length).toBeGreaterThan(3);
      expect(labels.filter((l) => /^Others? jobs$/i.test(l.trim()))).toEqual([]);
      const cities = (await (
        await fetch(`${apiOrigin()}/${brand.vertical}/job/nearby-cities-jobs/`)
      ).json()) as {
        nearby: { id: number; name: string }[];
      }[];
      const long = cities.flatMap((c) => c.nearby).find((c) => c.name === 'Thiruvananthapuram');
      expect(long).toBeDefined();
      const job = await postJob(brand.vertical, {
        title: `Regional Manager ${Date.now()}`,
        cityIds: [long?.id],
        minExp: 7,
        maxExp: 12,
      });
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(job.path);
        const facts = page.locator('main dl').first();
        const location = await textBox(page, 'main dl dd >> nth=0');
        const experience = await textBox(page, 'main dl dd >> nth=1');
        expect(overlap(location, experience), `location and experience at ${width} px`).toBe(false);
        const dl = await facts.boundingBox();
        expect(location.right, `location inside the facts at ${width} px`).toBeLessThanOrEqual(
          (dl?.x ?? 0) + (dl?.width ?? 0) + 1,
        );
      }

      // The demo seeker has a chat: its button floats at the page's corner on a wide screen.
      await page.setViewportSize({ width: 1280, height: 760 });
      await page.goto('/login');
      await page.getByLabel('Email').fill(DEMO.email);
      await page.locator('input[name="password"]').fill(DEMO.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/jobfeed/);
      const chats = await page
        .getByRole('link', { name: /^Chats/ })
        .last()
        .boundingBox();
      const hide = page.getByRole('button', { name: /^Hide jobs from / }).first();
      await hide.scrollIntoViewIfNeeded();
      const box = await hide.boundingBox();
      // Side by side at any scroll: the link ends before the button begins.
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(chats?.x ?? 0);

      // Recruiters' pictures: every image the chats page shows is there.
      await page.goto('/mychat');
      const sources = await page
        .locator('main img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      for (const src of sources) expect((await page.request.get(src)).status(), src).toBe(200);
      expect(consoleErrors).toEqual([]);
    });
  });
}
