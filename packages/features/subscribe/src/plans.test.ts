import {
  BASIC_DAILY_APPLY_LIMIT,
  formatRupees,
  PLANS,
  PRO_FEATURES,
  PRO_REFERENCE_CODES,
} from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  PLAN_PAGE,
  paymentProblemPath,
  paymentProblemText,
  planOffer,
  proMembershipHref,
  readGatewayPost,
  readPlan,
  readPreference,
  readReturn,
  readSource,
  returnQuery,
  returnUrl,
  rupees,
  sourceQuery,
  successPath,
} from './plans.ts';

describe('prices from PLANS, in rupees', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(rupees(1499)).toBe('₹1,499');
    expect(rupees(249)).toBe('₹249');
    expect(rupees(100000)).toBe('₹1,00,000');
  });

  it('shows early applicant at ₹1,499 for 6 months, ₹249 a month, tax included', () => {
    expect(planOffer('earlyApplicant')).toMatchObject({
      name: 'Early applicant',
      price: '₹1,499',
      frequency: 'for 6 months',
      perMonth: '₹249 a month',
      tax: 'Price includes GST at 18%',
    });
  });

  it('shows the resume builder at ₹1,999 for 6 months, ₹333 a month', () => {
    expect(planOffer('resumeBuilder')).toMatchObject({ price: '₹1,999', perMonth: '₹333 a month' });
  });

  it('shows both together saving ₹499, with what they cost apart', () => {
    const bundle = planOffer('bundle');
    expect(bundle.highlight).toBe('Save ₹499');
    expect(bundle.price).toBe(rupees(PLANS.earlyApplicant.price + PLANS.resumeBuilder.price - 499));
    expect(bundle.description).toContain('₹3,498 if bought separately');
    expect(bundle.perMonth).toBeUndefined();
    expect(bundle.grants).toEqual(['earlyApplicant', 'resumeBuilder']);
  });

  it('lists all six Pro features, and every figure follows PLANS', () => {
    const pro = planOffer('pro');
    expect(pro.description).toHaveLength(6);
    expect(pro.price).toBe(rupees(PLANS.pro.price));
    expect(pro.perMonth).toBe(`${rupees(PLANS.pro.monthlyPrice)} a month`);
  });

  it('reads plan ids and nothing else', () => {
    expect(readPlan('pro')).toBe('pro');
    expect(readPlan('bundle')).toBe('bundle');
    expect(readPlan('gold')).toBeUndefined();
    expect(readPlan(null)).toBeUndefined();
  });
});

describe('where the seeker came from (reference codes)', () => {
  it('keeps refcode, pageid and recappid from the query as the order takes them', () => {
    expect(readSource(new URLSearchParams('refcode=6&pageid=3&recappid=1234'))).toEqual({
      refcode: 6,
      pageid: 3,
      recappid: '1234',
    });
  });

  it('drops malformed codes instead of refusing to sell', () => {
    expect(readSource(new URLSearchParams('refcode=-1&pageid=abc&recappid=%3Cscript%3E'))).toEqual({});
    expect(readSource(new URLSearchParams('refcode=1234567'))).toEqual({});
    expect(readSource(new URLSearchParams(''))).toEqual({});
  });

  it('reads the buy form fields the same way', () => {
    const form = new FormData();
    form.set('refcode', '24');
    expect(readSource(form)).toEqual({ refcode: 24 });
  });

  it('builds the Pro links of every entry point of product.md section 9', () => {
    expect(proMembershipHref(PRO_REFERENCE_CODES.insightsBanner)).toBe(
      '/subscribe/pro-membership?refcode=6&pageid=3',
    );
    expect(proMembershipHref(PRO_REFERENCE_CODES.followUpBanner)).toBe(
      '/subscribe/pro-membership?refcode=6&pageid=2',
    );
    expect(proMembershipHref(PRO_REFERENCE_CODES.profileWidget)).toBe('/subscribe/pro-membership?refcode=24');
    expect(proMembershipHref(PRO_REFERENCE_CODES.desktopNav)).toBe('/subscribe/pro-membership?refcode=29');
    expect(proMembershipHref(PRO_REFERENCE_CODES.mobileNav)).toBe('/subscribe/pro-membership?refcode=19');
    expect(sourceQuery({})).toBe('');
  });
});

describe("the gateway's return", () => {
  const order = 'order_ABCDEFGH12345678';
  const payment = 'pay_ABCDEFGH12345678';
  const signature = 'a'.repeat(64);

  it('returns to this site with the plan named', () => {
    expect(returnUrl('http://localhost:3000', 'pro')).toBe('http://localhost:3000/subscribe/return?plan=pro');
    expect(successPath('bundle')).toBe('/subscribe/success?plan=bundle');
  });

  it('reads a signed payment, keeping only the gateway fields', () => {
    const query = new URLSearchParams({
      plan: 'pro',
      razorpay_order_id: order,
      razorpay_payment_id: payment,
      razorpay_signature: signature,
      extra: 'ignored',
    });
    expect(readReturn(query)).toEqual({
      kind: 'payment',
      fields: { razorpay_order_id: order, razorpay_payment_id: payment, razorpay_signature: signature },
    });
  });

  it('reads a failed payment (no signature, the gateway error) as a failure', () => {
    const reading = readReturn(
      new URLSearchParams({
        razorpay_order_id: order,
        razorpay_payment_id: payment,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed',
      }),
    );
    expect(reading.kind).toBe('failed');
  });

  it('refuses damaged or missing fields without calling anyone', () => {
    expect(readReturn(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(readReturn(new URLSearchParams({ razorpay_order_id: 'nope' })).kind).toBe('invalid');
    expect(
      readReturn(new URLSearchParams({ razorpay_order_id: order, razorpay_signature: 'not-hex' })).kind,
    ).toBe('invalid');
  });

  it("reads Razorpay's posted failure (error[...] fields) and hands fields on as a query", () => {
    const form = new FormData();
    form.set('error[code]', 'BAD_REQUEST_ERROR');
    form.set('error[description]', 'Payment failed');
    form.set('error[metadata]', JSON.stringify({ order_id: order, payment_id: payment }));
    const fields = readGatewayPost(form);
    expect(fields).toEqual({
      razorpay_order_id: order,
      razorpay_payment_id: payment,
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment failed',
    });
    const query = new URLSearchParams(returnQuery(fields, 'pro'));
    expect(query.get('plan')).toBe('pro');
    expect(readReturn(query).kind).toBe('failed');
  });

  it('sends a return that granted nothing to the plan page, with a fixed text only', () => {
    expect(paymentProblemPath('pro', 'failed')).toBe('/subscribe/pro-membership?payment=failed');
    expect(paymentProblemPath('bundle', 'unverified')).toBe('/subscribe/plans?payment=unverified');
    expect(paymentProblemPath(undefined, 'invalid')).toBe('/subscribe/plans?payment=invalid');
    expect(paymentProblemText(new URLSearchParams('payment=failed'))).toMatch(
      /did not go through, so nothing was granted/,
    );
    expect(paymentProblemText(new URLSearchParams('payment=<b>hacked</b>'))).toBeUndefined();
    expect(paymentProblemText(new URLSearchParams('payment=toString'))).toBeUndefined();
    expect(paymentProblemText(new URLSearchParams(''))).toBeUndefined();
  });

  it('survives unreadable metadata', () => {
    const form = new FormData();
    form.set('error[metadata]', '{not json');
    expect(readGatewayPost(form)).toEqual({});
  });
});

describe('dates and the preference form', () => {
  it('formats a validity date in India, and nothing for bad input', () => {
    expect(formatDate('2027-05-22T20:00:00.000Z')).toBe('23 May 2027');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('garbage')).toBeNull();
  });

  it('reads comma-separated lists and asks for at least one entry', () => {
    const form = new FormData();
    form.set('skills', 'SQL, Excel, sql');
    form.set('cities', ' Pune ');
    expect(readPreference(form)).toEqual({
      ok: true,
      value: { skills: ['SQL', 'Excel'], cities: ['Pune'], roles: [] },
    });
    expect(readPreference(new FormData())).toEqual({
      ok: false,
      error: 'Choose at least one skill, city or role',
    });
  });
});

describe('the plan pages in words', () => {
  it('write money as every page does: the rupee sign, never "Rs"', () => {
    expect(rupees).toBe(formatRupees);
    for (const id of ['pro', 'earlyApplicant', 'resumeBuilder', 'bundle'] as const) {
      const offer = planOffer(id);
      const text = [offer.price, offer.perMonth ?? '', offer.highlight ?? '', ...offer.description].join(' ');
      expect(text, id).not.toMatch(/\bRs\b/);
      expect(offer.price).toMatch(/^₹[\d,]+$/);
    }
  });

  it("say what Basic gets as the spec does (apply to any job, within the daily limit), beside Pro's unlimited applies", () => {
    expect(PLAN_PAGE.bundle.intro).toContain(
      `Basic membership is free: apply to any job, up to ${BASIC_DAILY_APPLY_LIMIT} applications in 24 hours.`,
    );
    expect(PRO_FEATURES.find((f) => f.key === 'unlimitedApplies')?.label).toBe(
      'Apply to unlimited jobs, with no daily limit',
    );
    for (const page of Object.values(PLAN_PAGE))
      expect(`${page.intro} ${page.description}`).not.toMatch(/applying to jobs is free/i);
  });
});
