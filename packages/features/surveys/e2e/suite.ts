/**
 * The surveys journey every brand app runs against its built server and a real API: a new seeker sees
 * the survey card on the job feed, opens the survey, is stopped on a missing answer (focus goes to the
 * question), answers, sees the thanks and the way back, and the card is gone; the internal results count
 * the answer. Another seeker's card on the applied page is put aside with "Not now". Axe on every page.
 * (That applying in the same week shows no second survey, one a week, is the applied page's route test.)
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { expect } from '@playwright/test';

interface SurveyList {
  surveys: { id: number; slug: string; responses: number; dismissals: number }[];
}
interface Results {
  responses: number;
  questions: { kind: string; texts?: { items: { text: string }[] } }[];
}

export function defineSurveysSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: surveys`, () => {
    test('a seeker answers the feed survey once; another puts the one after applying aside', async ({
      page,
      consoleErrors,
      forgetSession,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('survey');
      const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
        form: { name: 'Nisha Verma', email, password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);
      const { surveys } = await internalApi<SurveyList>(brand.vertical, 'GET', '/surveys');
      const feedSurvey = surveys.find((s) => s.slug === 'feed-fit');
      if (!feedSurvey) throw new Error('no feed survey seeded');
      const before = await internalApi<Results>(brand.vertical, 'GET', `/surveys/${feedSurvey.id}/results`);

      await page.goto('/jobfeed');
      const card = page.getByRole('complementary', { name: 'How well does your job feed fit?' });
      await expect(card).toBeVisible();
      await expectAccessible(page);
      await card.getByRole('link', { name: 'Answer the survey' }).click();
      await expect(page).toHaveURL(new RegExp(`/survey/${feedSurvey.id}\\?back=%2Fjobfeed$`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'How well does your job feed fit?' }),
      ).toBeVisible();
      await expectAccessible(page);

      // The rating is left out: the page says which question, and focus goes to it.
      const roles = page.getByRole('group', { name: 'Which roles would you like to see more of?' });
      await roles.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Send answers' }).click();
      const rating = page.locator('fieldset').first();
      await expect(rating).toBeFocused();
      await expect(rating).toContainText('Please answer');
      await expect(rating).toHaveAttribute('aria-invalid', 'true');
      await expect(roles.getByRole('checkbox').first()).toBeChecked();
      await expectAccessible(page);

      await rating.getByRole('radio', { name: '4' }).check();
      const note = `Fewer night shifts, please ${Date.now()}`;
      await page.getByRole('textbox', { name: /Anything else your feed should show/ }).fill(note);
      await page.getByRole('button', { name: 'Send answers' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText('Thank you for answering our survey');
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Back to your job feed' }).click();
      await expect(page).toHaveURL(/\/jobfeed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your job feed' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'How well does your job feed fit?' })).toHaveCount(
        0,
      );

      const after = await internalApi<Results>(brand.vertical, 'GET', `/surveys/${feedSurvey.id}/results`);
      expect(after.responses).toBe(before.responses + 1);
      expect(after.questions.find((q) => q.kind === 'text')?.texts?.items.map((t) => t.text)).toContain(note);

      // Opening the survey again says it was answered.
      await page.goto(`/survey/${feedSurvey.id}?back=%2Fjobfeed`);
      await expect(page.getByText('You have already answered this survey')).toBeVisible();
      await expectAccessible(page);

      // (After an application in the same week, no second survey, one a week (decision 0070): the route
      // test of the page after applying.)
      const role = async () =>
        (
          await internalApi<{ id: number }>(brand.vertical, 'POST', '/jobs', {
            title: `Survey journey role ${Date.now()}`,
          })
        ).id;
      const applyAs = async (request: typeof page.request, jobId: number) =>
        expect(
          (await request.post(`${apiOrigin()}/${brand.vertical}/job/apply?jobcode=${jobId}`)).status(),
        ).toBe(200);

      // A seeker asked nothing yet: the card after applying, put aside with "Not now".
      await forgetSession();
      const other = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
        form: { name: 'Kiran Shah', email: uniqueEmail('survey-applied'), password: E2E_PASSWORD },
      });
      expect(other.status()).toBe(200);
      const otherJob = await role();
      await applyAs(page.request, otherJob);
      await page.goto(`/job/applied?job=${otherJob}`);
      const appliedCard = page.getByRole('complementary', { name: 'How was applying?' });
      await expect(appliedCard).toBeVisible();
      await expectAccessible(page);
      await appliedCard.getByRole('button', { name: 'Not now' }).click();
      await expect(page).toHaveURL(new RegExp(`/job/applied\\?job=${otherJob}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'How was applying?' })).toHaveCount(0);
      const listed = await internalApi<SurveyList>(brand.vertical, 'GET', '/surveys');
      expect(listed.surveys.find((s) => s.slug === 'applying')?.dismissals).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
