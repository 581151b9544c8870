/**
 * The plans and checkout journeys every brand app runs against its built server and a real API whose
 * gateway is the sandbox: a seeker who came from a job page's insights banner (refcode 6, pageid 3)
 * buys Pro on the sandbox checkout, lands on the success page and then sees insights and their rank on
 * a job they applied to; a failed payment says so and grants nothing; a signed-out buyer logs in
 * first. Every page passes axe.
 *
 * The API has to accept this site as the return address: `SITE_ORIGIN_<VERTICAL>` must be the app's
 * origin (http://localhost:{app port}).
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { type APIRequestContext, expect } from '@playwright/test';

/** The recruiter's side: the internal API with the admin key. */
async function postJob(vertical: string, title: string): Promise<number> {
  const res = await fetch(`${apiOrigin()}/internal/${vertical}/jobs`, {
    method: 'POST',
    headers: { 'X-Admin-Key': process.env.JOBSITE_E2E_ADMIN_KEY ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ title, minExp: 0, maxExp: 10 }),
  });
  expect(res.ok, `POST /jobs: ${res.status}`).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** A seeker signed up through the API, in the page's cookie store (the API and the site share the host). */
async function signUp(request: APIRequestContext, vertical: string, tag: string) {
  const registered = await request.post(`${apiOrigin()}/${vertical}/user/register`, {
    form: { name: 'Meera Iyer', email: uniqueEmail(tag), password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
}

async function isPro(request: APIRequestContext, vertical: string): Promise<boolean> {
  const res = await request.get(`${apiOrigin()}/${vertical}/user/pro-check`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { isPro: boolean }).isPro;
}

export function defineSubscribeSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: plans and checkout`, () => {
    test('a seeker from the insights banner buys Pro on the sandbox checkout and then sees insights and rank', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      await signUp(page.request, brand.vertical, 'pro');
      const jobId = await postJob(brand.vertical, `Pro journey ${Date.now()}`);
      const applied = await page.request.post(`${apiOrigin()}/${brand.vertical}/job/apply?jobcode=${jobId}`);
      expect(applied.status()).toBe(200);

      await page.goto('/subscribe/pro-membership?refcode=6&pageid=3');
      await expect(page.getByRole('heading', { level: 1, name: 'Pro membership' })).toBeVisible();
      const card = page.locator('article[data-plan="pro"]');
      await expect(card.getByText('₹2,999')).toBeVisible();
      await expect(card.getByText('₹500 a month · Price includes GST at 18%')).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(6);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/subscribe\/pro-membership$/,
      );
      await expectAccessible(page);

      // The order is made with the visit's codes and the browser goes to the gateway's checkout.
      await card.getByRole('button', { name: 'Upgrade to Pro' }).click();
      await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\/order_/);
      await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();

      await expect(page).toHaveURL(/\/subscribe\/success\?plan=pro$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you! Your Pro membership is active' }),
      ).toBeVisible();
      await expect(page.getByText(/Pro membership: active until \d{1,2} \w+ \d{4}/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'See insights on your jobs' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectAccessible(page);
      expect(await isPro(page.request, brand.vertical)).toBe(true);

      // The job applied to: insights on the other applicants and the seeker's rank.
      await page.goto(`/j/pro-journey-${jobId}.html`);
      await expect(page.getByRole('heading', { level: 2, name: 'How you compare' })).toBeVisible();
      await expect(page.getByText('Rank', { exact: true })).toBeVisible();
      await expect(page.getByText(/\d+ applicants?, \d+ from top [\w -]+\./)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'See how you compare with other applicants' }),
      ).toHaveCount(0);
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('a failed payment says so, offers to try again and grants nothing', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      await signUp(page.request, brand.vertical, 'failpay');
      await page.goto('/subscribe/plans');
      await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
      await expect(page.locator('article[data-plan]')).toHaveCount(4);
      await expect(page.locator('article[data-plan="earlyApplicant"]').getByText('₹1,499')).toBeVisible();
      await expect(
        page.locator('article[data-plan="earlyApplicant"]').getByText(/₹249 a month/),
      ).toBeVisible();
      await expect(
        page.locator('article[data-plan="resumeBuilder"]').getByText(/₹333 a month/),
      ).toBeVisible();
      await expect(page.locator('article[data-plan="bundle"]').getByText('Save ₹499')).toBeVisible();
      await expectAccessible(page);

      await page.locator('article[data-plan="pro"]').getByRole('button', { name: 'Upgrade to Pro' }).click();
      await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
      await page.getByRole('button', { name: 'Fail payment' }).click();

      // Back on the Pro page: why, with the buy button again; nothing granted.
      await expect(page).toHaveURL(/\/subscribe\/pro-membership\?payment=failed$/);
      const problem = page.getByRole('alert').filter({ hasText: 'Payment not completed' });
      await expect(problem).toContainText('The payment did not go through, so nothing was granted');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
      await expectAccessible(page);
      expect(await isPro(page.request, brand.vertical)).toBe(false);

      // A gateway that posts the browser back from its own site (Razorpay): the built site lets that post
      // through its check of writes from other sites, and hands it on to a GET of the same address,
      // where the session cookie is sent; nothing is checked on the post. (That the forged return is
      // refused and grants nothing is the return route's test.)
      const fields = {
        razorpay_order_id: 'order_ABCDEFGH12345678',
        razorpay_payment_id: 'pay_ABCDEFGH12345678',
        razorpay_signature: 'a'.repeat(64),
      };
      const posted = await page.request.post('/subscribe/return?plan=pro', {
        headers: { origin: 'https://api.razorpay.com', 'sec-fetch-site': 'cross-site' },
        form: fields,
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(303);
      expect(posted.headers().location).toBe(`/subscribe/return?plan=pro&${new URLSearchParams(fields)}`);

      // The early-applicant preference is for subscribers: this seeker is told what it is and where to buy.
      await page.goto('/early-applicant-preference');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Early-applicant preferences' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get early applicant' })).toHaveAttribute(
        'href',
        '/subscribe/early-applicant-preference',
      );
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('buys both plans at the saving, then sets the early-applicant preferences', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      await signUp(page.request, brand.vertical, 'bundle');
      await page.goto('/subscribe/early-applicant-preference');
      await expect(page.getByRole('heading', { level: 1, name: 'Early applicant' })).toBeVisible();
      const bundle = page.locator('article[data-plan="bundle"]');
      await expect(bundle.getByText('Save ₹499')).toBeVisible();
      await expect(bundle.getByText('₹3,498 if bought separately')).toBeVisible();
      await expectAccessible(page);
      await bundle.getByRole('button', { name: 'Buy both plans' }).click();
      await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();

      await expect(page).toHaveURL(/\/subscribe\/success\?plan=bundle$/);
      await expect(page.getByText(/^Early applicant: active until \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.getByText(/^Resume builder: active until \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open the resume builder' })).toHaveAttribute(
        'href',
        '/resume-builder',
      );
      await page.getByRole('link', { name: 'Set your early-applicant preferences' }).click();

      await expect(page).toHaveURL(/\/early-applicant-preference$/);
      await expect(page.getByText(/Your early-applicant subscription runs until/)).toBeVisible();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await expect(page.getByRole('alert')).toHaveText('Choose at least one skill, city or role');
      await page.getByRole('textbox', { name: 'Skills' }).fill('SQL, Excel, sql');
      await page.getByRole('textbox', { name: 'Cities' }).fill('Pune');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your early-applicant preferences are saved' }),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Skills' })).toHaveValue('SQL, Excel');
      await expectAccessible(page);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Cities' })).toHaveValue('Pune');
      expect(consoleErrors).toEqual([]);
    });

    test('buys without JavaScript: the plan form posts, the checkout and the return are plain pages', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await signUp(page.request, brand.vertical, 'nojs');
      await page.goto('/subscribe/resume-builder');
      await expect(page.getByRole('heading', { level: 1, name: 'Resume builder' })).toBeVisible();
      await page
        .locator('article[data-plan="resumeBuilder"]')
        .getByRole('button', { name: 'Buy Resume builder' })
        .click();
      // Without scripts the order comes back as a link to the checkout (a form may not redirect to
      // another origin under the page's CSP; a link may).
      await page.getByRole('link', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect(page).toHaveURL(/\/subscribe\/success\?plan=resumeBuilder$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you! Your Resume builder is active' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open the resume builder' })).toHaveAttribute(
        'href',
        '/resume-builder',
      );
      await context.close();
    });

    test('a signed-out visitor who chooses a plan logs in first and comes back to it', async ({ page }) => {
      await page.goto('/subscribe/early-applicant-preference');
      await expect(page.getByRole('heading', { level: 1, name: 'Early applicant' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Buy Early applicant' }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fsubscribe%2Fearly-applicant-preference$/);
    });
  });
}
