/**
 * The competition journey (decisions 0039 and 0040), against the built brand app and a real API.
 *
 * Where the vertical's `competition` flag is off, the brand has no competition pages (every one answers
 * 404) and no page links to them. Where it is on, an organiser (the internal API) creates a new edition
 * with registration open, which becomes the current one; a seeker registers through the page (a refused
 * form first: errors by field, focus on the first); the organiser opens round 1 and the seeker takes the
 * quiz, reloading in the middle (the time left and the saved answers survive), and submits; progress
 * shows the score; the organiser closes and publishes round 1 with a cut-off the seeker passes and opens
 * round 2 with a case study; the seeker downloads the case (a PDF), hands in a PDF answer, sees it listed,
 * and a renamed file of another kind is refused; the results page lists the seeker. Axe on every page.
 */
import { QUIZ_DESKTOP_ONLY_MESSAGE, VERTICALS, type Vertical } from '@jobsite/domain';
import { makePdf } from '@jobsite/test-fixtures';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const COMPETITION_PATHS = [
  '/epoch',
  '/epoch/terms',
  '/epoch/register',
  '/epoch/round-one',
  '/epoch/round-two',
  '/epoch/round-two/case-study',
  '/epoch/round-three',
  '/epoch/progress',
  '/epoch/results',
] as const;

/** The quiz of the journey's edition: three questions of one mark each. */
const QUESTIONS = [
  {
    prompt: 'A market grows 10% a year. Roughly how long does it take to double?',
    options: ['About 3 years', 'About 7 years', 'About 15 years'],
    correct: 1,
  },
  {
    prompt: 'Which of these is a fixed cost for a factory?',
    options: ['Raw material', 'Rent of the building', 'Packaging'],
    correct: 1,
  },
  {
    prompt: 'What does a break-even point tell you?',
    options: ['The sales at which profit is zero', 'The highest price customers pay'],
    correct: 0,
  },
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Edition {
  id: number;
  edition: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An internal call whose answer the journey does not read. */
const organise = (vertical: string, path: string, body: unknown = {}) =>
  internalApi<Record<string, unknown>>(vertical, 'POST', path, body);

/** A new edition, one number above every edition there is, with registration open now. */
async function newEdition(vertical: string, name: string): Promise<Edition> {
  const { competitions } = await internalApi<{ competitions: Edition[] }>(vertical, 'GET', '/competitions');
  const edition = Math.max(0, ...competitions.map((c) => c.edition)) + 1;
  const now = Date.now();
  const window = (from: number, to: number) => ({
    startsAt: new Date(now + from).toISOString(),
    endsAt: new Date(now + to).toISOString(),
  });
  const created = await internalApi<{ id: number }>(vertical, 'POST', '/competitions', {
    name,
    edition,
    year: new Date(now).getUTCFullYear() + 1,
    rounds: {
      registration: window(-HOUR, DAY),
      round1: window(2 * DAY, 3 * DAY),
      round2: window(4 * DAY, 5 * DAY),
      round3: window(6 * DAY, 7 * DAY),
    },
    quiz: { durationSeconds: 1200, questions: QUESTIONS },
  });
  return { id: created.id, edition };
}

/** The round 2 case study, uploaded by the organisers (multipart, the PDF in `file`). */
async function uploadCaseStudy(vertical: string, id: number, pdf: Uint8Array<ArrayBuffer>): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'case-study.pdf');
  const res = await fetch(`${apiOrigin()}/internal/${vertical}/competitions/${id}/case-study`, {
    method: 'PUT',
    headers: { 'X-Admin-Key': process.env.JOBSITE_E2E_ADMIN_KEY ?? '' },
    body: form,
  });
  expect(res.ok, `PUT case-study: ${res.status} ${await res.clone().text()}`).toBe(true);
}

/** Chooses an option of the quiz question with this prompt and waits until the server saved it. */
async function answer(page: Page, prompt: string, option: string) {
  const group = page.getByRole('group', { name: new RegExp(escapeRegExp(prompt)) });
  await group.getByLabel(option, { exact: true }).check();
  await expect(page.getByRole('listitem').filter({ has: group }).getByText('Answer saved')).toBeVisible();
}

const secondsShown = async (page: Page) => Number(await page.getByRole('timer').getAttribute('data-seconds'));

/** The internal links of a page's HTML that lead into the competition. */
async function epochLinks(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/\bhref="([^"]*)"/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => /^(?:https?:\/\/[^/]+)?\/epoch(?:[/?#]|$)/.test(href));
}

export function defineCompetitionSuite(brand: { name: string; vertical: string }): void {
  const on = VERTICALS[brand.vertical as Vertical].flags.competition;
  test.describe(`${brand.name}: competition`, () => {
    if (!on) {
      test('has no competition pages', async ({ request }) => {
        for (const path of COMPETITION_PATHS) {
          const res = await request.get(path, { maxRedirects: 0 });
          expect(res.status(), path).toBe(404);
        }
      });

      test('links to no competition page from the home page, its footer or the sitemaps', async ({
        page,
        request,
      }) => {
        for (const path of ['/', '/sitemap', '/about-us'])
          expect(await epochLinks(request, path), path).toEqual([]);
        const pages = await request.get('/sitemaps/pages.xml');
        expect(await pages.text()).not.toContain('/epoch');
        await page.goto('/');
        await expect(page.locator('footer a[href*="/epoch"]')).toHaveCount(0);
        await expect(page.locator('a[href*="/epoch"]')).toHaveCount(0);
      });
      return;
    }

    test('links to the competition from the footer and the sitemaps, and each link leads to a page', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      const footerLink = page.getByRole('navigation', { name: 'Programmes' }).getByRole('link', {
        name: 'Epoch college competition',
      });
      await expect(footerLink).toHaveAttribute('href', '/epoch');
      expect(await epochLinks(request, '/sitemap')).toContain('/epoch');
      const pages = await (await request.get('/sitemaps/pages.xml')).text();
      for (const path of ['/epoch', '/epoch/terms', '/epoch/results']) {
        expect(pages).toContain(`${path}</loc>`);
        expect((await request.get(path)).status(), path).toBe(200);
      }
      await footerLink.click();
      await expect(page).toHaveURL(/\/epoch$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('main').getByRole('link', { name: 'rules and terms' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /rules and terms/ })).toBeVisible();
      await expect(page.getByText('no negative marking', { exact: false })).toBeVisible();
      await expectAccessible(page);
      // Signed out, registering and progress ask to log in first and come back.
      for (const path of ['/epoch/register', '/epoch/progress']) {
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBe(302);
        expect(res.headers().location).toBe(`/login?next=${encodeURIComponent(path)}`);
      }
    });

    test('a student registers, takes the quiz, passes the cut-off, hands in the case and is in the results', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      const vertical = brand.vertical;
      const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const name = `Epoch Journey ${suffix}`;
      const edition = await newEdition(vertical, name);
      test.info().annotations.push({ type: 'edition', description: `${edition.id} (#${edition.edition})` });

      // A visitor sees the new edition on the landing page, with Register. The site keeps the landing page
      // of the edition before for up to its max-age (decision 0047); a reload asks for it as it is now.
      await page.goto('/epoch');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('list', { name: `${name} timeline` }).getByRole('listitem')).toHaveCount(4);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
      await expectAccessible(page);

      // The seeker's account (through the API, which signs them in).
      const seeker = `Asha Rao ${suffix}`;
      const registered = await page.request.post(`${apiOrigin()}/${vertical}/user/register`, {
        form: { name: seeker, email: uniqueEmail('epoch'), password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);

      await page.goto('/epoch');
      await expect(main.getByText('Not registered')).toBeVisible();
      await main.getByRole('link', { name: 'Register', exact: true }).click();
      await expect(page).toHaveURL(/\/epoch\/register$/);
      await expect(page.getByRole('heading', { level: 1, name: `Register for ${name}` })).toBeVisible();
      await expectAccessible(page);

      // A refused form: each field says what is wrong, focus on the first.
      await main.getByLabel('Institute').fill('I');
      await main.getByLabel('Graduation year').fill('27');
      await main.getByRole('button', { name: 'Register' }).click();
      await expect(main.getByLabel('Institute')).toBeFocused();
      await expect(page.getByText('Institute must be at least 2 characters.')).toBeVisible();
      await expect(page.getByText('Graduation year must be a year such as 2027.')).toBeVisible();
      await expect(page.getByText('Accept the terms to register.')).toBeVisible();
      await expect(main.getByLabel('Institute')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);

      await main.getByLabel('Institute').fill('Indian Institute of Management Kozhikode');
      await main.getByLabel('Programme').fill('PGP');
      await main.getByLabel('Graduation year').fill('2027');
      await main.getByLabel('City (optional)').fill('Kozhikode');
      await main.getByLabel('I accept the terms').check();
      await main.getByRole('button', { name: 'Register' }).click();
      await expect(page).toHaveURL(/\/epoch\/progress\?registered=1$/);
      await expect(
        page.getByRole('status').filter({ hasText: `You are registered for ${name}` }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Round 1: the quiz' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Round 1' })).toHaveCount(0);
      await expectAccessible(page);
      // (Registering only once, and the landing page's way to the open round: the routes' tests.)

      // Round 1 opens: the quiz, with a reload in the middle.
      await organise(vertical, `/competitions/${edition.id}/rounds/round1/open`);
      await page.goto('/epoch/progress');
      await page.getByRole('link', { name: 'Go to Round 1' }).click();
      await expect(page).toHaveURL(/\/epoch\/round-one$/);
      await expectAccessible(page);
      // A phone-sized screen is told the quiz is desktop only, and cannot start it.
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByText(QUIZ_DESKTOP_ONLY_MESSAGE, { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeHidden();
      if (desktop) await page.setViewportSize(desktop);
      await page.getByRole('button', { name: 'Start the quiz' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      const [q1, q2, q3] = QUESTIONS;
      await answer(page, q1.prompt, q1.options[q1.correct]);
      await answer(page, q2.prompt, q2.options[q2.correct]);
      await expectAccessible(page);

      const before = await secondsShown(page);
      const readAt = Date.now();
      expect(before).toBeGreaterThan(1100);
      await page.reload();
      const after = await secondsShown(page);
      expect(Math.abs(after - (before - (Date.now() - readAt) / 1000))).toBeLessThanOrEqual(3);
      for (const q of [q1, q2])
        await expect(
          page
            .getByRole('group', { name: new RegExp(escapeRegExp(q.prompt)) })
            .getByLabel(q.options[q.correct], { exact: true }),
        ).toBeChecked();

      await answer(page, q3.prompt, q3.options[1]); // wrong on purpose: 2 of 3
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await page.getByRole('button', { name: 'Yes, submit my answers' }).click();
      // The submission is done when the page shows its result. "Submit answers" is gone as soon as the
      // confirmation shows, before the router has even sent the submission, so the progress page opened
      // then was read by the API beside the submission and could find the attempt still under way.
      await expect(
        page.getByRole('heading', { level: 2, name: 'Your answers were submitted', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);

      await page.goto('/epoch/progress');
      const round1 = page.getByRole('region', { name: 'Round 1: the quiz' });
      await expect(round1.getByText('Handed in: results to come')).toBeVisible();
      await expect(round1.getByText('2 of 3')).toBeVisible();
      await expectAccessible(page);

      // The organisers close round 1 and publish it with a cut-off the seeker passes.
      await organise(vertical, `/competitions/${edition.id}/rounds/round1/close`);
      await organise(vertical, `/competitions/${edition.id}/rounds/round1/publish`, { cutoff: 2 });
      await page.reload();
      await expect(round1.getByText('Qualified for the next round')).toBeVisible();
      await expect(round1.getByText('Cut-off')).toBeVisible();
      await expect(round1.getByText('Your rank')).toBeVisible();

      // Round 2 opens with its case study.
      await uploadCaseStudy(vertical, edition.id, makePdf([`${name}: the case`, 'A retailer loses share.']));
      await organise(vertical, `/competitions/${edition.id}/rounds/round2/open`);
      await page.reload();
      await page.getByRole('link', { name: 'Go to Round 2' }).click();
      await expect(page).toHaveURL(/\/epoch\/round-two$/);
      await expectAccessible(page);
      const download = page.getByRole('link', { name: 'Download the case study' });
      const href = await download.getAttribute('href');
      expect(href).toBeTruthy();
      const caseFile = await page.request.get(href ?? '');
      expect(caseFile.status()).toBe(200);
      expect(caseFile.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await caseFile.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const file = page.getByLabel('Your answer (.pdf, .ppt or .doc)');
      await file.setInputFiles({
        name: `answer-${suffix}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(makePdf(['Our answer: focus on the loyal customers.'])),
      });
      await page.getByRole('button', { name: 'Hand in your answer' }).click();
      await expect(page.getByText(`answer-${suffix}.pdf`).first()).toBeVisible();
      await expectAccessible(page);

      // A text file renamed to .pdf is refused, with a message, and the answer handed in stays.
      await file.setInputFiles({
        name: `renamed-${suffix}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from('This is plain text, not a PDF.\n'),
      });
      await page.getByRole('button', { name: 'Hand in your answer' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
      await expect(page.getByText(`renamed-${suffix}.pdf`)).toHaveCount(0);
      await expect(page.getByText(`answer-${suffix}.pdf`).first()).toBeVisible();

      await page.goto('/epoch/progress');
      await expect(
        page.getByRole('region', { name: 'Round 2: the surprise case' }).getByText(`answer-${suffix}.pdf`),
      ).toBeVisible();

      // The published round 1 results list the seeker.
      await page.goto('/epoch/results');
      await expect(page.getByRole('heading', { level: 1, name: `${name} results` })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('rowheader', { name: seeker })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: seeker })).toContainText('Yes');
      await expectAccessible(page);
      // Searching by name is a plain GET form.
      await main.getByLabel('Name').fill(seeker);
      await page.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(
        new RegExp(`name=${escapeRegExp(encodeURIComponent(seeker).replace(/%20/g, '+'))}`),
      );
      await expect(table.getByRole('row')).toHaveCount(2);
      expect(consoleErrors).toEqual([]);
    });
  });
}
