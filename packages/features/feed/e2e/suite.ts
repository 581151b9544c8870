/**
 * The signed-in feed and the job page's Pro panel, as every brand app serves them against its built
 * server and a real, seeded API (decision 0066):
 *
 * - a seeker personalises their feed on the real form (a city, a functional area, a skill) and its first
 *   cards are in that city (or from home) with that skill or function, each saying why;
 * - a Pro member (bought on the sandbox checkout) who applied to a seeded job sees their rank "of N"
 *   where N is the job page's own applicant count, with their share ("top 4%").
 *
 * The brand app passes in a city, a functional area and a skill of its vertical.
 */
import { jobPath } from '@jobsite/domain';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface FeedBrand {
  name: string;
  vertical: string;
  /** A city of the personalise form, e.g. `Pune`. */
  city: string;
  /** A functional area of the form. */
  area: string;
  /** A keyword (skill) of the form. */
  skill: string;
}

/** A seeker signed up through the API, in the page's cookie store (the API and the site share the host). */
async function signUp(request: APIRequestContext, vertical: string, tag: string) {
  const registered = await request.post(`${apiOrigin()}/${vertical}/user/register`, {
    form: { name: 'Kavya Menon', email: uniqueEmail(tag), password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
}

/** The value (an id) of the option or box with that label on the personalise form. */
async function idOn(page: Page, field: string, label: string): Promise<number> {
  const value =
    field === 'tags'
      ? await page.getByRole('checkbox', { name: label, exact: true }).getAttribute('value')
      : await page
          .locator(`select[name="${field}"] option`)
          .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
          .getAttribute('value');
  expect(value, `${field}: ${label}`).toMatch(/^\d+$/);
  return Number(value);
}

export function defineFeedSuite(brand: FeedBrand): void {
  test.describe(`${brand.name}: the personalised feed and the Pro panel`, () => {
    test('a seeker personalises the feed, and its first jobs are in their city with their skill, saying why', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      await signUp(page.request, brand.vertical, 'feed');
      // The profile says 3 years, as a seeker who has filled it in.
      const work = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/profile/v2`, {
        data: { we: { experienceStatus: 'experienced', experienceYear: 3, experienceMonth: 0 } },
      });
      expect(work.status()).toBe(200);

      await page.goto('/personalize-jobfeed');
      await expect(page.getByRole('heading', { level: 1, name: 'Personalise your job feed' })).toBeVisible();
      const [city, area, skill] = await Promise.all([
        idOn(page, 'city', brand.city),
        idOn(page, 'functionalArea', brand.area),
        idOn(page, 'tags', brand.skill),
      ]);
      const other = await page
        .locator('select[name="city"] option')
        .evaluateAll(
          (options, chosen) =>
            options.map((o) => Number((o as HTMLOptionElement).value)).find((v) => v > 0 && v !== chosen),
          city,
        );
      // A recruiter posts a job that matches all of it, then a newer senior one elsewhere that does not.
      const stamp = Date.now();
      const post = (title: string, cityId: number | undefined, [minExp, maxExp]: [number, number]) =>
        internalApi(brand.vertical, 'POST', '/jobs', {
          title,
          cityIds: [cityId],
          tagIds: [skill],
          functionalAreaId: area,
          minExp,
          maxExp,
        });
      const match = `Lead ${brand.skill} ${stamp}`;
      await post(match, city, [2, 5]);
      const far = `Director ${brand.skill} ${stamp}`;
      await post(far, other, [19, 20]);

      await page.getByLabel('Preferred city').selectOption({ label: brand.city });
      await page.getByLabel('Functional area').selectOption({ label: brand.area });
      await page.getByRole('checkbox', { name: brand.skill, exact: true }).check();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save and see my feed' }).click();

      await expect(page).toHaveURL(/\/jobfeed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your job feed' })).toBeVisible();
      // The list's own items: a card holds lists of its own (cities, tags).
      const cards = page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
      await expect(cards.first()).toBeVisible();
      // Newest first (the default): the new match leads, and the first cards all match.
      await expect(cards.first()).toContainText(match);
      await expect(cards.first()).toContainText(
        `Matches ${brand.skill} · In ${brand.city} · ${brand.area} role · Fits your 3 years`,
      );
      const first = Math.min(await cards.count(), 5);
      for (let i = 0; i < first; i++) {
        const text = (await cards.nth(i).textContent()) ?? '';
        expect(text, `card ${i}`).toMatch(new RegExp(`In ${brand.city}|Work from home`));
        expect(text, `card ${i}`).toMatch(new RegExp(`Matches [^·]*${brand.skill}|${brand.area} role`));
      }
      await expect(page.getByText(far)).toHaveCount(0);
      await expectAccessible(page);

      // Best match: the same jobs by how well they match; the full match still leads.
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort.locator('option')).toHaveText(['Best match', 'Newest']);
      await sort.selectOption({ label: 'Best match' });
      await expect(page).toHaveURL(/sort=relevance/);
      await expect(cards.first()).toContainText(match);
      await expect(page.getByText(far)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('a Pro member sees their rank of the job page’s applicants, with their share', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await signUp(page.request, brand.vertical, 'rank');
      // A job of the seed, with the applicants and views the seed gave it (and none stored for them).
      const base = `${apiOrigin()}/${brand.vertical}`;
      const feed = await page.request.get(`${base}/job/jobfeed?page=1`);
      const jobs = ((await feed.json()) as { jobs: { id: number; title: string; applyType: string }[] }).jobs;
      let job: { id: number; title: string } | undefined;
      for (const j of jobs.filter((x) => x.applyType === 'internal')) {
        const detail = await page.request.get(`${base}/job/detail?jobcode=${j.id}`);
        if (((await detail.json()) as { applicants: number }).applicants >= 2) {
          job = j;
          break;
        }
      }
      if (!job) throw new Error('no internal job of the seed with applicants on the second page');
      const applied = await page.request.post(`${base}/job/apply?jobcode=${job.id}`);
      expect(applied.status()).toBe(200);

      await page.goto('/subscribe/pro-membership?refcode=6&pageid=3');
      await page.locator('article[data-plan="pro"]').getByRole('button', { name: 'Upgrade to Pro' }).click();
      await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect(page).toHaveURL(/\/subscribe\/success\?plan=pro$/);

      await page.goto(jobPath(job));
      await expect(page.getByRole('heading', { level: 2, name: 'How you compare' })).toBeVisible();
      const figures = (await page.getByText(/^\d+ views? · \d+ applicants?$/).textContent()) ?? '';
      const applicants = Number(/· (\d+) applicants?$/.exec(figures)?.[1]);
      expect(applicants).toBeGreaterThan(1);

      const line = page.locator('p', { hasText: /top \d+%/ });
      await expect(line).toBeVisible();
      const text = (await line.textContent()) ?? '';
      const found = /Rank\s*(\d+)\s*of (\d+) applicants?\s*· top (\d+)%/.exec(text);
      expect(found, text).not.toBeNull();
      const [rank, of, top] = [Number(found?.[1]), Number(found?.[2]), Number(found?.[3])];
      expect(of).toBe(applicants);
      expect(rank).toBeLessThanOrEqual(of);
      // The share at or above the rank, rounded up: rank 3 of 97 is the top 4%.
      expect(top).toBe(Math.max(1, Math.ceil((100 * rank) / of)));
      await expect(
        page.getByText(new RegExp(`^${applicants} applicants, \\d+ from top [\\w -]+\\.`)),
      ).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
