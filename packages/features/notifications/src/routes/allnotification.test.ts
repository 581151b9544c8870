import { itSendsSignedOutVisitorsToLogIn, setupTestSite, type TestBrowser } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { action, loader } from './allnotification.tsx';

const site = setupTestSite();

/**
 * A Pro member (status notifications are a Pro feature), bought on the API's sandbox checkout: an order,
 * its checkout page's "pay", and the signed fields handed back as the site's return page does.
 */
async function buyPro(seeker: TestBrowser): Promise<void> {
  const api = seeker.client();
  const order = await api.subscription.subscriptionHash({ plan: 'pro' });
  const pay = new URL(order.checkoutUrl);
  pay.pathname += '/pay';
  pay.searchParams.set('outcome', 'pay');
  const back = await fetch(pay, { redirect: 'manual' });
  const fields = Object.fromEntries(new URL(back.headers.get('location') ?? '').searchParams);
  await api.subscription.subscribe(fields as unknown as Parameters<typeof api.subscription.subscribe>[0]);
}

/** A Pro member with one unread notification per status a recruiter moved one of their applications to. */
async function seekerWithNews(statuses: string[]): Promise<TestBrowser> {
  const seeker = await site.signUp();
  await buyPro(seeker);
  const api = seeker.client();
  const jobs = (await api.job.jobfeed({ page: 0 })).jobs.filter((j) => j.applyType === 'internal');
  for (const [i, status] of statuses.entries()) {
    const job = jobs[i];
    if (!job) throw new Error('too few live internal jobs');
    await api.job.apply({ jobcode: String(job.id) });
    const { applications } = await site
      .api()
      .internal<{ applications: { id: number; jobId: number }[] }>(
        site.vertical,
        `/applications?seekerId=${seeker.account?.seekerId}&jobId=${job.id}`,
      );
    await site.api().internal(site.vertical, `/applications/${applications[0]?.id}/status`, { status });
  }
  return seeker;
}

describe('notifications (/allnotification)', () => {
  let seeker: TestBrowser;

  beforeAll(async () => {
    seeker = await seekerWithNews(['shortlisted', 'rejected']);
  });

  itSendsSignedOutVisitorsToLogIn(site, loader, '/allnotification');

  it("lists a recruiter's decisions, newest first, unread, with their labels and tones", async () => {
    const page = await seeker.data(loader, '/allnotification');
    expect(page.unread).toBe(2);
    expect(page.items.slice(0, 2).map((i) => [i.label, i.tone, i.unread])).toEqual([
      ['Not shortlisted', 'critical', true],
      ['Shortlisted', 'positive', true],
    ]);
  });

  it('marks one notification read, then all', async () => {
    const before = await seeker.data(loader, '/allnotification');
    const first = before.items[0];
    if (!first) throw new Error('no notification');
    expect(await seeker.submitData(action, '/allnotification', { id: String(first.id) })).toEqual({
      ok: true,
      all: false,
      unread: before.unread - 1,
    });
    const after = await seeker.data(loader, '/allnotification');
    expect(after.items.find((i) => i.id === first.id)?.unread).toBe(false);
    expect(after.unread).toBe(before.unread - 1);

    expect(await seeker.submitData(action, '/allnotification', {})).toEqual({
      ok: true,
      all: true,
      unread: 0,
    });
    const none = await seeker.data(loader, '/allnotification');
    expect(none.unread).toBe(0);
    expect(none.items.every((i) => !i.unread)).toBe(true);
  });

  it('sends a visitor without a session home when they mark them read (a 401 outside the auth pages)', async () => {
    const answer = await site.browser().submit(action, '/allnotification', {});
    expect(answer).toMatchObject({ status: 302, location: '/', data: undefined });
  });
});
