import { PLANS, VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  freshSeeker,
  setupTestServer,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
  TEST_PAYMENTS,
  TEST_SITE_ORIGINS,
} from '../../test-server.ts';
import type { Browser } from '../auth/test-browser.ts';
import { BASIC_DAILY_APPLY_LIMIT } from '../job/applications.ts';
import { gatewayId, returnSignature, webhookSignature } from './gateway.ts';

const MANAGEMENT = VERTICALS.management.id;
const M = TEST_BASE_PATHS[MANAGEMENT];
const SITE = TEST_SITE_ORIGINS[MANAGEMENT];

type Json = Record<string, unknown>;
interface Order {
  orderId: string;
  amount: number;
  currency: string;
  hash: string;
  keyId: string;
  checkoutUrl: string;
  returnUrl: string;
  plan: string;
}
interface PlanState {
  active: boolean;
  expiry: string | null;
}
interface Entitlements {
  pro: PlanState;
  earlyApplicant: PlanState;
  resumeBuilder: PlanState;
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe.each(drivers)('subscriptions and payments on %s', (driver) => {
  const s = setupTestServer(driver);

  const bearer = (b: Browser) => ({ authorization: `Bearer ${b.cookie(`${MANAGEMENT}_token`)}` });

  async function order(b: Browser, plan = 'pro', extra: Record<string, string> = {}): Promise<Order> {
    const res = await b.request('POST', `${M}/subscription/hash`, { form: { plan, ...extra } });
    expect(res.status).toBe(200);
    return (await res.json()) as Order;
  }

  /** The browser's return, as the brand site sends it on with the seeker's session. */
  const giveBack = (b: Browser, fields: Record<string, string>) =>
    b.request('POST', `${M}/subscription`, { form: fields });

  const signedReturn = (orderId: string, paymentId: string) => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: returnSignature(TEST_PAYMENTS.keySecret, orderId, paymentId),
  });

  function event(
    name: 'payment.captured' | 'order.paid' | 'payment.failed',
    o: { orderId: string; paymentId: string; amount: number; currency?: string },
  ) {
    const entity = {
      id: o.paymentId,
      entity: 'payment',
      amount: o.amount,
      currency: o.currency ?? 'INR',
      status: name === 'payment.failed' ? 'failed' : 'captured',
      order_id: o.orderId,
      ...(name === 'payment.failed'
        ? { error_code: 'BAD_REQUEST_ERROR', error_description: 'Card declined' }
        : {}),
    };
    return JSON.stringify({
      entity: 'event',
      event: name,
      contains: name === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity },
        ...(name === 'order.paid' ? { order: { entity: { id: o.orderId, status: 'paid' } } } : {}),
      },
      created_at: 1_764_000_000,
    });
  }

  /** The gateway's webhook: a server-to-server POST without Origin, signed over the raw body. */
  const webhook = (raw: string, signature = webhookSignature(TEST_PAYMENTS.webhookSecret, raw)) =>
    fetch(`${s.base}${M}/subscription/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      body: raw,
    });

  /** Pays (or fails) an order on the sandbox's checkout: answers where the browser is sent back. */
  async function sandbox(o: Order, outcome: 'pay' | 'fail' = 'pay'): Promise<URL> {
    const pageRes = await fetch(o.checkoutUrl);
    expect(pageRes.status).toBe(200);
    const html = await pageRes.text();
    const pay = new URL(o.checkoutUrl);
    pay.pathname += '/pay';
    pay.searchParams.set('outcome', outcome);
    expect(html).toContain(`action="${pay.pathname}"`);
    const res = await fetch(pay, { redirect: 'manual' });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '');
  }

  async function details(b: Browser): Promise<Entitlements> {
    const res = await b.request('GET', `${M}/subscription/details`, { headers: bearer(b) });
    expect(res.status).toBe(200);
    return (await res.json()) as Entitlements;
  }

  const proCheck = async (b: Browser) =>
    (await (await b.request('GET', `${M}/user/pro-check`)).json()) as {
      isPro: boolean;
      proMembership?: { isValid: boolean; daysLeft: number };
    };

  const rows = async (orderId: string) => ({
    payments: (await s.db.raw(
      'SELECT gateway_payment_id, status, source, amount_paise FROM payments WHERE order_id = $1 ORDER BY id',
      [orderId],
    )) as { gateway_payment_id: string; status: string; source: string; amount_paise: number }[],
    periods: (await s.db.raw(
      'SELECT entitlement, starts_at, ends_at FROM subscriptions WHERE order_id = $1 ORDER BY id',
      [orderId],
    )) as { entitlement: string; starts_at: Date | string; ends_at: Date | string }[],
    status: (
      (await s.db.raw('SELECT status FROM payment_orders WHERE id = $1', [orderId])) as { status: string }[]
    )[0]?.status,
  });

  const proUntil = async (seekerId: number) => {
    const [row] = (await s.db.raw('SELECT pro_until FROM seeker_profiles WHERE seeker_id = $1', [
      seekerId,
    ])) as {
      pro_until: Date | string | null;
    }[];
    return row?.pro_until ? new Date(row.pro_until).toISOString() : null;
  };

  /** Fills the seeker's last 24 hours to one short of the Basic cap; answers two more jobs to apply to. */
  async function nearTheCap(seekerId: number) {
    const jobs = (await s.db.raw(
      `SELECT id FROM jobs WHERE vertical = $2 AND status = 1 AND apply_type = 1 AND expires_at > now()
        ORDER BY id DESC LIMIT $1`,
      [BASIC_DAILY_APPLY_LIMIT + 2, MANAGEMENT],
    )) as { id: string }[];
    await s.db.raw(
      `INSERT INTO applications (vertical, seeker_id, job_id) SELECT $3::text, $1, unnest($2::bigint[])`,
      [seekerId, jobs.slice(0, BASIC_DAILY_APPLY_LIMIT).map((j) => j.id), MANAGEMENT],
    );
    return [jobs[BASIC_DAILY_APPLY_LIMIT]?.id, jobs[BASIC_DAILY_APPLY_LIMIT + 1]?.id];
  }

  const addMonths = (iso: string, months: number) => {
    const d = new Date(iso);
    d.setUTCMonth(d.getUTCMonth() + months);
    return d.getTime();
  };

  it('a full sandbox purchase grants Pro: the pro check, the details and the apply cap all see it', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    const [first, second] = await nearTheCap(seekerId);
    expect((await b.request('POST', `${M}/job/apply?jobcode=${first}`)).status).toBe(429);
    expect(await proCheck(b)).toMatchObject({ isPro: false });

    const o = await order(b, 'pro', { refcode: '24' });
    expect(o).toMatchObject({
      plan: 'pro',
      amount: PLANS.pro.pricePaise,
      currency: 'INR',
      keyId: TEST_PAYMENTS.keyId,
      returnUrl: `${SITE}/subscribe/success`,
    });
    expect(o.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const page = await (await fetch(o.checkoutUrl)).text();
    expect(page).toContain('Pay ₹2,999');
    expect(page).toContain('Fail payment');
    expect(page).toContain('Pro membership');
    expect(page).not.toMatch(/<script|<link|<img|style=/);

    const back = await sandbox(o);
    expect(back.origin).toBe(SITE);
    expect(back.pathname).toBe('/subscribe/success');
    const fields = Object.fromEntries(back.searchParams);
    expect(fields).toMatchObject({ razorpay_order_id: o.orderId });
    expect(fields.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

    const res = await giveBack(b, fields);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Json & { entitlements: Entitlements };
    // The sandbox delivered its webhook before sending the browser back: the return finds it paid.
    expect(answer).toMatchObject({
      status: 'paid',
      orderId: o.orderId,
      plan: 'pro',
      granted: false,
      isPro: true,
    });

    const check = await proCheck(b);
    expect(check.isPro).toBe(true);
    expect(check.proMembership?.isValid).toBe(true);
    expect(check.proMembership?.daysLeft).toBeGreaterThanOrEqual(180);
    const now = await details(b);
    expect(now.pro.active).toBe(true);
    expect(now.earlyApplicant).toEqual({ active: false, expiry: null });
    expect(answer.entitlements).toEqual(now);
    expect(
      Math.abs(new Date(now.pro.expiry ?? 0).getTime() - addMonths(new Date().toISOString(), 6)),
    ).toBeLessThan(60_000);

    const r = await rows(o.orderId);
    expect(r.status).toBe('paid');
    expect(r.payments).toEqual([
      {
        gateway_payment_id: fields.razorpay_payment_id,
        status: 'captured',
        source: 'webhook',
        amount_paise: 299_900,
      },
    ]);
    expect(r.periods).toHaveLength(1);

    // Basic's daily cap no longer applies.
    expect((await b.request('POST', `${M}/job/apply?jobcode=${first}`)).status).toBe(200);
    expect((await b.request('POST', `${M}/job/apply?jobcode=${second}`)).status).toBe(200);
    // Recruiters see a Pro member's applications starred; a Basic member's are not.
    const starred = async (who: number) =>
      (
        (await (
          await fetch(`${s.base}/internal/${MANAGEMENT}/applications?seekerId=${who}`, {
            headers: { 'x-admin-key': TEST_ADMIN_KEY },
          })
        ).json()) as { applications: { starred: boolean }[] }
      ).applications.map((a) => a.starred);
    expect(await starred(seekerId)).toEqual([true, true, ...Array(BASIC_DAILY_APPLY_LIMIT).fill(true)]);
    const basic = await freshSeeker(s, MANAGEMENT);
    await nearTheCap(basic.seekerId);
    expect(await starred(basic.seekerId)).toEqual(Array(BASIC_DAILY_APPLY_LIMIT).fill(false));
    // The checkout link of a paid order says so; paying it again sends back the same payment.
    expect(await (await fetch(o.checkoutUrl)).text()).toContain('Already paid');
    const payAgain = new URL(o.checkoutUrl);
    payAgain.pathname += '/pay';
    payAgain.searchParams.set('outcome', 'pay');
    const again = await fetch(payAgain, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(Object.fromEntries(new URL(again.headers.get('location') ?? '').searchParams)).toEqual(fields);
    expect((await rows(o.orderId)).periods).toHaveLength(1);
  });

  it('prices orders on the server and checks what the order is made with', async () => {
    const { b } = await freshSeeker(s, MANAGEMENT);
    const o = await order(b, 'bundle', { amount: '100', refcode: '6', pageid: '3', recappid: 'app-1' });
    expect(o.amount).toBe(PLANS.bundle.pricePaise);
    const [stored] = (await s.db.raw(
      'SELECT amount_paise, refcode, pageid, recappid FROM payment_orders WHERE id = $1',
      [o.orderId],
    )) as Json[];
    expect(stored).toEqual({ amount_paise: 299_900, refcode: 6, pageid: 3, recappid: 'app-1' });
    const own = await order(b, 'earlyApplicant', {
      returnUrl: `${SITE}/subscribe/early-applicant-preference?x=1`,
    });
    expect(own.amount).toBe(149_900);
    expect(own.returnUrl).toBe(`${SITE}/subscribe/early-applicant-preference?x=1`);

    const bad = [
      [{ plan: 'gold' }, /plan must be one of/],
      [{}, /'plan': is required/],
      [{ plan: 'pro', returnUrl: 'https://evil.example/return' }, /returnUrl/],
      [{ plan: 'pro', returnUrl: `${TEST_SITE_ORIGINS.technology}/x` }, /returnUrl/],
      [{ plan: 'pro', refcode: 'abc' }, /refcode/],
    ] as const;
    for (const [form, message] of bad) {
      const res = await b.request('POST', `${M}/subscription/hash`, { form: form as Record<string, string> });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatch(message);
    }
    const anonymous = await fetch(`${s.base}${M}/subscription/hash`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'plan=pro',
    });
    expect(anonymous.status).toBe(401);
    expect(await (await fetch(`${s.base}${M}/user/pro-check`)).json()).toEqual({ isPro: false });
  });

  it('limits how many checkouts one seeker starts in an hour, with a clear text', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    await s.db.raw('INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), 30)', [
      `orders:seeker:${seekerId}`,
    ]);
    expect((await b.request('POST', `${M}/subscription/hash`, { form: { plan: 'pro' } })).status).toBe(429);
    const res = await b.request('POST', `${M}/subscription/hash`, { form: { plan: 'pro' } });
    expect(await errorOf(res)).toBe('Too many checkouts started. Please try again in an hour.');
  });

  it('refuses a bad signature with a clear message and grants nothing', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    const o = await order(b);
    const paymentId = gatewayId('pay');
    const forged = { ...signedReturn(o.orderId, paymentId), razorpay_signature: 'a'.repeat(64) };
    const res = await giveBack(b, forged);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(/Invalid payment signature/);
    // Signed for another order, or with the webhook secret: not the return's signature either.
    const other = await order(b);
    const swapped = { ...signedReturn(other.orderId, paymentId), razorpay_order_id: o.orderId };
    expect((await giveBack(b, swapped)).status).toBe(400);
    expect((await giveBack(b, { razorpay_order_id: o.orderId, razorpay_payment_id: paymentId })).status).toBe(
      400,
    );

    const raw = event('payment.captured', { orderId: o.orderId, paymentId, amount: o.amount });
    const hook = await webhook(raw, webhookSignature('not-the-webhook-secret-at-all', raw));
    expect(hook.status).toBe(400);
    expect(((await hook.json()) as Json).message).toMatch(/Invalid webhook signature/);
    expect((await webhook(raw, '')).status).toBe(400);
    // A body changed after signing.
    const signature = webhookSignature(TEST_PAYMENTS.webhookSecret, raw);
    expect((await webhook(raw.replace('"INR"', '"INR" '), signature)).status).toBe(400);

    expect(await proUntil(seekerId)).toBeNull();
    expect(await rows(o.orderId)).toEqual({ payments: [], periods: [], status: 'created' });
  });

  it('refuses a tampered amount or currency', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    const o = await order(b);
    const paymentId = gatewayId('pay');
    for (const tampered of [{ amount: 100 }, { amount: o.amount, currency: 'USD' }]) {
      const res = await webhook(event('payment.captured', { orderId: o.orderId, paymentId, ...tampered }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).message).toMatch(/amount or currency does not match/);
    }
    const res = await giveBack(b, { ...signedReturn(o.orderId, paymentId), amount: '100' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(/amount or currency does not match/);
    expect((await giveBack(b, { ...signedReturn(o.orderId, paymentId), currency: 'USD' })).status).toBe(400);
    expect(await proUntil(seekerId)).toBeNull();
    expect(await rows(o.orderId)).toEqual({ payments: [], periods: [], status: 'created' });
    // The order's own amount goes through.
    const ok = await giveBack(b, {
      ...signedReturn(o.orderId, paymentId),
      amount: String(o.amount),
      currency: 'INR',
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Json).granted).toBe(true);
  });

  it("refuses another seeker's order and grants nothing to either", async () => {
    const owner = await freshSeeker(s, MANAGEMENT);
    const other = await freshSeeker(s, MANAGEMENT);
    const o = await order(owner.b);
    const fields = signedReturn(o.orderId, gatewayId('pay'));
    const res = await giveBack(other.b, fields);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('Order not found');
    expect(await proUntil(owner.seekerId)).toBeNull();
    expect(await proUntil(other.seekerId)).toBeNull();
    expect(await rows(o.orderId)).toEqual({ payments: [], periods: [], status: 'created' });
    // An order id that does not exist reads the same.
    expect((await giveBack(other.b, signedReturn(gatewayId('order'), gatewayId('pay')))).status).toBe(404);
    // The owner's own return is granted.
    expect(((await (await giveBack(owner.b, fields)).json()) as Json).granted).toBe(true);
    expect(await proUntil(other.seekerId)).toBeNull();
  });

  it('a replayed return answers the same entitlement, a replayed webhook is a no-op 200', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    const o = await order(b);
    const paymentId = gatewayId('pay');
    const fields = signedReturn(o.orderId, paymentId);
    const first = (await (await giveBack(b, fields)).json()) as Json & { entitlements: Entitlements };
    expect(first.granted).toBe(true);
    const until = await proUntil(seekerId);
    for (let i = 0; i < 2; i += 1) {
      const again = await giveBack(b, fields);
      expect(again.status).toBe(200);
      const body = (await again.json()) as Json & { entitlements: Entitlements };
      expect(body.granted).toBe(false);
      expect(body.entitlements).toEqual(first.entitlements);
    }
    const raw = event('payment.captured', { orderId: o.orderId, paymentId, amount: o.amount });
    for (let i = 0; i < 2; i += 1) {
      const hook = await webhook(raw);
      expect(hook.status).toBe(200);
      expect(await hook.json()).toEqual({ status: 'duplicate' });
    }
    expect(await proUntil(seekerId)).toBe(until);
    const r = await rows(o.orderId);
    expect(r.payments).toHaveLength(1);
    expect(r.payments[0]?.source).toBe('return');
    expect(r.periods).toHaveLength(1);
  });

  it('racing returns and webhooks extend the entitlement once per order', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    let expected: number | undefined;
    for (let round = 0; round < 3; round += 1) {
      const o = await order(b);
      const paymentId = gatewayId('pay');
      const fields = signedReturn(o.orderId, paymentId);
      const captured = event('payment.captured', { orderId: o.orderId, paymentId, amount: o.amount });
      const paid = event('order.paid', { orderId: o.orderId, paymentId, amount: o.amount });
      const before = await proUntil(seekerId);
      const answers = await Promise.all([
        giveBack(b, fields),
        webhook(captured),
        giveBack(b, fields),
        webhook(paid),
        webhook(captured),
        giveBack(b, fields),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const bodies = (await Promise.all(answers.map((r) => r.json()))) as Json[];
      const grants =
        bodies.filter((x) => x.granted === true).length + bodies.filter((x) => x.status === 'granted').length;
      expect(grants).toBe(1);
      const r = await rows(o.orderId);
      expect(r.status).toBe('paid');
      expect(r.payments).toHaveLength(1);
      expect(r.periods).toHaveLength(1);
      const period = r.periods[0];
      const startsAt = new Date(period?.starts_at ?? 0).toISOString();
      if (before) expect(startsAt).toBe(before);
      const until = (await proUntil(seekerId)) ?? '';
      expect(new Date(period?.ends_at ?? 0).toISOString()).toBe(until);
      expect(new Date(until).getTime()).toBe(addMonths(startsAt, 6));
      expected =
        expected === undefined ? new Date(until).getTime() : addMonths(new Date(expected).toISOString(), 6);
      expect(new Date(until).getTime()).toBe(expected);
    }
    expect(
      (await s.db.raw('SELECT count(*)::int AS n FROM subscriptions WHERE seeker_id = $1', [
        seekerId,
      ])) as Json[],
    ).toEqual([{ n: 3 }]);
  });

  it('a failed payment grants nothing and records the failure', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    const o = await order(b);
    const back = await sandbox(o, 'fail');
    const fields = Object.fromEntries(back.searchParams);
    expect(fields).toMatchObject({ razorpay_order_id: o.orderId, error_code: 'BAD_REQUEST_ERROR' });
    expect(fields.razorpay_signature).toBeUndefined();
    const res = await giveBack(b, fields);
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toMatch(/did not go through/);
    const r = await rows(o.orderId);
    expect(r.status).toBe('failed');
    expect(r.payments).toEqual([
      {
        gateway_payment_id: fields.razorpay_payment_id,
        status: 'failed',
        source: 'webhook',
        amount_paise: o.amount,
      },
    ]);
    expect(r.periods).toEqual([]);
    expect(await proUntil(seekerId)).toBeNull();
    expect((await proCheck(b)).isPro).toBe(false);
    // The failure's webhook again: a no-op. A later attempt on the same order may still pay it.
    const failedAgain = event('payment.failed', {
      orderId: o.orderId,
      paymentId: fields.razorpay_payment_id ?? '',
      amount: o.amount,
    });
    expect(await (await webhook(failedAgain)).json()).toEqual({ status: 'duplicate' });
    const retry = await giveBack(b, signedReturn(o.orderId, gatewayId('pay')));
    expect(((await retry.json()) as Json).granted).toBe(true);
    expect((await rows(o.orderId)).status).toBe('paid');
  });

  it('expiry downgrades: Pro features are refused again once pro_until has passed', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    const o = await order(b);
    await giveBack(b, signedReturn(o.orderId, gatewayId('pay')));
    const [job] = (await s.db.raw(
      `SELECT id FROM jobs WHERE vertical = $1 AND status = 1 AND expires_at > now() ORDER BY id LIMIT 1`,
      [MANAGEMENT],
    )) as { id: string }[];
    expect((await b.request('GET', `${M}/job/insights?jobcode=${job?.id}`)).status).toBe(200);
    await s.db.raw(
      `UPDATE seeker_profiles SET pro_until = now() - interval '1 minute' WHERE seeker_id = $1`,
      [seekerId],
    );
    expect((await proCheck(b)).isPro).toBe(false);
    expect((await details(b)).pro.active).toBe(false);
    const refused = await b.request('GET', `${M}/job/insights?jobcode=${job?.id}`);
    expect(refused.status).toBe(403);
    const [next] = await nearTheCap(seekerId);
    expect((await b.request('POST', `${M}/job/apply?jobcode=${next}`)).status).toBe(429);
    // Buying again after expiry starts from now, not from the past expiry.
    const again = await order(b);
    await giveBack(b, signedReturn(again.orderId, gatewayId('pay')));
    const until = new Date((await proUntil(seekerId)) ?? 0).getTime();
    expect(Math.abs(until - addMonths(new Date().toISOString(), 6))).toBeLessThan(60_000);
  });

  it('buying twice extends from the current expiry; the bundle grants both plans', async () => {
    const { b, seekerId } = await freshSeeker(s, MANAGEMENT);
    await sandbox(await order(b));
    const first = (await proUntil(seekerId)) ?? '';
    const second = await order(b);
    await sandbox(second);
    const until = (await proUntil(seekerId)) ?? '';
    expect(new Date(until).getTime()).toBe(addMonths(first, 6));
    const [period] = (await rows(second.orderId)).periods;
    expect(new Date(period?.starts_at ?? 0).toISOString()).toBe(first);

    const bundle = await order(b, 'bundle');
    await sandbox(bundle);
    const now = await details(b);
    expect(now.earlyApplicant.active).toBe(true);
    expect(now.resumeBuilder.active).toBe(true);
    expect(new Date(now.pro.expiry ?? 0).toISOString()).toBe(until);
    expect((await rows(bundle.orderId)).periods.map((p) => p.entitlement).sort()).toEqual([
      'earlyApplicant',
      'resumeBuilder',
    ]);
  });

  it('answers the details to the bearer only', async () => {
    const { b } = await freshSeeker(s, MANAGEMENT);
    expect((await b.request('GET', `${M}/subscription/details`)).status).toBe(401);
    expect(await details(b)).toEqual({
      earlyApplicant: { active: false, expiry: null },
      resumeBuilder: { active: false, expiry: null },
      pro: { active: false, expiry: null },
    });
  });

  it('keeps the early-applicant preference, validated', async () => {
    const { b } = await freshSeeker(s, MANAGEMENT);
    const path = `${M}/subscription/early-applicant-preference`;
    expect(await (await b.request('GET', path)).json()).toEqual({
      skills: [],
      cities: [],
      roles: [],
      updatedAt: null,
      subscription: { active: false, expiry: null },
    });
    const none = await b.request('POST', path, { json: { skills: [], cities: [' '] } });
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toMatch(/at least one skill, city or role/);
    const many = await b.request('POST', path, {
      json: { skills: Array.from({ length: 21 }, (_, i) => `skill ${i}`) },
    });
    expect(many.status).toBe(400);
    expect(await errorOf(many)).toMatch(/at most 20/);
    const long = await b.request('POST', path, { json: { roles: ['x'.repeat(81)] } });
    expect(long.status).toBe(400);
    const saved = await b.request('POST', path, {
      json: { skills: ['Python', ' python ', 'SQL'], cities: ['Mumbai'], roles: ['Data analyst'] },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ skills: ['Python', 'SQL'], cities: ['Mumbai'] });
    // A form sends each list comma-separated.
    const form = await b.request('POST', path, {
      form: { skills: 'Excel, Power BI', cities: 'Pune,Delhi NCR' },
    });
    expect(form.status).toBe(200);
    const got = (await (await b.request('GET', path)).json()) as Json;
    expect(got).toMatchObject({ skills: ['Excel', 'Power BI'], cities: ['Pune', 'Delhi NCR'], roles: [] });
    expect(got.updatedAt).toEqual(expect.any(String));
  });

  it('serves the sandbox checkout only for a signed link', async () => {
    const { b } = await freshSeeker(s, MANAGEMENT);
    const o = await order(b);
    const forged = new URL(o.checkoutUrl);
    forged.searchParams.set('hash', 'b'.repeat(64));
    expect((await fetch(forged)).status).toBe(404);
    forged.pathname += '/pay';
    forged.searchParams.set('outcome', 'pay');
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(404);
    const page = await fetch(o.checkoutUrl);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(await rows(o.orderId)).toEqual({ payments: [], periods: [], status: 'created' });
  });
});
