/**
 * The subscription calls through the client against the real API (src/testing/global-setup.ts), whose
 * default gateway is the sandbox: each answer is checked against its registry schema by the client.
 */
import { describe, expect, it } from 'vitest';
import { signUp, TEST_VERTICAL } from '../../testing/real-api.ts';
import type { SubscribeInput } from './subscribe.ts';

describe('the subscription calls through the client', () => {
  it('buys Pro on the sandbox checkout and reads it back', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'subscription');
    expect(await client.user.proCheck()).toMatchObject({ isPro: false });
    const order = await client.subscription.subscriptionHash({ plan: 'pro', refcode: 24 });
    expect(order).toMatchObject({ plan: 'pro', amount: 299_900, currency: 'INR', gateway: 'sandbox' });
    expect(order.checkout).toEqual({ method: 'GET', url: order.checkoutUrl, fields: {} });

    // The browser pays on the sandbox's page and is sent back to the site with the signed fields.
    const pay = new URL(order.checkoutUrl);
    pay.pathname += '/pay';
    pay.searchParams.set('outcome', 'pay');
    const back = await fetch(pay, { redirect: 'manual' });
    expect(back.status).toBe(303);
    const fields = Object.fromEntries(new URL(back.headers.get('location') ?? '').searchParams);
    const paid = await client.subscription.subscribe(fields as unknown as SubscribeInput);
    expect(paid).toMatchObject({ status: 'paid', plan: 'pro', orderId: order.orderId, isPro: true });

    expect((await client.subscription.subscriptionDetails()).pro?.active).toBe(true);
    expect(await client.user.proCheck()).toMatchObject({ isPro: true });
  });

  it('keeps the early-applicant preference', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'preference');
    expect(await client.subscription.earlyApplicantPreference()).toMatchObject({
      skills: [],
      updatedAt: null,
    });
    await client.subscription.saveEarlyApplicantPreference({ skills: ['SQL', 'Excel'], cities: ['Pune'] });
    expect(await client.subscription.earlyApplicantPreference()).toMatchObject({
      skills: ['SQL', 'Excel'],
      cities: ['Pune'],
      roles: [],
    });
    await expect(client.subscription.saveEarlyApplicantPreference({})).rejects.toThrow(
      /at least one skill, city or role/,
    );
  });
});
