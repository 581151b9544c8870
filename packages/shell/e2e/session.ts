/**
 * The signed-in job seeker's journeys, run by every brand app against its built server and a real API
 * (issue 9): sign up, the wizard with a real PDF resume, save, apply, applied jobs, unsave with undo, a
 * notification read (an interview-slot offer), log out; the settings pages (privacy flags, blocked companies, password, contact
 * verification, email change, two-factor, deactivation); then, on an API whose access tokens live two
 * seconds, working on through silent refreshes, and a session revoked on the server ending at the next
 * action, or on its own once the page's live stream learns of it. Every page passes axe.
 */
import type { Vertical } from '@jobsite/domain';
import { makePdf } from '@jobsite/test-fixtures';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import {
  forgetSession,
  latestCodeOf,
  outboxOf,
  E2E_PASSWORD as PASSWORD,
  test,
  uniqueEmail,
} from '@jobsite/test-fixtures/e2e';
import { expect, type Page } from '@playwright/test';
import { startStack } from './stack.ts';

export interface SeekerBrand {
  name: string;
  vertical: Vertical;
}

function resumePdf(name: string, email: string) {
  // Playwright's file chooser takes a Buffer.
  return Buffer.from(
    makePdf([
      name,
      email,
      'Phone: +91 98765 43210',
      'Experience: 6 years',
      'Skills: Excel, SQL, Financial Modelling',
    ]),
  );
}

/**
 * A link of the header's menu (the avatar's on a wide screen, "Menu" on a narrow one), the menu opened
 * with a click first.
 */
async function headerMenuLink(page: Page, name: string) {
  const menu = page.getByRole('banner').locator('details');
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  return menu.getByRole('link', { name, exact: true });
}

async function register(page: Page, name: string, email: string) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/registration\/addPersonalDetails$/);
}

/**
 * Registers `name`, signs out, and opens the first job of the home page as a visitor, who reads it
 * without the app until they use a control that needs it (decision 0055). Answers the job's path.
 */
async function jobPageAsVisitor(page: Page, name: string, email: string): Promise<string> {
  await register(page, name, email);
  await forgetSession(page);
  await page.goto('/');
  const href = (await page.locator('main a[href^="/j/"]').first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/j\/.+\.html$/);
  await page.goto(href);
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'on-use');
  return href;
}

/**
 * Holds the page's requests to `url` (only those of `method`, when given) until the answered function
 * is called, as a slow network would; the requests then go on as they came.
 */
async function holdRequests(page: Page, url: RegExp, method?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (method === undefined || route.request().method() === method) await held;
    await route.continue();
  });
  return release;
}

/**
 * A slow network for the job page's app: the page's data loads (`GET *.data`) send the end of their body
 * `tail` ms late, and the job panel's posts are answered `post` ms late. The panel's loads, the
 * navigations and the save after the login popup then overlap, and the router aborts some loads while
 * their body is still coming, which the browser does by erroring the body with the signal's reason.
 * Playwright's routes answer a body whole, so the late end wraps the page's own `fetch`.
 */
async function slowNetwork(page: Page, { tail, post }: { tail: number; post: number }): Promise<void> {
  await page.route(/\/job-actions\.data$/, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, post));
    await route.continue();
  });
  await page.addInitScript((delay) => {
    const fetchWhole = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const answer = await fetchWhole(input, init);
      const request = new Request(input, init);
      if (request.method !== 'GET' || !new URL(request.url).pathname.endsWith('.data') || !answer.body)
        return answer;
      const signal = init?.signal ?? null;
      const reader = answer.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const read = await reader.read();
          if (!read.done) {
            controller.enqueue(read.value);
            return;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, delay);
            const stop = () => {
              clearTimeout(timer);
              resolve();
            };
            signal?.addEventListener('abort', stop, { once: true });
          });
          if (signal?.aborted) controller.error(signal.reason);
          else controller.close();
        },
      });
      return new Response(body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
    };
  }, tail);
}

/** An address that ends with `path`, for `toHaveURL`. */
const endsWithPath = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The header's saved count, as its link reads. */
const savedLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Saved \(\d+\)$/ });

/** Whoever is signed in, through the API itself (the recruiter's side of the story). */
async function api(path: string, init: RequestInit = {}) {
  const origin = process.env.JOBSITE_E2E_API_ORIGIN ?? 'http://localhost:4310';
  return fetch(`${origin}${path}`, init);
}

export function defineSeekerSuite(brand: SeekerBrand) {
  test.describe(`${brand.name}: signed-in seeker`, () => {
    test('signs up, completes the wizard with a resume, saves, applies, unsaves with undo, reads a notification, logs out', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail('journey');
      const name = 'Asha Rao';
      await page.goto('/login');
      await expectAccessible(page);
      await register(page, name, email);
      await expectAccessible(page);

      // The resume: a real PDF, a progress bar while it goes, then the fields read off it to confirm.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf(name, email) });
      await expect(page.getByText('Your resume has been uploaded successfully!').first()).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'We read these details from your resume' }),
      ).toBeVisible();
      // The same words come as a toast a moment later: axe runs once it is in, not while it fades in.
      await expect(
        page
          .getByRole('region', { name: 'Notifications' })
          .getByText('Your resume has been uploaded successfully!'),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Use these details' }).click();
      await expect(page.getByText('Your profile has been updated from your resume.')).toBeVisible();

      // Step 1 has neither Back nor Skip.
      await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
      await expect(page.getByLabel('Full name')).toHaveValue(name);
      await page.getByLabel('Current city').selectOption({ label: 'Bangalore' });
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 2: Back but no Skip.
      await expect(page).toHaveURL(/addEducationalDetails$/);
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
      await expectAccessible(page);
      await page.getByLabel('Course type').selectOption('Post graduation');
      await page.getByLabel('Degree').fill('MBA');
      await page.getByRole('button', { name: 'Continue' }).click();

      // The wizard is saved step by step: leaving and coming back resumes at the first step not done.
      await expect(page).toHaveURL(/addWorkExperience$/);
      await page.goto('/registration');
      await expect(page).toHaveURL(/addWorkExperience$/);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Skip' }).click();
      await expect(page).toHaveURL(/addAdditionalDetails$/);
      await page.getByRole('button', { name: 'Skip' }).click();
      await expect(page).toHaveURL(/addAudioVideoProfile$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/addCoverLetterAndSkills$/);
      await expect(page.getByRole('textbox', { name: 'Skills' })).not.toHaveValue('');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Finish' }).click();

      // The feed: save one job, apply to another.
      await expect(page).toHaveURL(/\/jobfeed$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your job feed' })).toBeVisible();
      await expectAccessible(page);
      const cards = page.locator('ul[aria-label="Jobs"] > li');
      const first = ((await cards.nth(0).locator('h3').textContent()) ?? '').trim();
      await cards
        .nth(0)
        .getByRole('button', { name: `Save ${first}` })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Job saved' })).toBeVisible();
      await expect(savedLink(page)).toHaveText('Saved (1)');
      // Some jobs are applied to on the employer's site (a new tab): apply to the first one that is ours.
      let second = '';
      const count = await cards.count();
      for (let i = count > 1 ? 1 : 0; i < Math.min(count, 8) && !second; i += 1) {
        const title = ((await cards.nth(i).locator('h3').textContent()) ?? '').trim();
        const popup = page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
        await cards
          .nth(i)
          .getByRole('button', { name: `Apply to ${title}` })
          .click();
        const applied = page.waitForURL(/\/job\/applied\?job=\d+$/, { timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        const outcome = await Promise.race([applied, popup.then((p) => (p ? 'popup' : false))]);
        if (outcome === 'popup') await (await popup)?.close();
        else if (outcome === true || (await applied)) second = title;
      }
      expect(second).not.toBe('');
      await expect(page).toHaveURL(/\/job\/applied\?job=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
      await expectAccessible(page);
      // Apply to two of the similar jobs through the page's own form: untick all but two, then apply.
      const picks = page.getByRole('list', { name: 'Similar jobs' }).getByRole('checkbox');
      const similarCount = await picks.count();
      expect(similarCount).toBeGreaterThan(2);
      const chosen = [await picks.nth(0).getAttribute('value'), await picks.nth(1).getAttribute('value')];
      for (let i = 2; i < similarCount; i += 1) await picks.nth(i).uncheck();
      await page.getByRole('button', { name: 'Apply to 2 selected jobs' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'You have applied to 2 more jobs' }),
      ).toBeVisible();
      // Jobs applied to leave the list of jobs still open to apply to.
      for (const id of chosen)
        await expect(page.locator(`input[name="jobIds"][value="${id}"]`)).toHaveCount(0);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applied (3)' }),
      ).toBeVisible();
      const similar = page.getByRole('link', { name: 'See all jobs like this one' });
      if ((await similar.count()) > 0) {
        await similar.click();
        await expect(page.getByRole('heading', { level: 1, name: 'Similar jobs' })).toBeVisible();
        await expectAccessible(page);
      }

      // Applied jobs, by status.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Applied \(\d+\)$/ })
        .click();
      await expect(page).toHaveURL(/\/applied-jobs$/);
      await expect(
        page.getByRole('list', { name: 'Applications' }).getByRole('link', { name: second }),
      ).toBeVisible();
      // One status tab is the current one: all of them.
      const statusTabs = page.getByRole('navigation', { name: 'Applications by status' }).getByRole('link');
      await expect(statusTabs.and(page.locator('[aria-current="page"]'))).toHaveCount(1);
      await expect(statusTabs.first()).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);

      // Saved jobs: unsave, then undo from the toast.
      await savedLink(page).click();
      await expect(page).toHaveURL(/\/saved-jobs$/);
      await expectAccessible(page);
      await page.getByRole('button', { name: `Saved: ${first}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Job removed from saved jobs' })).toBeVisible();
      await expect(savedLink(page)).toHaveText('Saved (0)');
      await page
        .getByRole('status')
        .filter({ hasText: 'Job removed from saved jobs' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect(page.getByRole('button', { name: `Saved: ${first}` })).toBeVisible();
      await expect(savedLink(page)).toHaveText('Saved (1)');

      // A recruiter offers interview slots: a notification; reading it clears the header's count. (Status
      // changes notify Pro members only; a slot offer asks every seeker to act.)
      const adminKey = process.env.JOBSITE_E2E_ADMIN_KEY ?? '';
      const apps = (await (
        await api(`/internal/${brand.vertical}/applications?email=${encodeURIComponent(email)}`, {
          headers: { 'X-Admin-Key': adminKey },
        })
      ).json()) as { applications: { id: number }[] };
      const appId = apps.applications[0]?.id;
      expect(appId).toBeDefined();
      const startsAt = new Date(Date.now() + 3 * 86_400_000);
      const offered = await api(`/internal/${brand.vertical}/applications/${appId}/interview-slots`, {
        method: 'POST',
        headers: { 'X-Admin-Key': adminKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          slots: [
            {
              startsAt: startsAt.toISOString(),
              endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
            },
          ],
        }),
      });
      expect(offered.status).toBe(201);
      await page.goto('/allnotification');
      await expect(page.getByRole('link', { name: /Notifications, 1 unread/ })).toBeVisible();
      await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Mark as read' }).click();
      await expect(page.getByText('You are all caught up.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

      // My profile: completeness items link to their edit pages.
      await page.goto('/myprofile');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('link', { name: /Education/ })).toHaveAttribute(
        'href',
        '/registration/addEducationalDetails',
      );
      await expectAccessible(page);

      // Log out, from the avatar's menu.
      await (await headerMenuLink(page, 'Log out')).click();
      await expect(page).toHaveURL(/\/logout$/);
      await expectAccessible(page);
      await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
      await page.goto('/jobfeed');
      await expect(page).toHaveURL(/\/login\?next=%2Fjobfeed$/);
      expect(consoleErrors).toEqual([]);
    });

    test("a visitor's Save on a job page leads to log in and, once logged in, carries on", async ({
      page,
      consoleErrors,
    }) => {
      const email = uniqueEmail('savevisitor');
      const href = await jobPageAsVisitor(page, 'Kavya Menon', email);
      // Save is the form's own post.
      await page.getByRole('button', { name: 'Save job' }).click();
      await expect(page).toHaveURL(/\/login\?next=/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Job saved' })).toBeVisible();
      await expect(page).toHaveURL(endsWithPath(href));
      await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
      await expect(savedLink(page)).toHaveText('Saved (1)');
      // Not a Pro member: a clear upsell instead of insights.
      await expect(
        page.getByRole('heading', { name: 'See how you compare with other applicants' }),
      ).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test("once the app has loaded on a visitor's job page, Save opens the login popup and carries on", async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail('popup');
      // On a slow network the save posted after the popup overlaps the panel's loads and the
      // navigation that drops `then`: the panel must still show the save, and a load the router
      // aborts on the way must not reach the page as an error.
      await slowNetwork(page, { tail: 1_500, post: 1_000 });
      await jobPageAsVisitor(page, 'Ravi Iyer', email);
      // Using the header's search loads the app; once it has, the field keeps what was typed, still has
      // the focus and suggests for those words under itself.
      // The app's modules are held back until the person has typed, as on a slow network.
      const release = await holdRequests(page, /\/assets\/.+\.js$/);
      const box = page.getByRole('searchbox', { name: 'Search jobs' });
      await box.click();
      await box.fill('data');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      release();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.locator('html')).not.toHaveAttribute('data-hydration', /./);
      const field = page.getByRole('combobox', { name: 'Search jobs' });
      await expect(field).toHaveValue('data');
      await expect(field).toBeFocused();
      const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(suggestions.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Escape closes the suggestions; the words and the focus stay in the field.
      await page.keyboard.press('Escape');
      await expect(suggestions).toBeHidden();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('data');
      await page.getByRole('button', { name: 'Save job' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      // Four slow loads and the slow save lie between the click and the toast.
      await expect(page.getByRole('status').filter({ hasText: 'Job saved' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
      expect(consoleErrors).toEqual([]);
    });

    test('on a slow phone, Apply tapped as soon as the job page shows applies for a signed-in seeker; the page then says so on its first paint', async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(90_000);
      await register(page, 'Arjun Rao', uniqueEmail('slowphone'));
      // A job applied to on this site (some send people to the employer's site instead).
      await page.goto('/');
      const hrefs = await page
        .locator('main a[href^="/j/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      let href = '';
      for (const candidate of [...new Set(hrefs)].slice(0, 8)) {
        await page.goto(candidate);
        if ((await page.getByRole('button', { name: 'Apply now' }).count()) > 0) {
          href = candidate;
          break;
        }
      }
      expect(href).not.toBe('');

      // A cheap phone on a slow network: six times slower CPU, slow 4G. The tap comes as soon as the
      // button shows, before the page's scripts have hydrated it.
      const slow = await context.newPage();
      const cdp = await context.newCDPSession(slow);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await slow.goto(href, { waitUntil: 'commit' });
      await slow.getByRole('button', { name: 'Apply now' }).first().click();
      await expect(slow).toHaveURL(/\/job\/applied\?job=\d+$/, { timeout: 60_000 });
      await expect(slow.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
      await expect(slow.getByRole('dialog', { name: 'Log in to continue' })).toHaveCount(0);
      await slow.close();

      // The server's page is the seeker's own: applied, and saved once Save is posted, with no script.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await context.storageState(),
      });
      const plain = await noScript.newPage();
      await plain.goto(href);
      await expect(plain.getByText('You applied to this job').first()).toBeVisible();
      await expect(plain.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
      await plain.getByRole('button', { name: 'Save job' }).click();
      await expect(plain).toHaveURL(endsWithPath(href));
      await expect(plain.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
      await expect(plain.getByText('You applied to this job').first()).toBeVisible();
      await noScript.close();
    });

    test("a seeker's first minute on a phone and a laptop: the header's menu, one row of links, jobs in the first screen, whole titles, the searched words kept", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await register(page, 'Meera Pillai', uniqueEmail('firstminute'));
      await page.goto('/jobfeed');
      await expect(page.getByRole('heading', { level: 1, name: 'Your job feed' })).toBeVisible();
      const banner = page.getByRole('banner');
      // From 320 to 1440 px nothing in the header lies over anything else.
      for (const width of [320, 360, 390, 600, 900, 1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const boxes = await banner
          .locator(
            'a[href="/"], input[type="search"], a[aria-label^="Notifications"], a[aria-label^="Chats"], summary, nav a',
          )
          .evaluateAll((els) =>
            els
              .filter((el) => el.checkVisibility())
              .map((el) => {
                const r = el.getBoundingClientRect();
                return { name: el.textContent || el.getAttribute('aria-label') || el.tagName, ...r.toJSON() };
              }),
          );
        const overlaps = boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(
              (b) =>
                !(
                  a.right <= b.left + 0.5 ||
                  b.right <= a.left + 0.5 ||
                  a.bottom <= b.top + 0.5 ||
                  b.bottom <= a.top + 0.5
                ),
            )
            .map((b) => `${a.name} / ${b.name}`),
        );
        expect(overlaps, `at ${width} px`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `at ${width} px`,
        ).toBeLessThanOrEqual(width);
        if (width >= 1200) {
          // The main links in one row; the others under the avatar.
          const tops = await banner
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link')
            .evaluateAll(
              (links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size,
            );
          expect(tops, `rows of links at ${width} px`).toBe(1);
        }
      }

      // The feed shows jobs first: four whole cards on a laptop, the first card high on a phone.
      const cards = page.locator('main article:has(h3 a[href^="/j/"])');
      await page.setViewportSize({ width: 1280, height: 800 });
      const laptop = await cards.evaluateAll(
        (els) => els.filter((el) => el.getBoundingClientRect().bottom <= 800).length,
      );
      expect(laptop).toBeGreaterThanOrEqual(4);
      await page.setViewportSize({ width: 390, height: 844 });
      expect((await cards.first().boundingBox())?.y ?? 1000).toBeLessThan(450);

      // A word of a job title of the feed ("manager"), searched from the address.
      const word =
        ((await cards.first().locator('h3').textContent()) ?? '')
          .match(/[a-z]{4,}/gi)
          ?.at(-1)
          ?.toLowerCase() ?? '';
      expect(word).not.toBe('');

      // On a phone every signed-in page is in the Menu, which closes once a link is chosen. (Axe looks at
      // the phone's page with the menu closed: open, its panel lies over the page's first controls. The
      // open menu is checked by the UI kit's story of it.)
      await expectAccessible(page);
      const menu = banner.locator('details');
      await expect(menu.locator('summary')).toHaveText('Menu', { useInnerText: true });
      await menu.locator('summary').click();
      await expect(menu).toHaveAttribute('open', '');
      const links = menu.getByRole('link');
      for (const name of [
        'Job feed',
        /^Applied \(\d+\)$/,
        /^Saved \(\d+\)$/,
        'Your profile',
        'Interviews',
        'Assessments',
        'Saved searches',
        'Settings',
        'Log out',
      ]) {
        await expect(links.filter({ hasText: name }).first()).toBeVisible();
      }
      await menu.getByRole('link', { name: 'Interviews' }).click();
      await expect(page).toHaveURL(/\/interviews$/);
      await expect(menu).not.toHaveAttribute('open', '');

      // A search page keeps its words in the field, and its titles read whole on a phone.
      await page.goto(`/search/${word}.html`);
      await expect(banner.getByLabel('Search jobs')).toHaveValue(word);
      const cut = await page
        .locator('main article h3 a')
        .evaluateAll((titles) => titles.filter((a) => a.scrollHeight > a.clientHeight + 1).length);
      expect(cut).toBeLessThanOrEqual(1);
      // Every word on it at 12 px or more, the smallest Lighthouse counts as legible.
      const small = await page.evaluate(() => {
        const found = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const el = walker.currentNode.parentElement;
          if (!el || !walker.currentNode.textContent?.trim() || !el.checkVisibility()) continue;
          const size = Number.parseFloat(getComputedStyle(el).fontSize);
          if (size < 12) found.add(`${size}px: ${walker.currentNode.textContent.trim().slice(0, 30)}`);
        }
        return [...found].slice(0, 5);
      });
      expect(small).toEqual([]);
    });

    test('finishes a two-factor login with the emailed code, and resets a forgotten password', async ({
      page,
    }) => {
      const email = uniqueEmail('twofa');
      const base = `/${brand.vertical}`;
      // An account with two-factor authentication on, set up through the API.
      const registered = await api(`${base}/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Nisha Patel', email, password: PASSWORD }),
      });
      const cookie = registered.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const latestCode = async () => {
        const box = (await (await api(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
          messages: { code: string | null; link: string | null; kind: string }[];
        };
        return box.messages[0];
      };
      await api(`${base}/twoFactorAuth/twoFaEnableCode`, { method: 'POST', headers: { cookie } });
      const enable = await latestCode();
      const on = await api(`${base}/twoFactorAuth/verify-two-fa`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code: enable?.code ?? '' }),
      });
      expect(on.status).toBe(200);

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
      await expectAccessible(page);
      const login = await latestCode();
      await page.getByLabel('6-digit code').fill(login?.code ?? '');
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      await expect(page).toHaveURL(/\/jobfeed$/);

      // Forgot password: the emailed link sets a new one.
      await forgetSession(page);
      await page.goto('/forgot');
      await expectAccessible(page);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible();
      const reset = await latestCode();
      expect(reset?.kind).toBe('reset-password');
      const link = new URL(reset?.link ?? '', 'http://localhost');
      await page.goto(link.pathname + link.search);
      await expectAccessible(page);
      await page.getByLabel('New password').fill(`${PASSWORD} again`);
      await page.getByLabel('Repeat the password').fill(`${PASSWORD} again`);
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page).toHaveURL(/\/login\?reset=1$/);
      await expect(page.getByText('Your password has been reset. Log in with it.')).toBeVisible();
    });

    test('logs in (with the wrong password first) and returns to the page asked for', async ({ page }) => {
      const email = uniqueEmail('login');
      await register(page, 'Ravi Kumar', email);
      await forgetSession(page);
      await page.goto('/saved-jobs');
      await expect(page).toHaveURL(/\/login\?next=%2Fsaved-jobs$/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expectAccessible(page);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/saved-jobs$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();

      // The feed of someone without preferences: load more appends, a filter becomes a chip.
      await page.goto('/jobfeed');
      // The feed's jobs: the first few, then (after a survey prompt, when one waits) the rest.
      const cards = page.locator('ul[aria-label="Jobs"] > li, ul[aria-label="More jobs"] > li');
      await expect(cards).toHaveCount(20);
      await page.getByRole('button', { name: 'Load more jobs' }).click();
      await expect(cards).toHaveCount(40);
      await expect(page.getByText('Showing 40 of')).toBeVisible();
      await page.getByRole('combobox', { name: 'Experience' }).selectOption({ label: '4-6 Yrs' });
      await expect(page).toHaveURL(/exp=4/);
      await expect(page.getByRole('button', { name: 'Remove Experience: 4-6 Yrs' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Remove Experience: 4-6 Yrs' }).click();
      await expect(page).not.toHaveURL(/exp=4/);
      await expect(page.getByRole('button', { name: 'Remove Experience: 4-6 Yrs' })).toHaveCount(0);
    });

    test('saves from a listing card with Undo; the mark stays on the listing; visitors see no Save', async ({
      page,
      consoleErrors,
    }) => {
      await register(page, 'Neha Iyer', uniqueEmail('listing'));
      await page.goto('/');
      const category = await page.locator('main a[href^="/c/"]').first().getAttribute('href');
      expect(category).toMatch(/^\/c\/.+-jobs$/);
      await page.goto(category ?? '/');
      const card = page.locator('ul[aria-labelledby="listing-jobs"] > li').first();
      const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      const save = card.getByRole('button', { name: `Save ${title}` });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await expectAccessible(page);

      await save.click();
      await expect(toast(page, 'Job saved')).toBeVisible();
      await expect(card.getByRole('button', { name: `Saved: ${title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(savedLink(page)).toHaveText('Saved (1)');
      // Undo takes the save back; saving again sticks, and the listing shows it after a reload.
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('button', { name: 'Undo' })
        .first()
        .click();
      await expect(card.getByRole('button', { name: `Save ${title}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(savedLink(page)).toHaveText('Saved (0)');
      await card.getByRole('button', { name: `Save ${title}` }).click();
      await expect(savedLink(page)).toHaveText('Saved (1)');
      await page.reload();
      await expect(card.getByRole('button', { name: `Saved: ${title}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.goto('/saved-jobs');
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

      // A visitor's listing is the public one: no Save buttons.
      await forgetSession(page);
      await page.goto(category ?? '/');
      await expect(page.locator('ul[aria-labelledby="listing-jobs"] > li').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
  defineSettingsJourneys(brand);
}

/** The toast that says `text`. */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** The settings pages (registered with the seeker journeys of each brand). */
function defineSettingsJourneys(brand: SeekerBrand) {
  test.describe(`${brand.name}: settings`, () => {
    test('keeps a privacy flag after reload, blocks a company, and changes the password (wrong current one first)', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('settings');
      await register(page, 'Farah Khan', email);

      // Signed in, Settings sits with the other account links in the header's menu.
      await (await headerMenuLink(page, 'Settings')).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Privacy and notifications' })).toBeVisible();
      await expectAccessible(page);

      // A flag, saved with the server's message, still there after a reload.
      const hide = page.getByRole('checkbox', { name: 'Hide my resume from recruiters' });
      await expect(hide).not.toBeChecked();
      await hide.check();
      await page.getByRole('checkbox', { name: 'My weekly job report' }).uncheck();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(page, 'Settings updated')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Hide my resume from recruiters' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'My weekly job report' })).not.toBeChecked();
      // The spec's other section value and query form lead to the same page.
      await page.goto('/settings?section=privacy-settings');
      await expect(page).toHaveURL(/\/settings\/privacy-settings$/);
      await expect(page.getByRole('checkbox', { name: 'Hide my resume from recruiters' })).toBeChecked();

      // Block a company found by name, then unblock it.
      const companies = (await (await api(`/${brand.vertical}/job/company-list?page=0`)).json()) as {
        companies: { name: string }[];
      };
      const company = companies.companies[0]?.name ?? '';
      expect(company).not.toBe('');
      await page.getByRole('searchbox', { name: 'Find a company to block' }).fill(company);
      await page.getByRole('button', { name: 'Search companies' }).click();
      await expect(page).toHaveURL(/company=/);
      await page.getByRole('button', { name: `Block ${company}`, exact: true }).click();
      await expect(toast(page, 'Blocked companies updated')).toBeVisible();
      const blocked = page.getByRole('list', { name: 'Blocked companies' });
      await expect(blocked.getByRole('listitem')).toHaveCount(1);
      await expect(blocked.getByRole('button', { name: `Unblock ${company}` })).toBeVisible();
      await expectAccessible(page);
      await blocked.getByRole('button', { name: `Unblock ${company}` }).click();
      await expect(page.getByText('You have not blocked any company.')).toBeVisible();

      // Change the password: the wrong current one is refused next to its field, the rest kept.
      await page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: 'Password and security' })
        .click();
      await expect(page).toHaveURL(/\/settings\/changepassword$/);
      await expectAccessible(page);
      const current = page.getByLabel('Current password');
      const fresh = page.getByLabel(/^New password/);
      const repeat = page.getByLabel('Repeat the new password');
      const NEW_PASSWORD = `${PASSWORD} renewed`;
      await current.fill('not my password at all');
      await fresh.fill(NEW_PASSWORD);
      await repeat.fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your current password is not right.')).toBeVisible();
      await expect(current).toBeFocused();
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(fresh).toHaveValue(NEW_PASSWORD);
      await expectAccessible(page);
      await current.fill(PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(toast(page, /Your password has been changed/)).toBeVisible();
      await expect(page.getByText('Your current password is not right.')).toHaveCount(0);
      await expect(fresh).toHaveValue('');

      // Log out; the old password no longer works, the new one does and comes back to settings.
      await forgetSession(page);
      await page.goto('/settings/changepassword');
      await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fchangepassword$/);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/settings\/changepassword$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Password and security' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('verifies the phone and the email with their codes, changes the email, and turns two-factor on and off', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('contact');
      await page.goto('/register');
      await page.getByLabel('Full name').fill('Imran Sheikh');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByLabel('Mobile number (optional)').fill('+91 98450 12345');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/registration\/addPersonalDetails$/);

      // The profile's completeness items lead here.
      await page.goto('/myprofile');
      await page.getByRole('link', { name: /Phone verification/ }).click();
      await expect(page).toHaveURL(/\/settings\/verify-contact-details$/);
      const phone = page.getByRole('region', { name: 'Mobile number' });
      await expect(phone.getByText('Not verified')).toBeVisible();
      await expectAccessible(page);

      // The phone: a code, a wrong one refused next to its field, then the right one.
      await phone.getByRole('button', { name: 'Send me a code' }).click();
      await expect(toast(page, 'We have sent you a code')).toBeVisible();
      const otp = phone.getByLabel('6-digit code');
      await expect(otp).toBeFocused();
      await expectAccessible(page);
      const code = await latestCodeOf(brand.vertical, email, 'one-time-code');
      // The page's data loads again after each answer; held back here, the right code is sent while it
      // loads, as a quick person would, and must still go through.
      const release = await holdRequests(page, /\/settings\/verify-contact-details\.data/, 'GET');
      await otp.fill(code === '000000' ? '111111' : '000000');
      await phone.getByRole('button', { name: 'Verify my number' }).click();
      await expect(phone.getByText('The code is wrong or has expired.')).toBeVisible();
      await expect(otp).toBeFocused();
      await otp.fill(code);
      await phone.getByRole('button', { name: 'Verify my number' }).click();
      release();
      await expect(toast(page, 'Your phone number is verified')).toBeVisible();
      await page.unroute(/\/settings\/verify-contact-details\.data/);
      await expect(phone.getByText('Verified', { exact: true })).toBeVisible();

      // The email: the verification link again, opened from the outbox.
      const address = page.getByRole('region', { name: 'Email address' });
      await address.getByRole('button', { name: 'Send the verification email again' }).click();
      await expect(toast(page, 'Email sent')).toBeVisible();
      const link = (await outboxOf(brand.vertical, email)).find((m) => m.kind === 'verify-email')?.link ?? '';
      const url = new URL(link, 'http://localhost');
      expect(url.pathname).toBe('/verify-email');
      await page.goto(url.pathname + url.search);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your email address is verified' }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Go to your contact details' }).click();
      await expect(address.getByText('Verified', { exact: true })).toBeVisible();

      // Change the email: requested (pending, with the code step), then verified.
      const change = page.getByRole('region', { name: 'Change your email address' });
      const newEmail = uniqueEmail('moved');
      await change.getByLabel('New email address').fill(newEmail);
      await change.getByLabel('Your password').fill(PASSWORD);
      await change.getByRole('button', { name: 'Send a code to the new address' }).click();
      await expect(
        toast(page, `We have sent a code to ${newEmail}. Enter it to confirm the change.`),
      ).toBeVisible();
      const changeCode = change.getByLabel('Code from the new address');
      await expect(changeCode).toBeFocused();
      await expectAccessible(page);
      await changeCode.fill(await latestCodeOf(brand.vertical, newEmail, 'email-change'));
      await change.getByRole('button', { name: 'Confirm the new address' }).click();
      await expect(toast(page, `Your email address is now ${newEmail}.`)).toBeVisible();
      await expect(address.getByText(newEmail)).toBeVisible();

      // Two-factor authentication: on with the emailed code, then off.
      await page.goto('/settings?section=changepassword');
      await expect(page).toHaveURL(/\/settings\/changepassword$/);
      const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
      await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
      await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await expect(toast(page, /emailed you a code/)).toBeVisible();
      await expect(twoFactor.getByLabel('6-digit code')).toBeFocused();
      await twoFactor
        .getByLabel('6-digit code')
        .fill(await latestCodeOf(brand.vertical, newEmail, 'two-factor-code'));
      await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      await expect(toast(page, 'Two-factor authentication is on')).toBeVisible();
      await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
      await expectAccessible(page);
      await twoFactor.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
      await expect(toast(page, 'Two-factor authentication is off')).toBeVisible();
      await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('deactivates the account behind a confirmation, signs out, and reactivates at the next login', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('leaving');
      await register(page, 'Leela Das', email);
      await page.goto('/settings/changepassword');
      const section = page.getByRole('region', { name: 'Deactivate your account' });
      await section.getByLabel('Your password').fill('not my password at all');
      await section.getByRole('button', { name: 'Deactivate account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      // Keeping the account changes nothing.
      await dialog.getByRole('button', { name: 'Keep my account' }).click();
      await expect(dialog).toBeHidden();
      await section.getByRole('button', { name: 'Deactivate account' }).click();
      await dialog.getByRole('button', { name: 'Yes, deactivate' }).click();
      await expect(section.getByText('The password is not right.')).toBeVisible();
      await expect(section.getByLabel('Your password')).toBeFocused();
      await section.getByLabel('Your password').fill(PASSWORD);
      // The refused try's data is still reloading while its message shows: the button is busy (and
      // takes no click) until it is done.
      await expect(section.getByRole('button', { name: 'Deactivate account' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
      await section.getByRole('button', { name: 'Deactivate account' }).click();
      await dialog.getByRole('button', { name: 'Yes, deactivate' }).click();

      // Signed out everywhere.
      await expect(page).toHaveURL(/\/settings\/deactivated$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your account is deactivated' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
      await expectAccessible(page);
      await page.goto('/settings');
      await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);

      // Logging in again asks for the emailed code, which reactivates the account.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reactivate your account' })).toBeVisible();
      await page.getByLabel('6-digit code').fill(await latestCodeOf(brand.vertical, email, 'reactivate'));
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}

export function defineSessionSuite(brand: SeekerBrand & { ports: { api: number; app: number } }) {
  test.describe(`${brand.name}: session with two-second access tokens`, () => {
    let stack: Awaited<ReturnType<typeof startStack>> | undefined;
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      stack = await startStack(brand.ports, { accessTokenTtlS: 2 });
    });
    test.afterAll(() => stack?.stop());
    test.use({ baseURL: `http://localhost:${brand.ports.app}` });

    test('keeps working across silent refreshes; a session revoked on the server ends at the next action', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('session');
      await register(page, 'Meera Iyer', email);
      await page.goto('/jobfeed');
      const cards = page.locator('ul[aria-label="Jobs"] > li');
      const title = ((await cards.nth(0).locator('h3').textContent()) ?? '').trim();

      // The access token expires; the next action refreshes it without the person noticing.
      await page.waitForTimeout(2_500);
      await cards
        .nth(0)
        .getByRole('button', { name: `Save ${title}` })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Job saved' })).toBeVisible();
      await expect(savedLink(page)).toHaveText('Saved (1)');
      await page.waitForTimeout(2_500);
      await savedLink(page).click();
      await expect(page).toHaveURL(/\/saved-jobs$/);
      await expect(page.getByRole('button', { name: `Saved: ${title}` })).toBeVisible();
      await expectAccessible(page);

      // The same session is logged out on the server (from anywhere holding its cookies), while the
      // page's live stream cannot reconnect: the next action logs the person out, home, signed out.
      await page.route('**/mychat/events*', (route) => route.abort('connectionrefused'));
      await revokeSession(page, brand);
      await page.getByRole('button', { name: `Saved: ${title}` }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
      await page.goto('/saved-jobs');
      await expect(page).toHaveURL(/\/login/);
      await page.unroute('**/mychat/events*');

      // Logged in again and revoked again, on a page left alone: its live stream learns the session
      // ended and takes the page home, signed out, without a click.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/saved-jobs$/);
      await expect(page.getByRole('button', { name: `Saved: ${title}` })).toBeVisible();
      await revokeSession(page, brand);
      await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}

/** Logs the page's session out on the API directly, as another device holding its cookies would. */
async function revokeSession(page: Page, brand: SeekerBrand & { ports: { api: number } }) {
  const cookies = await page.context().cookies();
  const header = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const out = await fetch(`http://localhost:${brand.ports.api}/${brand.vertical}/user/logout`, {
    method: 'POST',
    headers: { cookie: header },
  });
  expect(out.status).toBe(200);
}
