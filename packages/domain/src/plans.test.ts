import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import {
  EarlyApplicantPreferenceBody,
  ENTITLEMENTS,
  PLAN_IDS,
  SubscribeBody,
  SubscriptionHashBody,
  SubscriptionPlan,
} from './schemas/subscriptions.ts';

describe('plan prices (decision 0029)', () => {
  it('are whole paise: the shown rupee price times 100, tax included', () => {
    for (const id of PLAN_IDS) {
      const plan = PLANS[id];
      expect(Number.isInteger(plan.pricePaise)).toBe(true);
      expect(plan.pricePaise).toBe(plan.price * 100);
      expect(plan.gstPercent).toBe(18);
    }
  });

  it('price the bundle as both plans less the saving, and Pro at ₹2,999 for 6 months', () => {
    expect(PLANS.bundle.price).toBe(
      PLANS.earlyApplicant.price + PLANS.resumeBuilder.price - PLANS.bundle.saving,
    );
    expect(PLANS.pro).toMatchObject({ price: 2999, months: 6, monthlyPrice: 500 });
    expect(Math.abs(PLANS.pro.price / PLANS.pro.months - PLANS.pro.monthlyPrice)).toBeLessThan(1);
    expect(v.is(SubscriptionPlan, PLANS.pro)).toBe(true);
  });

  it('name every plan that can be bought, each granting known entitlements', () => {
    expect(Object.keys(PLANS).sort()).toEqual([...PLAN_IDS].sort());
    for (const id of PLAN_IDS) for (const e of PLANS[id].grants) expect(ENTITLEMENTS).toContain(e);
    expect(PLANS.bundle.grants).toEqual(PLANS.bundle.plans);
  });
});

describe('subscription bodies', () => {
  it('order a known plan, never reading an amount', () => {
    expect(v.parse(SubscriptionHashBody, { plan: 'pro', refcode: '6', pageid: 3, amount: '1' })).toEqual({
      plan: 'pro',
      refcode: 6,
      pageid: 3,
    });
    expect(v.is(SubscriptionHashBody, { plan: 'gold' })).toBe(false);
    expect(v.is(SubscriptionHashBody, { plan: 'pro', refcode: '-1' })).toBe(false);
    expect(v.is(SubscriptionHashBody, { plan: 'pro', recappid: 'a b' })).toBe(false);
  });

  it("take the gateway's return fields in their shapes", () => {
    const ok = { razorpay_order_id: 'order_A1b2C3d4E5f6G7', razorpay_payment_id: 'pay_A1b2C3d4E5f6G7' };
    expect(v.is(SubscribeBody, { ...ok, razorpay_signature: 'ab'.repeat(32) })).toBe(true);
    expect(v.is(SubscribeBody, { ...ok, razorpay_signature: 'xyz' })).toBe(false);
    expect(v.is(SubscribeBody, { ...ok, razorpay_order_id: "order_1' OR 1=1" })).toBe(false);
    expect(v.parse(SubscribeBody, { ...ok, amount: '299900' }).amount).toBe(299_900);
  });

  it('read preference lists from arrays or comma-separated text, trimmed and without repeats', () => {
    expect(
      v.parse(EarlyApplicantPreferenceBody, { skills: 'SQL, sql ,Python', roles: [' Analyst '] }),
    ).toEqual({
      skills: ['SQL', 'Python'],
      cities: [],
      roles: ['Analyst'],
    });
    expect(v.is(EarlyApplicantPreferenceBody, {})).toBe(false);
    expect(
      v.is(EarlyApplicantPreferenceBody, { cities: Array.from({ length: 21 }, (_, i) => `c${i}`) }),
    ).toBe(false);
  });
});
