/** Recommendations (calls.md 7.7; decision 0033) on both drivers: asking, the write link, deciding. */

import type { Vertical } from '@jobsite/domain';
import {
  RECOMMENDATION_EMAILS_PER_DAY,
  RECOMMENDATION_EMAILS_PER_HOUR,
  RECOMMENDATION_EMAILS_PER_RECIPIENT,
  RECOMMENDATION_PENDING_LIMIT,
  RECOMMENDATION_RECIPIENT_DAYS,
} from '@jobsite/domain/calls';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  errorOf,
  freshSeeker,
  type OutboxMessage,
  outboxOf,
  setupTestServer,
  signUpSeeker,
  TEST_BASE_PATHS,
  TEST_SESSION_SECRET,
  uniqueEmail,
} from '../../test-server.ts';
import { BASE, M, T } from '../../testing/verticals.ts';
import type { Browser } from '../auth/test-browser.ts';
import { browser } from '../auth/test-browser.ts';
import { readWriteToken, writeToken } from './tokens.ts';

const TEXT = 'Asha led our quarterly planning for two years and made every number add up. Hire her.';

interface Rec {
  recommendationId: number;
  recommendationText: string | null;
  email: string;
  senderName: string;
  userEmail: string;
  status: string;
  action: string | null;
  socialId: string | null;
  relation?: string | null;
}

describe.each(drivers)('recommendations on %s', (driver) => {
  const s = setupTestServer(driver);

  const outbox = (email: string, kind: string, vertical: Vertical = M) => outboxOf(s, vertical, email, kind);

  const tokenOf = (m: OutboxMessage | undefined) =>
    new URL(m?.link ?? 'http://x/').searchParams.get('token') ?? '';

  async function askFor(
    b: Browser,
    email = uniqueEmail('contact'),
    name = 'Ravi Menon',
    vertical: Vertical = M,
  ) {
    const res = await b.request('POST', `${TEST_BASE_PATHS[vertical]}/user/recommendation/request`, {
      form: { email, name, message: 'You saw my work at Acme: would you write a few lines?' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as { message: string; recommendation: Rec };
    const [mail] = await outbox(email, 'recommendation-request', vertical);
    return { ...answer, email, token: tokenOf(mail), mail };
  }

  /** The contact's side: no session, no cookies. */
  const ext = (path: string, token: string, vertical: Vertical = M) =>
    fetch(
      `${s.base}${TEST_BASE_PATHS[vertical]}/ext/user/${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`,
    );
  const extPost = (path: string, form: Record<string, string>, vertical: Vertical = M) =>
    fetch(`${s.base}${TEST_BASE_PATHS[vertical]}/ext/user/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });

  const list = async (b: Browser, query = '') => {
    const res = await b.request('GET', `${BASE}/user/recommendation/recommendationlist/${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Rec[];
  };
  const processRec = (b: Browser, form: Record<string, string>) =>
    b.request('POST', `${BASE}/recommendation/processrecommendation`, { form });
  const profileOf = async (b: Browser) =>
    (await (await b.request('GET', `${BASE}/user/profile/v2`)).json()) as {
      profile: { recommendations: { recommendationText: string; senderName: string }[] };
      completeness: { percentage: number; recommendations: number };
    };

  it('asks a contact by email: the message carries a signed write link to the brand site', async () => {
    const { b, email: seekerEmail } = await freshSeeker(s, M);
    const asked = await askFor(b);
    expect(asked.message).toBe(`Request sent to ${asked.email}`);
    expect(asked.recommendation).toMatchObject({
      email: asked.email,
      senderName: 'Ravi Menon',
      userEmail: seekerEmail,
      status: 'pending',
      recommendationText: null,
      action: null,
    });
    expect(asked.mail?.subject).toBe('Asha Rao asks you for a recommendation');
    expect(asked.mail?.link).toMatch(/^http:\/\/localhost:\d+\/recommendation\/write\?token=/);
    expect(asked.mail?.body).toContain('You saw my work at Acme');
    expect(asked.mail?.body).toContain(asked.mail?.link ?? '-');
    const read = readWriteToken(TEST_SESSION_SECRET, M, asked.token);
    expect(read?.id).toBe(asked.recommendation.recommendationId);
    const days = ((read?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    expect(await list(b)).toMatchObject([{ email: asked.email, status: 'pending' }]);
    expect(await list(b, '?status=accepted')).toEqual([]);
    expect(await list(b, `?email=${encodeURIComponent(asked.email.toUpperCase())}`)).toHaveLength(1);
    expect(
      (await b.request('GET', `${BASE}/user/recommendation/recommendationlist/?status=maybe`)).status,
    ).toBe(400);

    const refusals: [Record<string, string>, number, string][] = [
      [{ email: seekerEmail.toUpperCase(), name: 'Me' }, 400, 'cannot ask yourself'],
      [{ email: asked.email, name: 'Ravi again' }, 409, `already asked ${asked.email}`],
      [{ email: 'not-an-email', name: 'X' }, 400, 'valid email'],
      [{ email: uniqueEmail('contact') }, 400, "'name'"],
      [{ email: uniqueEmail('contact'), name: 'x', message: 'y'.repeat(501) }, 400, 'at most 500'],
    ];
    for (const [form, status, text] of refusals) {
      const res = await b.request('POST', `${BASE}/user/recommendation/request`, { form });
      expect(res.status, JSON.stringify(form)).toBe(status);
      expect(await errorOf(res)).toContain(text);
    }
    expect(
      (
        await browser(s.base).request('POST', `${BASE}/user/recommendation/request`, {
          form: { email: uniqueEmail('contact'), name: 'X' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await browser(s.base).request('GET', `${BASE}/user/recommendation/recommendationlist/`)).status,
    ).toBe(401);
  });

  it('lets the contact read, state a profile and write once through the link; the seeker accepts it', async () => {
    const { b, email: seekerEmail } = await freshSeeker(s, M);
    await b.request('POST', `${BASE}/skills`, { form: { skills: 'Excel,Forecasting' } });
    const before = await profileOf(b);
    expect(before.completeness.recommendations).toBe(0);
    const { token, email, recommendation } = await askFor(b);

    const view = await ext('recommendation', token);
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(await view.json()).toMatchObject({
      recommendationId: recommendation.recommendationId,
      status: 'pending',
      seekerName: 'Asha Rao',
      name: 'Ravi Menon',
      message: 'You saw my work at Acme: would you write a few lines?',
    });
    const profile = await ext('recommendation/profile', token);
    const summary = await profile.json();
    expect(summary).toMatchObject({ name: 'Asha Rao' });
    expect(JSON.stringify(summary)).not.toContain(seekerEmail);
    expect(await (await ext('recommendation/recruiterid', token)).json()).toEqual({ recruiterId: null });
    expect(await (await ext('socialinfo', token)).json()).toEqual([]);
    expect(await (await ext('recommendation/socialuserid', token)).json()).toEqual({ socialUserId: null });

    const added = await extPost('socialinfo/addsocialuser', {
      token,
      type: 'linkedin',
      name: 'Ravi Menon',
      publicId: 'ravi-menon',
      positions: 'Finance Manager at Acme Bank',
    });
    expect(added.status).toBe(200);
    const { socialUser } = (await added.json()) as { socialUser: { userId: number } };
    expect(await (await ext('socialinfo', token)).json()).toEqual([
      {
        userId: socialUser.userId,
        type: 'linkedin',
        name: 'Ravi Menon',
        publicId: 'ravi-menon',
        positions: [{ title: 'Finance Manager', company: 'Acme Bank' }],
        loginVia: 'linkedin',
        status: 'active',
        requestedEmail: email,
        picUrl: null,
      },
    ]);
    expect(await (await ext('recommendation/socialuserid?type=linkedin', token)).json()).toEqual({
      socialUserId: socialUser.userId,
    });
    expect(await (await ext('recommendation/socialuserid?type=twitter', token)).json()).toEqual({
      socialUserId: null,
    });
    const badSocial = await extPost('socialinfo/addsocialuser', {
      token,
      type: 'myspace',
      name: 'R',
      publicId: 'r',
    });
    expect(badSocial.status).toBe(400);

    const short = await extPost('recommendation/addcomment', { token, text: 'Great.' });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toContain('at least 30 characters');
    const long = await extPost('recommendation/addcomment', { token, text: 'x'.repeat(1501) });
    expect(await errorOf(long)).toContain('at most 1500 characters');

    const written = await extPost('recommendation/addcomment', {
      token,
      text: TEXT,
      name: 'Ravi K. Menon',
      relation: 'Her manager at Acme Bank',
    });
    expect(written.status).toBe(200);
    expect(await written.json()).toMatchObject({
      status: 'written',
      message: expect.stringContaining('Thank you'),
    });
    const [notice] = await outbox(seekerEmail, 'recommendation-written');
    expect(notice?.subject).toBe('Ravi K. Menon wrote you a recommendation');
    expect(notice?.link).toMatch(/\/pending-recommendations$/);

    // The link is used up: every call through it now says so.
    for (const res of [
      await ext('recommendation', token),
      await ext('recommendation/profile', token),
      await ext('socialinfo', token),
      await extPost('recommendation/addcomment', { token, text: TEXT }),
    ]) {
      expect(res.status).toBe(410);
      expect(await errorOf(res)).toContain('already been written');
    }

    const [pending] = await list(b, '?status=written');
    expect(pending).toMatchObject({
      recommendationId: recommendation.recommendationId,
      recommendationText: TEXT,
      senderName: 'Ravi K. Menon',
      relation: 'Her manager at Acme Bank',
      socialId: 'ravi-menon',
      status: 'written',
    });
    const accepted = await processRec(b, {
      recommendationId: String(recommendation.recommendationId),
      action: 'accept',
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      message: "You accepted Ravi K. Menon's recommendation. It shows on your profile",
      recommendation: { status: 'accepted', action: 'accept' },
    });
    const after = await profileOf(b);
    expect(after.completeness.recommendations).toBe(1);
    expect(after.completeness.percentage).toBe(before.completeness.percentage + 2);
    expect(after.profile.recommendations).toEqual([
      expect.objectContaining({ recommendationText: TEXT, senderName: 'Ravi K. Menon' }),
    ]);

    // Declining it again takes it off the profile; the flag follows.
    const declined = await processRec(b, { email, action: 'decline' });
    expect(await declined.json()).toMatchObject({ recommendation: { status: 'declined' } });
    expect((await profileOf(b)).completeness.recommendations).toBe(0);
    expect((await profileOf(b)).profile.recommendations).toEqual([]);
  });

  it('refuses tampered, foreign, expired, replaced and withdrawn links with clear messages', async () => {
    const { b } = await freshSeeker(s, M);
    const { token, recommendation, email } = await askFor(b);
    const [id, exp, nonce, signature] = token.split('.');
    const flip = (sig: string) => `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = [
      'nonsense',
      `${id}.${exp}.${nonce}.${flip(signature ?? '')}`,
      `${Number(id) + 1}.${exp}.${nonce}.${signature}`,
      `${id}.${Number(exp) + 86_400 * 30}.${nonce}.${signature}`,
      writeToken(
        'another-secret-of-some-other-site-at-all',
        M,
        Number(id),
        nonce ?? '',
        new Date(Number(exp) * 1000),
      ),
    ];
    for (const t of bad) {
      const res = await ext('recommendation', t);
      expect(res.status, t).toBe(400);
      expect(await errorOf(res)).toContain('not valid');
      expect((await extPost('recommendation/addcomment', { token: t, text: TEXT })).status).toBe(400);
    }
    // A link of one vertical means nothing in the other.
    expect((await ext('recommendation', token, T)).status).toBe(400);
    expect((await ext('recommendation', '')).status).toBe(400);

    // Expired: signed as the server would, with the request's current nonce and an expiry just past.
    const expired = writeToken(TEST_SESSION_SECRET, M, Number(id), nonce ?? '', new Date(Date.now() - 1000));
    const late = await extPost('recommendation/addcomment', { token: expired, text: TEXT });
    expect(late.status).toBe(410);
    expect(await errorOf(late)).toBe(
      'This recommendation link has expired. Please ask Asha Rao to send you a new one',
    );

    // Resending issues a new link; the old one stops working, the new one works.
    const resent = await b.request('POST', `${BASE}/recommendation/resendmail`, {
      form: { recommendationId: String(recommendation.recommendationId) },
    });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({
      message: `Request sent again to ${email}. The earlier link no longer works`,
      recommendation: { status: 'pending', action: 'resend' },
    });
    const mails = await outbox(email, 'recommendation-request');
    expect(mails).toHaveLength(2);
    const fresh = tokenOf(mails[0]);
    expect(fresh).not.toBe(token);
    const old = await ext('recommendation', token);
    expect(old.status).toBe(410);
    expect(await errorOf(old)).toContain('replaced by a newer one');
    expect((await ext('recommendation', fresh)).status).toBe(200);

    // Accepting before it is written is refused; declining withdraws it, and the link stops working.
    const early = await processRec(b, { email, action: 'accept' });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toBe('Ravi Menon has not written the recommendation yet');
    const withdrawn = await processRec(b, { email, action: 'decline' });
    expect(await withdrawn.json()).toMatchObject({
      message: `Request to ${email} withdrawn. Its link no longer works`,
      recommendation: { status: 'declined' },
    });
    const gone = await ext('recommendation', fresh);
    expect(gone.status).toBe(410);
    expect(await errorOf(gone)).toContain('withdrawn');
    const noResend = await b.request('POST', `${BASE}/recommendation/resendmail`, { form: { email } });
    expect(noResend.status).toBe(409);

    // Asking the same contact again starts the request over, with a link that works.
    const again = await askFor(b, email);
    expect(again.recommendation).toMatchObject({
      recommendationId: recommendation.recommendationId,
      status: 'pending',
    });
    expect((await ext('recommendation', again.token)).status).toBe(200);
  });

  it("answers 404 for another seeker's recommendation, and keeps each vertical's apart", async () => {
    const owner = await freshSeeker(s, M);
    const other = await freshSeeker(s, M);
    const { recommendation, email, token } = await askFor(owner.b);
    await extPost('recommendation/addcomment', { token, text: TEXT });
    const id = String(recommendation.recommendationId);
    for (const res of [
      await processRec(other.b, { recommendationId: id, action: 'accept' }),
      await processRec(other.b, { email, action: 'decline' }),
      await other.b.request('POST', `${BASE}/recommendation/resendmail`, { form: { recommendationId: id } }),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe('Recommendation not found');
    }
    expect(await list(other.b)).toEqual([]);
    expect(await list(owner.b, '?status=written')).toHaveLength(1);
    expect((await processRec(owner.b, { action: 'accept' })).status).toBe(400);
    expect((await processRec(owner.b, { recommendationId: id, action: 'maybe' })).status).toBe(400);

    // The same address in the other vertical is another seeker's.
    const tech = await signUpSeeker(s, T, {
      name: 'Asha Rao',
      password: 'monsoon tea at noon',
      email: owner.email,
    });
    const techList = await tech.b.request(
      'GET',
      `${TEST_BASE_PATHS[T]}/user/recommendation/recommendationlist/`,
    );
    expect(await techList.json()).toEqual([]);
    const techAsk = await askFor(tech.b, email, 'Ravi Menon', T);
    expect(techAsk.token).not.toBe('');
    expect((await ext('recommendation', techAsk.token, T)).status).toBe(200);
    expect((await ext('recommendation', techAsk.token, M)).status).toBe(400);
  });

  it(`keeps at most ${RECOMMENDATION_PENDING_LIMIT} requests waiting, and ${RECOMMENDATION_EMAILS_PER_HOUR} emails an hour`, async () => {
    const { b } = await freshSeeker(s, M);
    const asked: string[] = [];
    for (let i = 0; i < RECOMMENDATION_PENDING_LIMIT; i += 1) asked.push((await askFor(b)).email);
    const over = await b.request('POST', `${BASE}/user/recommendation/request`, {
      form: { email: uniqueEmail('contact'), name: 'One more' },
    });
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toContain(`at most ${RECOMMENDATION_PENDING_LIMIT} requests waiting`);
    // Asks and resends count together, refused or not: 11 emails asked for so far; the 21st is refused.
    let hits = RECOMMENDATION_PENDING_LIMIT + 1;
    let status = 200;
    while (status === 200 && hits <= RECOMMENDATION_EMAILS_PER_HOUR) {
      hits += 1;
      const res = await b.request('POST', `${BASE}/recommendation/resendmail`, {
        form: { email: asked[hits % asked.length] ?? '' },
      });
      status = res.status;
      if (status === 429) expect(await errorOf(res)).toContain('Please try again later');
    }
    expect({ hits, status }).toEqual({ hits: RECOMMENDATION_EMAILS_PER_HOUR + 1, status: 429 });
  });

  /** Moves the request emails `where` names back in time, as if sent `interval` ago, and forgets the hourly counts. */
  const backdate = async (where: string, value: string | number, interval: string) => {
    await s.db.raw(
      `UPDATE outbox SET created_at = created_at - interval '${interval}' WHERE kind = 'recommendation-request' AND ${where} = $1`,
      [value],
    );
    await s.db.raw('DELETE FROM rate_limits');
  };
  const resend = (b: Browser, email: string) =>
    b.request('POST', `${BASE}/recommendation/resendmail`, { form: { email } });

  it(`sends one address at most ${RECOMMENDATION_EMAILS_PER_RECIPIENT} requests in ${RECOMMENDATION_RECIPIENT_DAYS} days, whoever asks`, async () => {
    const contact = uniqueEmail('contact');
    const first = await freshSeeker(s, M);
    await askFor(first.b, contact);
    expect((await resend(first.b, contact)).status).toBe(200);
    const second = await freshSeeker(s, M);
    await askFor(second.b, contact);
    const third = await freshSeeker(s, M);
    const ask = () =>
      third.b.request('POST', `${BASE}/user/recommendation/request`, {
        form: { email: contact, name: 'Ravi Menon' },
      });
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toBe(
      `${contact} has been sent ${RECOMMENDATION_EMAILS_PER_RECIPIENT} recommendation requests in the last ${RECOMMENDATION_RECIPIENT_DAYS} days, the most we send one person. Please try again later, or ask someone else`,
    );
    expect((await resend(first.b, contact)).status).toBe(429);
    expect(await outbox(contact, 'recommendation-request')).toHaveLength(RECOMMENDATION_EMAILS_PER_RECIPIENT);
    // Nothing of the refused ask was kept, and once the emails are older than the period it is sent.
    expect(await list(third.b)).toEqual([]);
    await backdate('recipient', contact, `${RECOMMENDATION_RECIPIENT_DAYS} days 1 minute`);
    expect((await ask()).status).toBe(201);
  });

  it(`lets a seeker send at most ${RECOMMENDATION_EMAILS_PER_DAY} requests a day, counted in the database`, async () => {
    const { b, seekerId } = await freshSeeker(s, M);
    const asked: string[] = [];
    for (let i = 0; i < RECOMMENDATION_PENDING_LIMIT; i += 1) asked.push((await askFor(b)).email);
    // Each hour's emails under the hourly limit, until the day's are sent.
    let sent = asked.length;
    while (sent < RECOMMENDATION_EMAILS_PER_DAY) {
      await backdate('seeker_id', seekerId, '1 hour');
      const res = await resend(b, asked[sent % asked.length] ?? '');
      expect(res.status, await res.clone().text()).toBe(200);
      sent += 1;
    }
    await backdate('seeker_id', seekerId, '1 hour');
    const over = await resend(b, asked[0] ?? '');
    expect(over.status).toBe(429);
    expect(await errorOf(over)).toBe(
      `You can send at most ${RECOMMENDATION_EMAILS_PER_DAY} recommendation requests a day. Please try again tomorrow`,
    );
    // A day later a new contact can be asked (after withdrawing one, as the waiting limit asks).
    await backdate('seeker_id', seekerId, '1 day');
    expect((await processRec(b, { email: asked[0] ?? '', action: 'decline' })).status).toBe(200);
    await askFor(b);
  });
});
