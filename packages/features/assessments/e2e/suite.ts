/**
 * The assessments journeys every brand app runs against its built server and a real API (decision
 * 0027): a recruiter assigns a timed assessment through the internal API; the seeker finds it on
 * /pendingassessments, starts it, answers some questions, reloads in the middle (the same time left and
 * the saved answers), finishes and submits, and sees the result; the recruiter reads the score. Both
 * new pages pass axe. The assessment's notice counts in the header until it is submitted, which is
 * what it asked for (decision 0064).
 */
import type { Vertical } from '@jobsite/domain';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { E2E_PASSWORD, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface AssessmentsBrand {
  name: string;
  vertical: Vertical | string;
}

const origin = () => process.env.JOBSITE_E2E_API_ORIGIN ?? 'http://localhost:4310';
const adminKey = () => process.env.JOBSITE_E2E_ADMIN_KEY ?? '';

const QUESTIONS = [
  {
    prompt: 'Two tasks are due today and you can finish only one. What do you do first?',
    options: ['Pick the easier one', 'Ask which matters more and tell the other task’s owner', 'Leave both'],
    correct: 1,
  },
  {
    prompt: 'What should a weekly status update lead with?',
    options: ['Risks and decisions needed', 'Every meeting attended'],
    correct: 0,
    marks: 2,
  },
  {
    prompt: 'A project will miss its deadline. When do you tell the stakeholders?',
    options: ['On the deadline', 'As soon as you know, with a new plan', 'Only if they ask'],
    correct: 1,
  },
  {
    prompt: 'Which goal is written the SMART way?',
    options: ['Improve customer happiness', 'Cut reply time from 48 to 24 hours by March'],
    correct: 1,
  },
];

async function internal(vertical: string, path: string, body?: unknown) {
  const res = await fetch(`${origin()}/internal/${vertical}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Admin-Key': adminKey(), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * A seeker who applied to a new job, and the application's id: signed up through the API in the page's
 * cookie store (the site shares the API's host), so the browser is signed in as them without the login
 * page, which is the session suite's.
 */
async function applicant(request: APIRequestContext, vertical: string, email: string) {
  const base = `${origin()}/${vertical}`;
  const registered = await request.post(`${base}/user/register`, {
    form: { name: 'Tara Menon', email, password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
  const job = (await internal(vertical, '/jobs', { title: `Operations coordinator ${Date.now()}` }))
    .id as number;
  const applied = await request.post(`${base}/job/apply?jobcode=${job}`);
  expect(applied.status()).toBe(200);
  const { applications } = (await internal(vertical, `/applications?email=${encodeURIComponent(email)}`)) as {
    applications: { id: number }[];
  };
  const appId = applications[0]?.id;
  if (appId === undefined) throw new Error('no application');
  return appId;
}

/** How long the deadline journey's seeker has: the page waits this long for the time to run out. */
const DEADLINE_SECONDS = 15;

const secondsShown = async (page: Page) => Number(await page.getByRole('timer').getAttribute('data-seconds'));

/** Chooses an option of a question and waits until the server saved it. */
async function answer(page: Page, position: number, option: string) {
  const group = page.getByRole('group', { name: new RegExp(`^Question ${position} of `) });
  await group.getByLabel(option, { exact: true }).check();
  await expect(page.getByRole('listitem').filter({ has: group }).getByText('Answer saved')).toBeVisible();
}

export function defineAssessmentsSuite(brand: AssessmentsBrand): void {
  test.describe(`${brand.name}: assessments`, () => {
    test('takes a timed assessment: start, answer, reload with the same time left, submit, see the score', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('assessment');
      const appId = await applicant(page.request, brand.vertical, email);
      const title = 'Work basics check';
      const assigned = await internal(brand.vertical, `/applications/${appId}/assessment`, {
        title,
        durationSeconds: 600,
        questions: QUESTIONS,
      });
      expect(assigned).toMatchObject({ kind: 'timed', questionCount: 4, maxScore: 5 });

      const notifications = (name: string) =>
        page.getByRole('banner').getByRole('link', { name, exact: true });
      await page.goto('/pendingassessments');
      await expect(notifications('Notifications, 1 unread')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Pending assessments' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByText('4 questions · 10 minutes')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: new RegExp(`^Open the assessment\\s*: ${title}$`) }).click();

      // The start screen: what it holds, one attempt, then Start.
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('You have one attempt.', { exact: false })).toBeVisible();
      // Four questions, five marks: the start screen says so, and the question worth two says it too.
      await expect(page.getByText('5 in all; some questions carry more than one')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Start the assessment' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByText('0 of 4 answered').first()).toBeVisible();
      await expect(page.getByRole('group', { name: /^Question 2 of 4: .+ \(2 marks\)$/ })).toBeVisible();
      await expect(page.getByRole('group', { name: /^Question 1 of 4: .+\?$/ })).toBeVisible();

      await answer(page, 1, QUESTIONS[0]?.options[1] ?? '');
      await answer(page, 2, QUESTIONS[1]?.options[1] ?? ''); // wrong on purpose
      await expect(page.getByText('2 of 4 answered').first()).toBeVisible();
      await expectAccessible(page);

      // A reload in the middle: the server's time left (not reset) and the saved answers.
      const before = await secondsShown(page);
      const readAt = Date.now();
      expect(before).toBeGreaterThan(500);
      expect(before).toBeLessThanOrEqual(600);
      await page.reload();
      const after = await secondsShown(page);
      const expected = before - (Date.now() - readAt) / 1000;
      expect(Math.abs(after - expected)).toBeLessThanOrEqual(3);
      const first = page.getByRole('group', { name: /^Question 1 of / });
      await expect(first.getByLabel(QUESTIONS[0]?.options[1] ?? '', { exact: true })).toBeChecked();
      const second = page.getByRole('group', { name: /^Question 2 of / });
      await expect(second.getByLabel(QUESTIONS[1]?.options[1] ?? '', { exact: true })).toBeChecked();
      await expect(page.getByText('2 of 4 answered').first()).toBeVisible();

      await answer(page, 3, QUESTIONS[2]?.options[1] ?? '');
      await answer(page, 4, QUESTIONS[3]?.options[1] ?? '');
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await expect(
        page.getByText('You cannot change your answers afterwards.', { exact: false }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Yes, submit my answers' }).click();

      // The result: 3 of 5 marks (the wrong answer costs nothing more than its own marks).
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your answers were submitted' }),
      ).toBeVisible();
      await expect(page.getByText('Your score: 3 of 5 marks (60%)')).toBeVisible();
      // Finishing it read its notice.
      await expect(notifications('Notifications')).toBeVisible();
      await expectAccessible(page);

      // The recruiter sees the score and each answer.
      const report = (await internal(brand.vertical, `/applications/${appId}/assessment`)) as {
        assessment: { status: string; score: number; maxScore: number };
        attempt: { submittedBy: string; answered: number; questions: { right: boolean }[] };
      };
      expect(report.assessment).toMatchObject({ status: 'completed', score: 3, maxScore: 5 });
      expect(report.attempt).toMatchObject({ submittedBy: 'taker', answered: 4 });
      expect(report.attempt.questions.map((q) => q.right)).toEqual([true, false, true, true]);

      // The list shows it completed, with the score.
      await page.goto('/pendingassessments');
      await expect(page.getByRole('heading', { level: 2, name: 'Completed (1)' })).toBeVisible();
      await expect(page.getByText('Your score: 3 of 5 marks (60%)')).toBeVisible();
      await expectAccessible(page);
      expect(consoleErrors).toEqual([]);
    });

    test('submits on its own when the time runs out, by the deadline, with the score', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail('deadline');
      const appId = await applicant(page.request, brand.vertical, email);
      // The due date ends the attempt before its duration would: a short test without waiting long,
      // long enough to open the page, start and answer a question before it.
      const assigned = await internal(brand.vertical, `/applications/${appId}/assessment`, {
        title: 'Quick check',
        durationSeconds: 600,
        questions: QUESTIONS,
        dueAt: new Date(Date.now() + DEADLINE_SECONDS * 1000).toISOString(),
      });
      await page.goto(`/assessment/${assigned.assessmentId}`);
      await page.getByRole('button', { name: 'Start the assessment' }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      expect(await secondsShown(page)).toBeLessThanOrEqual(DEADLINE_SECONDS);
      await answer(page, 1, QUESTIONS[0]?.options[1] ?? '');

      await expect(page.getByRole('heading', { level: 1, name: 'Your answers were submitted' })).toBeVisible({
        timeout: 40_000,
      });
      await expect(
        page.getByText('The time ran out, so your answers were submitted automatically.'),
      ).toBeVisible();
      await expect(page.getByText('Your score: 1 of 5 marks (20%)')).toBeVisible();
      const report = (await internal(brand.vertical, `/applications/${appId}/assessment`)) as {
        assessment: { score: number };
        attempt: { submittedBy: string };
      };
      expect(report).toMatchObject({ assessment: { score: 1 }, attempt: { submittedBy: 'deadline' } });
      expect(consoleErrors).toEqual([]);
    });
  });
}
