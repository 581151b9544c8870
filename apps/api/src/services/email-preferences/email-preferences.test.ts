/**
 * One-click unsubscribe on both drivers (decision 0037): the RFC 8058 headers stored with the digest and
 * the recommendation request, the one-click POST (idempotent, no session), the confirmation page's GET,
 * refusals of tampered, foreign and expired links, the settings flags, and the contacts' suppression list.
 */
import type { Vertical } from '@jobsite/domain';
import { UNSUBSCRIBE_LINK_DAYS } from '@jobsite/domain/calls';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  errorOf,
  freshSeeker,
  type OutboxMessage,
  outboxOf,
  setupTestServer,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
  TEST_SESSION_SECRET,
  uniqueEmail,
  uniqueWord,
} from '../../test-server.ts';
import { BASE, M, T } from '../../testing/verticals.ts';
import { describeList } from './service.ts';
import { readUnsubscribeToken, unsubscribeToken } from './tokens.ts';

const word = () => uniqueWord('Qzu');

describe.each(drivers)('one-click unsubscribe on %s', (driver) => {
  const s = setupTestServer(driver);

  const outbox = (email: string, kind: string, vertical: Vertical = M) => outboxOf(s, vertical, email, kind);

  const internal = (path: string, body?: unknown) =>
    fetch(`${s.base}/internal/${M}${path}`, {
      method: 'POST',
      headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** A mail client's RFC 8058 POST: the token in the address, the one-click body, no cookies, no Origin. */
  const oneClick = (url: string, vertical: Vertical = M) =>
    fetch(`${s.base}${TEST_BASE_PATHS[vertical]}/unsubscribe${new URL(url).search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  const describeLink = (token: string, vertical: Vertical = M) =>
    fetch(`${s.base}${TEST_BASE_PATHS[vertical]}/unsubscribe?token=${encodeURIComponent(token)}`);
  const confirm = (token: string) =>
    fetch(`${s.base}${BASE}/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: new URLSearchParams({ token }).toString(),
    });
  const urlOf = (m: OutboxMessage | undefined) =>
    (m?.headers['List-Unsubscribe'] ?? '').replace(/^<|>$/g, '');
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

  async function digestFor() {
    const seeker = await freshSeeker(s, M);
    const w = word();
    const saved = await seeker.b.request('POST', `${BASE}/user/saved-searches`, {
      form: { name: `${w} roles`, keyword: w },
    });
    expect(saved.status).toBe(201);
    const searchId = ((await saved.json()) as { search: { id: number } }).search.id;
    expect((await internal('/jobs', { title: `${w} Analyst` })).status).toBe(201);
    expect((await internal(`/alerts/run-digest?email=${encodeURIComponent(seeker.email)}`)).status).toBe(200);
    const [digest] = await outbox(seeker.email, 'job-alert-digest');
    return { ...seeker, searchId, name: `${w} roles`, digest };
  }

  const alertsOf = async (searchId: number) =>
    (
      (await s.db.raw('SELECT alerts FROM saved_searches WHERE id = $1', [searchId])) as { alerts: boolean }[]
    )[0]?.alerts;

  it('stores RFC 8058 headers with the digest, and its one-click POST turns the alerts off, twice alike', async () => {
    const { digest, searchId, name, email } = await digestFor();
    expect(digest?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = urlOf(digest);
    expect(url).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/);
    // The body keeps a link for people, and no header text.
    expect(digest?.body).toContain(`Unsubscribe: ${url}`);
    expect(digest?.body).not.toContain('List-Unsubscribe');
    expect(digest?.link).toBe(url);

    const before = await describeLink(tokenOf(url));
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({
      list: `alerts:${searchId}`,
      description: `job alerts for "${name}"`,
      recipient: `${email.slice(0, 2)}***@example.in`,
      unsubscribed: false,
    });

    const first = await oneClick(url);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      message: `You are unsubscribed: no more job alerts for "${name}"`,
      list: `alerts:${searchId}`,
      description: `job alerts for "${name}"`,
    });
    expect(await alertsOf(searchId)).toBe(false);
    const again = await oneClick(url);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toBe(
      `You are already unsubscribed: no more job alerts for "${name}"`,
    );
    expect(
      ((await (await describeLink(tokenOf(url))).json()) as { unsubscribed: boolean }).unsubscribed,
    ).toBe(true);
  });

  it('takes the token as a form field too (the confirmation page), and refuses tampered and foreign links', async () => {
    const { digest, searchId } = await digestFor();
    const token = tokenOf(urlOf(digest));
    const [payload = '', signature = ''] = token.split('.');
    // Another search's id in the payload, the signature kept: refused.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, l: `alerts:${searchId + 1}` })).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${payload}.${signature.slice(0, -2)}xx`, 'nonsense', `${payload}.`]) {
      const res = await confirm(bad);
      expect(res.status, bad).toBe(400);
      expect(await errorOf(res)).toContain('This unsubscribe link is not valid');
      expect((await describeLink(bad)).status).toBe(400);
    }
    // A management link on the technology base is not valid there.
    const foreign = await oneClick(urlOf(digest), T);
    expect(foreign.status).toBe(400);
    expect(await alertsOf(searchId)).toBe(true);
    // No token at all, and a one-click body that is not one.
    expect((await fetch(`${s.base}${BASE}/unsubscribe`, { method: 'POST' })).status).toBe(400);
    const wrongBody = await fetch(`${s.base}${BASE}/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Twice',
    });
    expect(wrongBody.status).toBe(400);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(await alertsOf(searchId)).toBe(false);
  });

  it('refuses a link older than its lifetime with a clear message', async () => {
    const { seekerId } = await freshSeeker(s, M);
    const now = Date.now();
    const old = unsubscribeToken(
      TEST_SESSION_SECRET,
      { vertical: M, recipient: { seekerId }, list: 'weeklyJobReport' },
      now - (UNSUBSCRIBE_LINK_DAYS + 1) * 24 * 3600 * 1000,
    );
    const res = await confirm(old);
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toContain('more than a year old');
    // Within its lifetime by the service's clock, it works.
    const described = await describeList(
      s.db,
      M,
      { secret: TEST_SESSION_SECRET, now: () => now - 2 * 24 * 3600 * 1000 },
      old,
    );
    expect(described.list).toBe('weeklyJobReport');
  });

  it('turns a settings flag off for the seeker the link names', async () => {
    const { b, seekerId } = await freshSeeker(s, M);
    const settingsOf = async () =>
      ((await (await b.request('GET', `${BASE}/settings`)).json()) as { settings: Record<string, boolean> })
        .settings;
    expect((await settingsOf()).weeklyJobReport).toBe(true);
    const token = unsubscribeToken(
      TEST_SESSION_SECRET,
      { vertical: M, recipient: { seekerId }, list: 'weeklyJobReport' },
      Date.now(),
    );
    const described = (await (await describeLink(token)).json()) as {
      description: string;
      unsubscribed: boolean;
    };
    expect(described).toMatchObject({ description: 'weekly job reports', unsubscribed: false });
    const res = await oneClick(`http://localhost:3000/unsubscribe?token=${token}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      'You are unsubscribed: no more weekly job reports',
    );
    expect((await settingsOf()).weeklyJobReport).toBe(false);
    expect((await settingsOf()).jobFeed).toBe(true);
    // Promotions are off until chosen: the link says so and answers 200.
    const promotions = unsubscribeToken(
      TEST_SESSION_SECRET,
      { vertical: M, recipient: { seekerId }, list: 'promotions' },
      Date.now(),
    );
    const off = await confirm(promotions);
    expect(off.status).toBe(200);
    expect(((await off.json()) as { message: string }).message).toContain('already unsubscribed');
  });

  it('suppresses a contact who unsubscribes from recommendation requests: no further request is sent', async () => {
    const { b } = await freshSeeker(s, M);
    const contact = uniqueEmail('contact');
    const ask = () =>
      b.request('POST', `${BASE}/user/recommendation/request`, {
        form: { email: contact, name: 'Ravi Menon', message: '' },
      });
    expect((await ask()).status).toBe(201);
    const [request] = await outbox(contact, 'recommendation-request');
    expect(request?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = urlOf(request);
    expect(url).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(request?.body).toContain(`unsubscribe: ${url}`);
    expect(readUnsubscribeToken(TEST_SESSION_SECRET, M, tokenOf(url))).toMatchObject({
      recipient: { email: contact },
      list: 'recommendation-requests',
    });

    const described = (await (await describeLink(tokenOf(url))).json()) as Record<string, unknown>;
    expect(described).toEqual({
      list: 'recommendation-requests',
      description: 'requests to write a recommendation',
      recipient: `${contact.slice(0, 2)}***@example.in`,
      unsubscribed: false,
    });
    expect((await oneClick(url)).status).toBe(200);
    expect((await oneClick(url)).status).toBe(200);
    const rows = await s.db.raw('SELECT email, list FROM email_suppressions WHERE email = $1', [contact]);
    expect(rows).toEqual([{ email: contact, list: 'recommendation-requests' }]);

    // A resend, and a new seeker's request, are refused with a message the seeker can act on.
    const resend = await b.request('POST', `${BASE}/recommendation/resendmail`, { form: { email: contact } });
    expect(resend.status).toBe(409);
    expect(await errorOf(resend)).toContain('has asked to get no more recommendation requests');
    const other = await freshSeeker(s, M);
    const refused = await other.b.request('POST', `${BASE}/user/recommendation/request`, {
      form: { email: contact.toUpperCase(), name: 'Ravi Menon', message: '' },
    });
    expect(refused.status).toBe(409);
    expect(await outbox(contact, 'recommendation-request')).toHaveLength(1);
    // The suppression belongs to this vertical only.
    const elsewhere = await freshSeeker(s, T);
    const there = await elsewhere.b.request('POST', `${TEST_BASE_PATHS[T]}/user/recommendation/request`, {
      form: { email: contact, name: 'Ravi Menon', message: '' },
    });
    expect(there.status).toBe(201);
  });

  it('sends no List-Unsubscribe with transactional mail', async () => {
    const { email } = await freshSeeker(s, M);
    const res = await fetch(`${s.base}${BASE}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m.headers).toEqual({});
  });
});
