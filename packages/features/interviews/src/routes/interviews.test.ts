import { itSendsSignedOutVisitorsToLogIn, setupTestSite, type TestBrowser } from '@jobsite/shell/testing';
import { seekerWithApplication } from '@jobsite/shell/testing/applications';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as calendarLoader } from './calendar.ts';
import { action, loader } from './interviews.tsx';

const site = setupTestSite();
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A seeker with an application the recruiter offered two slots for (48 h and 72 h away). */
async function invitedSeeker(): Promise<{ seeker: TestBrowser; slotIds: number[] }> {
  const { seeker, applicationId } = await seekerWithApplication(site);
  const offered = await site
    .api()
    .internal<{ slotIds: number[] }>(site.vertical, `/applications/${applicationId}/interview-slots`, {
      title: 'First round',
      location: 'Video call',
      slots: [
        { startsAt: at(48), endsAt: at(49) },
        { startsAt: at(72), endsAt: at(73) },
      ],
    });
  return { seeker, slotIds: offered.slotIds };
}

describe('interviews (/interviews)', () => {
  let seeker: TestBrowser;
  let slotIds: number[];

  beforeAll(async () => {
    ({ seeker, slotIds } = await invitedSeeker());
  });

  itSendsSignedOutVisitorsToLogIn(site, loader, '/interviews');

  it('lists the interview to book with its slots', async () => {
    const page = await seeker.data(loader, '/interviews');
    expect(page.upcoming).toEqual([]);
    expect(page.toBook).toHaveLength(1);
    expect(page.toBook[0]).toMatchObject({ title: 'First round', location: 'Video call', booked: null });
    expect(page.toBook[0]?.open.map((s) => s.id)).toEqual(slotIds);
  });

  it('books, downloads the calendar file, notifies the recruiter and cancels', async () => {
    const [first] = slotIds as [number];
    expect(await seeker.submitData(action, '/interviews', { intent: 'book', slotid: first })).toEqual({
      ok: true,
      message: 'Your interview is booked',
    });
    const page = await seeker.data(loader, '/interviews');
    expect(page.upcoming[0]?.booked?.id).toBe(first);
    expect(page.upcoming[0]?.canChange).toBe(true);

    const file = await seeker.load(calendarLoader, `/interviews/${first}/calendar.ics`, {
      params: { slotId: String(first) },
      pattern: '/interviews/:slotId/calendar.ics',
    });
    expect(file.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.response.headers.get('content-disposition')).toBe(
      `attachment; filename="interview-${first}.ics"`,
    );
    const text = await file.response.text();
    expect(text).toContain('BEGIN:VEVENT\r\n');
    expect(text).toContain('LOCATION:Video call\r\n');

    expect(
      await seeker.submitData(action, '/interviews', {
        intent: 'notify',
        calendarId: page.upcoming[0]?.calendarId ?? 0,
      }),
    ).toEqual({ ok: true, message: 'The recruiter has been notified' });
    expect(await seeker.submitData(action, '/interviews', { intent: 'cancel', slotid: first })).toEqual({
      ok: true,
      message: 'Your booking is cancelled',
    });
    const after = await seeker.data(loader, '/interviews');
    expect(after.toBook[0]?.recruiterNotifiedAt).not.toBeNull();
  });

  it("shows the API's error texts, and 404 for someone else's calendar file", async () => {
    expect(
      await seeker.submitData(action, '/interviews', { intent: 'cancel', slotid: slotIds[1] ?? 0 }),
    ).toEqual({
      ok: false,
      error: 'You have not booked this slot',
    });
    expect(await seeker.submitData(action, '/interviews', { intent: 'nothing' })).toMatchObject({
      ok: false,
    });
    const other = await site.signUp();
    const file = await other.load(calendarLoader, `/interviews/${slotIds[0]}/calendar.ics`, {
      params: { slotId: String(slotIds[0]) },
      pattern: '/interviews/:slotId/calendar.ics',
    });
    expect(file.status).toBe(404);
  });
});
