/**
 * The interviews journeys every brand app runs against its built server and a real API: a recruiter
 * offers a calendar's slots through the internal API; the seeker opens /interviews, books a slot, sees
 * it booked, downloads the calendar file, notifies the recruiter and cancels. The page passes axe at
 * each step. The forms also work without JavaScript, where a slot a rival just took is refused with
 * the API's text. The offer raises the header's notification count in every open tab at once, and
 * booking the slot, which the notice asked for, clears it (decision 0064).
 */
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '@jobsite/test-fixtures/a11y';
import { apiOrigin, E2E_PASSWORD, internalApi, test, uniqueEmail } from '@jobsite/test-fixtures/e2e';
import { hydratingPage } from '@jobsite/test-fixtures/hydration';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const HOUR = 3_600_000;

/**
 * Seekers signed up through the API, each in its own browser context's cookie store (the API and the
 * site share the host, so the site sees the session), who applied to one new job; the recruiter offers
 * them one calendar's two slots, so they may race for them.
 */
async function invitedSeekers(requests: APIRequestContext[], vertical: string) {
  const job = await internalApi<{ id: number }>(vertical, 'POST', '/jobs', {
    title: `Interview journey ${Date.now()}`,
  });
  const applicationIds: number[] = [];
  for (const request of requests) {
    const email = uniqueEmail('interviews');
    const registered = await request.post(`${apiOrigin()}/${vertical}/user/register`, {
      form: { name: 'Kavya Menon', email, password: E2E_PASSWORD },
    });
    expect(registered.status()).toBe(200);
    const applied = await request.post(`${apiOrigin()}/${vertical}/job/apply?jobcode=${job.id}`);
    expect(applied.status()).toBe(200);
    const { applications } = await internalApi<{ applications: { id: number }[] }>(
      vertical,
      'GET',
      `/applications?email=${encodeURIComponent(email)}&jobId=${job.id}`,
    );
    applicationIds.push(applications[0]?.id as number);
  }
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  return internalApi<{ calendarId: number; slotIds: number[] }>(
    vertical,
    'POST',
    `/jobs/${job.id}/interview-calendar`,
    {
      title: 'First round',
      location: 'Video call, link by email',
      slots: [
        { startsAt: at(48), endsAt: at(49) },
        { startsAt: at(72), endsAt: at(73) },
      ],
      applicationIds,
    },
  );
}

/** The header's notifications link, named by its count ("Notifications, 1 unread"). */
const notificationsLink = (page: Page, unread: number) =>
  page.getByRole('link', {
    name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
  });

export function defineInterviewsSuite(brand: { name: string; vertical: string }): void {
  test.describe(`${brand.name}: interviews`, () => {
    test('an offer raises the notification count in every open tab without a reload, and booking clears it', async ({
      page,
      context,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const job = await internalApi<{ id: number }>(brand.vertical, 'POST', '/jobs', {
        title: `Live count journey ${Date.now()}`,
      });
      const registered = await page.request.post(`${apiOrigin()}/${brand.vertical}/user/register`, {
        form: { name: 'Kavya Menon', email: uniqueEmail('live-counts'), password: E2E_PASSWORD },
      });
      expect(registered.status()).toBe(200);
      const applied = await page.request.post(`${apiOrigin()}/${brand.vertical}/job/apply?jobcode=${job.id}`);
      const { applicationId } = (await applied.json()) as { applicationId: number };

      // Two tabs of the same seeker, neither with anything unread.
      await page.goto('/jobfeed');
      const second = hydratingPage(await context.newPage());
      await second.goto('/applied-jobs');
      for (const tab of [page, second]) await expect(notificationsLink(tab, 0)).toBeVisible();
      const marks = (tab: Page) =>
        tab.evaluate(() => {
          (window as { sameDocument?: boolean }).sameDocument = true;
        });
      await marks(page);
      await marks(second);

      // The recruiter offers a slot: both tabs count the notice, without a reload.
      const start = Date.now() + 48 * HOUR;
      const offer = await internalApi<{ slotIds: number[] }>(
        brand.vertical,
        'POST',
        `/applications/${applicationId}/interview-slots`,
        {
          slots: [{ startsAt: new Date(start).toISOString(), endsAt: new Date(start + HOUR).toISOString() }],
        },
      );
      for (const tab of [page, second]) await expect(notificationsLink(tab, 1)).toBeVisible();
      for (const tab of [page, second])
        expect(await tab.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // Booking the offered slot is what the notice asked: it is read, here and in the other tab.
      await page.goto('/interviews');
      await page
        .locator(`li[data-slot-id="${offer.slotIds[0]}"]`)
        .getByRole('button', { name: 'Book this time' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Your interview is booked' })).toBeVisible();
      for (const tab of [page, second]) await expect(notificationsLink(tab, 0)).toBeVisible();
      // (The page with a booked interview is checked with axe by the booking journey below.)
      await second.close();
      expect(consoleErrors).toEqual([]);
    });

    test('an interview offered by a recruiter is booked, added to a calendar, told to the recruiter and cancelled', async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      const offer = await invitedSeekers([page.request], brand.vertical);
      const [first] = offer.slotIds as [number];

      await page.goto('/interviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'To book' })).toBeVisible();
      const card = page.locator(`article[data-calendar-id="${offer.calendarId}"]`);
      await expect(card.getByText('Where: Video call, link by email')).toBeVisible();
      // Times carry the UTC instant; after hydration they read in the browser's zone.
      await expect(card.locator('time').first()).toHaveAttribute('datetime', /Z$/);
      await expectAccessible(page);

      // Book the first slot.
      await card
        .locator(`li[data-slot-id="${first}"]`)
        .getByRole('button', { name: 'Book this time' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Your interview is booked' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeVisible();
      const booked = page.locator(`article[data-calendar-id="${offer.calendarId}"]`);
      await expect(booked.getByText('Booked', { exact: true })).toBeVisible();
      await expect(booked.getByText(/You can cancel or change this booking until/)).toBeVisible();
      await expectAccessible(page);

      // The calendar file.
      const downloading = page.waitForEvent('download');
      await booked.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`interview-${first}.ics`);
      const ics = await readFile((await download.path()) as string, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics).toContain('BEGIN:VEVENT\r\n');
      expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(ics).toContain('LOCATION:Video call\\, link by email\r\n');
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);

      // Tell the recruiter, then cancel.
      await booked.getByRole('button', { name: 'Notify the recruiter' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'The recruiter has been notified' }),
      ).toBeVisible();
      await expect(booked.getByText(/Recruiter notified/)).toBeVisible();
      await booked.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'To book' })).toBeVisible();
      await expectAccessible(page);
      const view = await internalApi<{ slots: { id: number; bookedBy: unknown }[] }>(
        brand.vertical,
        'GET',
        `/interview-calendars/${offer.calendarId}`,
      );
      expect(view.slots.every((s) => s.bookedBy === null)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    test('books without JavaScript, and shows why a taken slot cannot be booked', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const rival = await browser.newContext();
      const offer = await invitedSeekers([page.request, rival.request], brand.vertical);
      const [first, second] = offer.slotIds as [number, number];
      await page.goto('/interviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
      // The rival takes the first slot while the page is open: booking it is refused with a clear text.
      const taken = await rival.request.post(`${apiOrigin()}/${brand.vertical}/user/interview/confirm-slot`, {
        form: { slotid: String(first) },
      });
      expect(taken.status()).toBe(200);
      await page
        .locator(`li[data-slot-id="${first}"]`)
        .getByRole('button', { name: 'Book this time' })
        .click();
      await expect(page.getByRole('alert')).toHaveText(
        'Someone has just booked this slot. Please choose another time.',
      );
      await expect(page.locator(`li[data-slot-id="${first}"]`)).toHaveCount(0);
      await page
        .locator(`li[data-slot-id="${second}"]`)
        .getByRole('button', { name: 'Book this time' })
        .click();
      await expect(page.getByRole('status')).toHaveText('Your interview is booked');
      await expect(page.getByText('Booked', { exact: true })).toBeVisible();
      // (axe needs scripts in the page: the first journey checks the same page with them.)
      await rival.close();
      await context.close();
    });
  });
}
