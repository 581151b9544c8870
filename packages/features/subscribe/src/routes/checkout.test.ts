/**
 * The plan pages' loaders and actions against the real API (sandbox gateway): buying sends the browser
 * to the sandbox checkout with the visit's source in the order; the return confirms a paid order and
 * goes on to the success page; a failed or forged return grants nothing.
 */
import { expectLoginFirst, setupTestSite, type TestBrowser } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { planPageMeta } from '../meta.ts';
import { PLAN_PAGE } from '../plans.ts';
import { loader as plansLoader } from './plans.tsx';
import { action as preferenceAction, loader as preferenceLoader } from './preference.tsx';
import { action as buyPro, loader as proLoader } from './pro-membership.tsx';
import { action as returnAction, loader as returnLoader } from './return.ts';
import { loader as successLoader } from './success.tsx';

const ORIGIN = 'http://site.test';
const site = setupTestSite({ origin: ORIGIN, api: { env: { SITE_ORIGIN_MANAGEMENT: ORIGIN } } });

/** Clicks a button of the sandbox checkout: the address it sends the browser back to. */
async function pay(checkoutUrl: string, outcome: 'pay' | 'fail'): Promise<string> {
  const url = new URL(checkoutUrl);
  url.pathname += '/pay';
  url.searchParams.set('outcome', outcome);
  const back = await fetch(url, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return back.headers.get('location') ?? '';
}

/** Buys Pro on the Pro page with the insights banner's codes: the checkout address. */
async function startBuying(seeker: TestBrowser): Promise<string> {
  // The router's submission of a hydrated page (`.data`): redirected to the checkout at once.
  const result = await seeker.submit(buyPro, '/subscribe/pro-membership.data?refcode=6&pageid=3', {
    plan: 'pro',
    refcode: '6',
    pageid: '3',
  });
  expect(result.status).toBe(303);
  const checkout = result.location ?? '';
  expect(checkout).toMatch(/\/payments\/sandbox\/checkout\/order_[A-Za-z0-9]+\?hash=[0-9a-f]{64}$/);
  return checkout;
}

describe('plans and checkout', () => {
  let seeker: TestBrowser;
  beforeAll(async () => {
    seeker = await site.signUp();
  });

  it('shows every plan with its price from PLANS, and a canonical without the source query', async () => {
    const page = await site.browser().data(plansLoader, '/subscribe/plans');
    expect(page.plans.map((p) => [p.id, p.price, p.active])).toEqual([
      ['pro', '₹2,999', false],
      ['earlyApplicant', '₹1,499', false],
      ['resumeBuilder', '₹1,999', false],
      ['bundle', '₹2,999', false],
    ]);
    const pro = await site
      .browser()
      .data(proLoader, '/subscribe/pro-membership?refcode=6&pageid=3&recappid=77');
    expect(pro.source).toEqual({ refcode: 6, pageid: 3, recappid: '77' });
    expect(pro.canonical).toBe(`${ORIGIN}/subscribe/pro-membership`);
    // Its share tags, as every page kind's: its address and the brand's card.
    const tags = planPageMeta(page, PLAN_PAGE.bundle);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card'])
      expect(
        tags.some((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key)),
        key,
      ).toBe(true);
    expect(tags).toContainEqual({ property: 'og:url', content: `${ORIGIN}/subscribe/plans` });
    expect(tags).toContainEqual({ property: 'og:image', content: `${ORIGIN}/share/site.png` });
  });

  it('sends a signed-out buyer to log in and back to the page, with its codes', () =>
    expectLoginFirst(site, buyPro, '/subscribe/pro-membership?refcode=6&pageid=3', {
      fields: { plan: 'pro' },
    }));

  it('answers a form posted without scripts with the checkout to go on to by a link', async () => {
    const answer = await seeker.submitData(buyPro, '/subscribe/pro-membership?refcode=24', { plan: 'pro' });
    expect(answer).toMatchObject({
      ok: true,
      plan: 'pro',
      checkout: { method: 'GET', url: expect.stringMatching(/\/payments\/sandbox\/checkout\/order_/) },
    });
  });

  it('refuses an unknown plan with a clear message', async () => {
    expect(await seeker.submitData(buyPro, '/subscribe/pro-membership', { plan: 'gold' })).toEqual({
      ok: false,
      error: 'Please choose a plan to buy.',
    });
  });

  it('a failed payment shows why and grants nothing', async () => {
    const back = new URL(await pay(await startBuying(seeker), 'fail'));
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/subscribe/return`);
    expect(back.searchParams.get('plan')).toBe('pro');
    const result = await seeker.load(returnLoader, back.pathname + back.search);
    expect(result).toMatchObject({ status: 303, location: '/subscribe/pro-membership?payment=failed' });
    const page = await seeker.data(proLoader, '/subscribe/pro-membership?payment=failed');
    expect(page.problem).toMatch(/did not go through, so nothing was granted/);
    expect(page.plans[0]).toMatchObject({ id: 'pro', active: false });
    expect(await seeker.client().user.proCheck(undefined)).toMatchObject({ isPro: false });
  });

  it('a forged signature is refused and grants nothing', async () => {
    const back = new URL(await pay(await startBuying(seeker), 'fail'));
    back.searchParams.delete('error_code');
    back.searchParams.delete('error_description');
    back.searchParams.set('razorpay_signature', 'f'.repeat(64));
    const result = await seeker.load(returnLoader, back.pathname + back.search);
    expect(result).toMatchObject({ status: 303, location: '/subscribe/pro-membership?payment=unverified' });
    expect(await seeker.client().user.proCheck(undefined)).toMatchObject({ isPro: false });
  });

  it('hands a posted (cross-site) return on to a GET of the same page, verifying nothing', async () => {
    const fields = {
      razorpay_order_id: 'order_ABCDEFGH12345678',
      razorpay_payment_id: 'pay_ABCDEFGH12345678',
      razorpay_signature: 'a'.repeat(64),
    };
    const result = await site.browser().submit(returnAction, '/subscribe/return?plan=pro', fields);
    expect(result.status).toBe(303);
    expect(result.location).toBe(`/subscribe/return?plan=pro&${new URLSearchParams(fields)}`);
  });

  it('sends a damaged or empty return to the plans, and a signed-out one to log in first', async () => {
    expect(await seeker.load(returnLoader, '/subscribe/return')).toMatchObject({
      status: 303,
      location: '/subscribe/plans',
    });
    expect(
      await seeker.load(returnLoader, '/subscribe/return?plan=resumeBuilder&razorpay_order_id=bad'),
    ).toMatchObject({ status: 303, location: '/subscribe/resume-builder?payment=invalid' });
    const path = `/subscribe/return?plan=pro&razorpay_order_id=order_ABCDEFGH12345678&razorpay_payment_id=pay_ABCDEFGH12345678&razorpay_signature=${'a'.repeat(64)}`;
    expect(await site.browser().load(returnLoader, path)).toMatchObject({
      status: 302,
      location: `/login?next=${encodeURIComponent(path)}`,
    });
  });

  it('pays, confirms the return, and shows Pro active with its end date', async () => {
    const back = new URL(await pay(await startBuying(seeker), 'pay'));
    const result = await seeker.load(returnLoader, back.pathname + back.search);
    expect(result).toMatchObject({ status: 303, location: '/subscribe/success?plan=pro' });
    const success = await seeker.data(successLoader, '/subscribe/success?plan=pro');
    expect(success.allActive).toBe(true);
    expect(success.items[0]).toMatchObject({
      key: 'pro',
      active: true,
      until: expect.stringMatching(/\d{4}$/),
    });
    expect(success.links[0]?.href).toBe('/jobfeed');
    expect(await seeker.client().user.proCheck(undefined)).toMatchObject({ isPro: true });
    const pro = await seeker.data(proLoader, '/subscribe/pro-membership');
    expect(pro.plans[0]).toMatchObject({ id: 'pro', active: true });
    // A repeated return (a reload) grants nothing more and still lands on the success page.
    expect(await seeker.load(returnLoader, back.pathname + back.search)).toMatchObject({
      status: 303,
      location: '/subscribe/success?plan=pro',
    });
  });

  it('the preference page explains itself to non-subscribers, and validates before saving', async () => {
    const other = await site.signUp();
    expect(await other.data(preferenceLoader, '/early-applicant-preference')).toMatchObject({
      signedIn: true,
      active: false,
    });
    expect(await site.browser().data(preferenceLoader, '/early-applicant-preference')).toMatchObject({
      signedIn: false,
      active: false,
    });
    expect(await other.submitData(preferenceAction, '/early-applicant-preference', {})).toMatchObject({
      ok: false,
      error: 'Choose at least one skill, city or role',
    });
    expect(
      await other.submitData(preferenceAction, '/early-applicant-preference', {
        skills: 'SQL, Excel',
        cities: 'Pune',
      }),
    ).toMatchObject({ ok: true, lists: { skills: ['SQL', 'Excel'], cities: ['Pune'], roles: [] } });
  });
});
