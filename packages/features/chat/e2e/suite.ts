/**
 * The chat journeys every brand app runs against its built server and a real API (decision 0028): a
 * recruiter writes through the internal API; the seeker sees the header's count, opens /mychat and the
 * conversation (which reads it), gets the recruiter's next message live without a reload, replies (the
 * recruiter's history shows it, and their read mark shows "Seen"), and a second tab of the same seeker
 * stays in step. Both pages pass axe. The header's chat count and the chat sticky rise as a recruiter
 * writes, in every open tab, without a reload (decision 0064).
 */
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { hydratingPage } from '@jobsite/test-fixtures/hydration';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

interface Message {
  id: number;
  sender: 'recruiter' | 'seeker';
  body: string;
  read: boolean;
}

/**
 * A seeker signed up through the API in the browser context's cookie store (the API and the site share
 * the host, so the site sees the session), who applied to a new job: the application's id.
 */
async function seekerWithApplication(request: APIRequestContext, vertical: string): Promise<number> {
  const job = await internalApi<{ id: number }>(vertical, 'POST', '/jobs', {
    title: `Chat journey ${Date.now()}`,
  });
  const registered = await request.post(`${apiOrigin()}/${vertical}/user/register`, {
    form: { name: 'Nisha Verma', email: uniqueEmail('chat'), password: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(200);
  const applied = await request.post(`${apiOrigin()}/${vertical}/job/apply?jobcode=${job.id}`);
  expect(applied.status()).toBe(200);
  return ((await applied.json()) as { applicationId: number }).applicationId;
}

/** Waits until the page's live connection is open (its server has subscribed). */
const live = (page: Page) => expect(page.locator('[data-live="open"]')).toBeVisible();
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

export function defineChatSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: chat`, () => {
    test('a recruiter’s message raises the chat counts of every open tab without a reload', async ({
      page,
      context,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const applicationId = await seekerWithApplication(page.request, brand.vertical);
      await page.goto('/jobfeed');
      const second = hydratingPage(await context.newPage());
      await second.goto('/jobfeed');
      const header = (tab: Page, name: string) =>
        tab.getByRole('banner').getByRole('link', { name, exact: true });
      for (const tab of [page, second]) {
        await expect(header(tab, 'Chats')).toBeVisible();
        await expect(tab.getByTestId('chat-sticky')).toHaveText('Chats');
        await tab.evaluate(() => {
          (window as { sameDocument?: boolean }).sameDocument = true;
        });
      }
      await internalApi(brand.vertical, 'POST', `/applications/${applicationId}/messages`, {
        body: 'Are you free for a call?',
      });
      for (const tab of [page, second]) {
        await expect(header(tab, 'Chats, 1 unread')).toBeVisible();
        await expect(tab.getByTestId('chat-sticky')).toHaveText('Chats 1 unread');
        // The notice of the message counts too.
        await expect(header(tab, 'Notifications, 1 unread')).toBeVisible();
      }
      await internalApi(brand.vertical, 'POST', `/applications/${applicationId}/messages`, {
        body: 'Or Friday?',
      });
      for (const tab of [page, second])
        await expect(tab.getByTestId('chat-sticky')).toHaveText('Chats 2 unread');
      for (const tab of [page, second])
        expect(await tab.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expectAccessible(page);
      await second.close();
      expect(consoleErrors).toEqual([]);
    });

    test('a recruiter’s messages arrive live, the seeker replies and is seen, and two tabs stay in step', async ({
      page,
      context,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const applicationId = await seekerWithApplication(page.request, brand.vertical);
      const history = () =>
        internalApi<{ messages: Message[] }>(
          brand.vertical,
          'GET',
          `/applications/${applicationId}/messages`,
        );
      const recruiterWrites = (body: string) =>
        internalApi(brand.vertical, 'POST', `/applications/${applicationId}/messages`, { body });
      await recruiterWrites('Hello Nisha!\nIs <b>Friday</b> good for a call?');

      // The header counts it, and its chat icon leads to the list.
      await page.goto('/jobfeed');
      const chatIcon = page.getByRole('link', { name: 'Chats 1 unread' });
      await expect(chatIcon.first()).toBeVisible();
      await chatIcon.first().click();
      await expect(page).toHaveURL(/\/mychat$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
      await expect(page.getByText('1 unread message')).toBeVisible();
      await expectAccessible(page);

      // Opening the conversation reads it, and shows the text as written: lines kept, no HTML.
      const conversation = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
      await expect(conversation).toHaveCount(1);
      await expect(conversation).toContainText('1 unread');
      await conversation.click();
      await expect(page).toHaveURL(new RegExp(`/mychat/${applicationId}$`));
      const first = messages(page).locator('li').first();
      await expect(first).toContainText('Is <b>Friday</b> good for a call?');
      await expect(messages(page).locator('b')).toHaveCount(0);
      await expect(first.locator('p')).toHaveCSS('white-space', 'pre-wrap');
      await expect.poll(async () => (await history()).messages[0]?.read).toBe(true);
      await expect(page.getByRole('link', { name: 'Chats', exact: true }).first()).toBeVisible();
      await live(page);
      await expectAccessible(page);

      // The recruiter writes again: it appears without a reload.
      await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
      });
      await recruiterWrites('Great, talk then.');
      await expect(messages(page).getByText('Great, talk then.')).toBeVisible();

      // The seeker replies; the recruiter's history has it, and their read mark shows "Seen".
      await page.getByLabel('Your message').fill('Friday works.\nThank you!');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(messages(page).getByText('Thank you!')).toBeVisible();
      await expect(page.getByLabel('Your message')).toHaveValue('');
      await expect
        .poll(async () => (await history()).messages.map((m) => m.body))
        .toContain('Friday works.\nThank you!');
      await expect(messages(page).getByText('Seen')).toHaveCount(0);
      await internalApi(brand.vertical, 'POST', `/applications/${applicationId}/messages/read`, {});
      await expect(messages(page).getByText('Seen')).toBeVisible();

      // A second tab of the same seeker: what one sends shows in the other at once.
      const second = hydratingPage(await context.newPage());
      await second.goto(`/mychat/${applicationId}`);
      await live(second);
      await second.getByLabel('Your message').fill('Sent from my other tab');
      await second.getByRole('button', { name: 'Send' }).click();
      await expect(messages(second).getByText('Sent from my other tab')).toBeVisible();
      await expect(messages(page).getByText('Sent from my other tab')).toBeVisible();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await second.close();

      // Everything is read now: the list says so.
      await page.goto('/mychat');
      await expect(page.getByText('No unread messages.')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('a Basic seeker may reply once the recruiter writes first, which opens the reply box live', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(90_000);
      const applicationId = await seekerWithApplication(page.request, brand.vertical);
      await page.goto(`/mychat/${applicationId}`);
      await expect(page.getByText('You can reply once the recruiter writes to you.')).toBeVisible();
      await expect(page.getByLabel('Your message')).toHaveCount(0);
      await live(page);
      await expectAccessible(page);
      await internalApi(brand.vertical, 'POST', `/applications/${applicationId}/messages`, {
        body: 'Thanks for applying. Tell me about your last project?',
      });
      await expect(messages(page).getByText('Tell me about your last project?')).toBeVisible();
      await expect(page.getByLabel('Your message')).toBeVisible();
      // A slow network: the page's data loads again seconds after each change. The answer to the change
      // itself is what the page shows, and its button takes the next change at once.
      await page.route(/\/mychat\/\d+\.data/, async (route) => {
        if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue().catch(() => undefined);
      });
      await page.getByRole('button', { name: 'Block recruiter' }).click();
      await expect(page.getByText('You blocked this recruiter. Unblock them to write again.')).toBeVisible();
      const refused = await fetch(
        `${apiOrigin()}/internal/${brand.vertical}/applications/${applicationId}/messages`,
        {
          method: 'POST',
          headers: {
            'X-Admin-Key': process.env.JOBSITE_E2E_ADMIN_KEY ?? '',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ body: 'Hello again' }),
        },
      );
      expect(refused.status).toBe(403);
      await page.getByRole('button', { name: 'Unblock recruiter' }).click();
      await expect(page.getByLabel('Your message')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}
