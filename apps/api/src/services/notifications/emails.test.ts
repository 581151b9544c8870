/**
 * The emails about a seeker's applications (decision 0064), through the real server and its outbox: a
 * status change emails a Pro member, a recruiter's message emails anyone, each only while the seeker's
 * email settings allow it, with absolute links to their own brand site and a one-click unsubscribe; and
 * the outbox's task delivers each queued message once, by SMTP, whatever processes run it.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import * as testing from '../../test-server.ts';
import { deliverQueued } from '../auth/outbox.ts';
import { smtpSender } from '../auth/smtp.ts';
import type { Browser } from '../auth/test-browser.ts';
import { crashingDelivery, endLeases } from '../auth/test-outbox.ts';
import { setupTestSmtp } from '../auth/test-smtp.ts';

const { TEST_BASE_PATHS, TEST_SITE_ORIGINS } = testing;
const [M, T]: [Vertical, Vertical] = [VERTICALS.management.id, VERTICALS.technology.id];
let counter = 0;
const smtp = setupTestSmtp();
const { received } = smtp;

describe.each(testing.drivers)('emails about applications on %s', (driver) => {
  const s = testing.setupTestServer(driver);

  const internal = async (vertical: Vertical, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${s.base}/internal/${vertical}${path}`, {
      method,
      headers: { 'x-admin-key': testing.TEST_ADMIN_KEY, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };

  /** A new seeker of the vertical who applied to a new job: their browser, address and application. */
  async function applicant(vertical: Vertical = M, options: { pro?: boolean } = {}) {
    const seeker = await testing.freshSeeker(s, vertical, { name: 'Asha Rao' });
    const title = `Mail analyst ${counter++}`;
    const { id: job } = (await internal(vertical, 'POST', '/jobs', { title })) as { id: number };
    const applied = await seeker.b.request('POST', `${TEST_BASE_PATHS[vertical]}/job/apply?jobcode=${job}`);
    expect(applied.status).toBe(200);
    const { applicationId } = (await applied.json()) as { applicationId: number };
    if (options.pro)
      await s.db.raw(
        `UPDATE seeker_profiles SET pro_until = now() + interval '30 days' WHERE seeker_id = $1`,
        [seeker.seekerId],
      );
    return { ...seeker, vertical, job, title, applicationId };
  }
  type Applicant = Awaited<ReturnType<typeof applicant>>;

  const setStatus = (a: Applicant, status: string) =>
    internal(a.vertical, 'POST', `/applications/${a.applicationId}/status`, { status });
  const recruiterWrites = (a: Applicant, body: string) =>
    internal(a.vertical, 'POST', `/applications/${a.applicationId}/messages`, { body });
  const mails = (a: Applicant, kind: string) => testing.outboxOf(s, a.vertical, a.email, kind);
  const settings = async (b: Browser, vertical: Vertical, changes: Record<string, boolean>) => {
    const res = await b.request('POST', `${TEST_BASE_PATHS[vertical]}/settings`, {
      form: { settings: JSON.stringify(changes) },
    });
    expect(res.status).toBe(200);
  };

  /** The unsubscribe link of a message: in its headers (RFC 8058) and, for people, in its text. */
  function unsubscribeLink(m: testing.OutboxMessage, vertical: Vertical): string {
    const header = m.headers['List-Unsubscribe'] ?? '';
    const url = header.slice(1, -1);
    expect(url.startsWith(`${TEST_SITE_ORIGINS[vertical]}/unsubscribe?token=`)).toBe(true);
    expect(m.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(m.body).toContain(`Unsubscribe: ${url}`);
    return url;
  }

  it('emails a Pro member the status change, with absolute links to their brand site, once per change', async () => {
    const a = await applicant(M, { pro: true });
    await setStatus(a, 'shortlisted');
    const [mail, ...more] = await mails(a, 'application-status');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`You have been shortlisted for ${a.title}`);
    const origin = TEST_SITE_ORIGINS[M];
    expect(mail?.link).toMatch(new RegExp(`^${origin}/j/[a-z0-9-]+-${a.job}\\.html$`));
    expect(mail?.body).toContain(`See the job: ${mail?.link}`);
    expect(mail?.body).toContain(`${origin}/settings/privacy`);
    // Every link in the text is absolute, to the seeker's own site.
    for (const url of mail?.body.match(/\S+:\/\/\S+/g) ?? []) expect(url.startsWith(`${origin}/`)).toBe(true);
    unsubscribeLink(mail as testing.OutboxMessage, M);
    // The same status again is no change: no second email. The interview step links to its page.
    await setStatus(a, 'shortlisted');
    expect(await mails(a, 'application-status')).toHaveLength(1);
    await setStatus(a, 'interview');
    const [latest] = await mails(a, 'application-status');
    expect(latest?.link).toBe(`${origin}/interviews`);
  });

  it('links a seeker of another vertical to that vertical’s own site', async () => {
    const a = await applicant(T, { pro: true });
    await setStatus(a, 'viewed');
    const [mail] = await mails(a, 'application-status');
    expect(TEST_SITE_ORIGINS[T]).not.toBe(TEST_SITE_ORIGINS[M]);
    expect(mail?.link?.startsWith(`${TEST_SITE_ORIGINS[T]}/j/`)).toBe(true);
    unsubscribeLink(mail as testing.OutboxMessage, T);
  });

  it('sends no status email to a Basic member, as it writes them no status notification', async () => {
    const a = await applicant(M);
    await setStatus(a, 'shortlisted');
    expect(await mails(a, 'application-status')).toEqual([]);
    const notices = (await (await a.b.request('GET', `${TEST_BASE_PATHS[M]}/user/notifications`)).json()) as {
      notifications: unknown[];
    };
    expect(notices.notifications).toEqual([]);
  });

  it('sends no status email once the seeker turned the setting off, or the finer preference, or unsubscribed', async () => {
    const off = await applicant(M, { pro: true });
    await settings(off.b, M, { jobAction: false });
    await setStatus(off, 'shortlisted');
    expect(await mails(off, 'application-status')).toEqual([]);
    // The in-product notification still comes: the setting is about email.
    const notices = (await (
      await off.b.request('GET', `${TEST_BASE_PATHS[M]}/user/notifications`)
    ).json()) as { notifications: { type: number }[] };
    expect(notices.notifications.map((n) => n.type)).toEqual([2]);

    const finer = await applicant(M, { pro: true });
    const res = await finer.b.request('POST', `${TEST_BASE_PATHS[M]}/ext/user/settings/update-email`, {
      form: { settings: JSON.stringify({ applicationUpdates: false }) },
    });
    expect(res.status).toBe(200);
    await setStatus(finer, 'viewed');
    expect(await mails(finer, 'application-status')).toEqual([]);
    // Messages are the other preference: they still come.
    await recruiterWrites(finer, 'Hello there');
    expect(await mails(finer, 'recruiter-message')).toHaveLength(1);

    const leaving = await applicant(M, { pro: true });
    await setStatus(leaving, 'viewed');
    const [first] = await mails(leaving, 'application-status');
    const url = new URL(unsubscribeLink(first as testing.OutboxMessage, M));
    // The mail client's one-click POST, as the brand site relays it to the API.
    const one = await fetch(`${s.base}${TEST_BASE_PATHS[M]}/unsubscribe${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { message: string }).message).toBe(
      'You are unsubscribed: no more emails when recruiters view, shortlist or message you about a job',
    );
    await setStatus(leaving, 'shortlisted');
    expect(await mails(leaving, 'application-status')).toHaveLength(1);
  });

  it('emails any seeker a recruiter’s message, once until they read it, without quoting it', async () => {
    const a = await applicant(M);
    await recruiterWrites(a, 'Are you free on Friday at 10?');
    const [mail, ...more] = await mails(a, 'recruiter-message');
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(new RegExp(`sent you a message about ${a.title}$`));
    expect(mail?.link).toBe(`${TEST_SITE_ORIGINS[M]}/mychat/${a.applicationId}`);
    expect(mail?.body).toContain(`Read and reply: ${mail?.link}`);
    expect(mail?.body).not.toContain('Friday');
    unsubscribeLink(mail as testing.OutboxMessage, M);
    // A second message before the seeker read the first: no second email.
    await recruiterWrites(a, 'Or Monday?');
    expect(await mails(a, 'recruiter-message')).toHaveLength(1);
    // Once read, the next message emails again.
    const read = await a.b.request('POST', `${TEST_BASE_PATHS[M]}/user/chat/read`, {
      json: { applicationId: a.applicationId },
    });
    expect(read.status).toBe(200);
    await recruiterWrites(a, 'Monday works for us.');
    expect(await mails(a, 'recruiter-message')).toHaveLength(2);
  });

  it('sends no message email when the seeker turned the setting off', async () => {
    const a = await applicant(M);
    await settings(a.b, M, { jobAction: false });
    await recruiterWrites(a, 'Hello?');
    expect(await mails(a, 'recruiter-message')).toEqual([]);
  });

  it('delivers each queued email once by SMTP, however many processes run the task, and again after a crash', async () => {
    // Earlier tests' queued messages are not this test's to count.
    await s.db.raw(`UPDATE outbox SET sent_at = now() WHERE send_after IS NOT NULL AND sent_at IS NULL`);
    const a = await applicant(M, { pro: true });
    await setStatus(a, 'shortlisted');
    await recruiterWrites(a, 'Welcome aboard');
    const send = smtpSender(smtp.url(), 'Jobsite <no-reply@jobsite.local>');
    const before = received.length;
    const counts = await Promise.all([deliverQueued(s.db, send), deliverQueued(s.db, send)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    const mailed = received.slice(before);
    expect(mailed).toHaveLength(2);
    for (const raw of mailed) {
      expect(raw).toContain(`To: ${a.email}`);
      expect(raw).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost/);
    }
    expect(await deliverQueued(s.db, send)).toBe(0);

    // A process that claimed a message and died: once its lease is over, another sends it.
    await setStatus(a, 'hired');
    await crashingDelivery(s.db, async () => false);
    expect(await deliverQueued(s.db, send)).toBe(0);
    await endLeases(s.db, 'application-status', a.email);
    expect(await deliverQueued(s.db, send)).toBe(1);
    expect(received.at(-1)).toContain('Congratulations! You have been selected');
  });
});
