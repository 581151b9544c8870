import { describe, expect, it } from 'vitest';
import { CROSS_SITE_PROOFS, crossSiteRefusal, crossSiteWrites, refusedWrite } from './cross-site.ts';

const SITE = 'http://localhost:3510';

/** A request to the site with these headers (a form post unless another method is given). */
const request = (headers: Record<string, string>, { method = 'POST', path = '/job-actions' } = {}) =>
  new Request(`${SITE}${path}`, {
    method,
    headers,
    ...(['GET', 'HEAD'].includes(method.toUpperCase()) ? {} : { body: '' }),
  });

describe('the cross-site rule', () => {
  it('lets every read through, whoever asks', () => {
    for (const method of ['GET', 'HEAD', 'get']) {
      expect(
        crossSiteRefusal(
          request({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { method }),
        ),
      ).toBeUndefined();
    }
  });

  it('checks every other method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(crossSiteRefusal(request({ 'sec-fetch-site': 'cross-site' }, { method })), method).toBe(
        'cross-site',
      );
    }
  });

  it('takes a write the browser says came from the site itself', () => {
    expect(crossSiteRefusal(request({ origin: SITE, 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
    // Older Safari sends Origin without Sec-Fetch-Site; plain http sites get no Sec-Fetch-Site either.
    expect(crossSiteRefusal(request({ origin: SITE }))).toBeUndefined();
    expect(crossSiteRefusal(request({ 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
    // A request the person started themselves (the address bar, a bookmark).
    expect(crossSiteRefusal(request({ 'sec-fetch-site': 'none' }))).toBeUndefined();
  });

  it("takes SITE_URL's origin, and https on the request's host behind a proxy that ends TLS", () => {
    const public_ = { origin: 'https://mba.example.in', 'sec-fetch-site': 'same-origin' };
    expect(crossSiteRefusal(request(public_), { siteUrl: 'https://mba.example.in/' })).toBeUndefined();
    expect(crossSiteRefusal(request(public_))).toBe('other-origin');
    const proxied = new Request('http://mba.example.in/job-actions', {
      method: 'POST',
      headers: public_,
      body: '',
    });
    expect(crossSiteRefusal(proxied)).toBeUndefined();
  });

  it('refuses a write from another site, a sibling of the same site, or another origin', () => {
    expect(
      crossSiteRefusal(request({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })),
    ).toBe('cross-site');
    // The other brand on another port of the same host, or a sibling subdomain: same site, other origin.
    expect(
      crossSiteRefusal(request({ origin: 'http://localhost:3512', 'sec-fetch-site': 'same-site' })),
    ).toBe('same-site');
    expect(crossSiteRefusal(request({ origin: 'http://localhost:3512' }))).toBe('other-origin');
    expect(crossSiteRefusal(request({ origin: 'http://localhost' }))).toBe('other-origin');
    expect(crossSiteRefusal(request({ origin: 'null' }))).toBe('other-origin');
    expect(crossSiteRefusal(request({ origin: 'not a url' }))).toBe('other-origin');
    expect(crossSiteRefusal(request({ 'sec-fetch-site': 'something-new' }))).toBe('cross-site');
    // Both headers must say "this site" when both are there.
    expect(
      crossSiteRefusal(request({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })),
    ).toBe('other-origin');
  });

  it('takes a write that says nothing of its origin only from a page of the site (its Referer)', () => {
    expect(crossSiteRefusal(request({ referer: `${SITE}/jobfeed?page=2` }))).toBeUndefined();
    expect(crossSiteRefusal(request({ referer: 'https://evil.example/page' }))).toBe('unknown-origin');
    expect(crossSiteRefusal(request({ referer: 'garbage' }))).toBe('unknown-origin');
    expect(crossSiteRefusal(request({}))).toBe('unknown-origin');
  });
});

describe("the payment gateway's proof", () => {
  const RETURN = new URL('http://localhost/subscribe/return');
  const proof = (f: FormData) => CROSS_SITE_PROOFS['payment-gateway'](f, RETURN);
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  const signed = {
    razorpay_order_id: 'order_Nx1a2B3c4D5e6F',
    razorpay_payment_id: 'pay_Nx9z8Y7x6W5v4U',
    razorpay_signature: 'ab'.repeat(32),
  };

  it("is the gateway's signed answer, or its report of a failure naming the order and payment", () => {
    expect(proof(form(signed))).toBe(true);
    const metadata = JSON.stringify({
      order_id: signed.razorpay_order_id,
      payment_id: signed.razorpay_payment_id,
    });
    expect(proof(form({ 'error[code]': 'BAD_REQUEST_ERROR', 'error[metadata]': metadata }))).toBe(true);
  });

  it('is not a post without the signature, with a malformed one, or with made-up ids', () => {
    expect(proof(form({}))).toBe(false);
    expect(proof(form({ ...signed, razorpay_signature: '' }))).toBe(false);
    expect(proof(form({ ...signed, razorpay_signature: 'xyz' }))).toBe(false);
    expect(proof(form({ ...signed, razorpay_order_id: "order_1' OR 1=1" }))).toBe(false);
    expect(proof(form({ name: 'Mallory', phone: '9999999999' }))).toBe(false);
    expect(proof(form({ 'error[code]': 'X', 'error[metadata]': '{not json' }))).toBe(false);
    expect(
      proof(form({ 'error[code]': 'X', 'error[metadata]': '{"order_id":"order_Nx1a2B3c4D5e6F"}' })),
    ).toBe(false);
  });
});

describe('the root middleware of the rule', () => {
  const middleware = crossSiteWrites(() => ({ siteUrl: undefined, siteName: 'Test jobs' }));
  const run = async (req: Request, pattern: string) => {
    let reached: Request | undefined;
    const answer = await middleware(
      // biome-ignore lint/suspicious/noExplicitAny: the router's arguments; the rule reads these two.
      { request: req, pattern } as any,
      async () => {
        reached = req;
        return new Response('the action ran');
      },
    );
    return { answer: answer as Response, reached };
  };

  it('answers a refused form post with a page that says why, and never runs the action', async () => {
    const { answer, reached } = await run(
      request({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', accept: 'text/html' }),
      'job-actions',
    );
    expect(reached).toBeUndefined();
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain('<h1>This form came from another site</h1>');
    expect(page).toContain('Nothing was changed.');
    expect(page).toContain('<a href="/">Go to Test jobs</a>');
  });

  it("answers a script's refused call in one line", async () => {
    const { answer } = await run(
      request({ origin: 'http://localhost:3512' }, { path: '/job-actions.data' }),
      'job-actions',
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(/^Test jobs did not accept this request.*Nothing was changed\./);
  });

  it("lets the gateway's signed return through without the visitor's cookies, and nothing else", async () => {
    const body = new URLSearchParams({
      razorpay_order_id: 'order_Nx1a2B3c4D5e6F',
      razorpay_payment_id: 'pay_Nx9z8Y7x6W5v4U',
      razorpay_signature: 'cd'.repeat(32),
    });
    const post = (fields: URLSearchParams) =>
      new Request(`${SITE}/subscribe/return?plan=pro`, {
        method: 'POST',
        headers: {
          origin: 'https://api.razorpay.com',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
          cookie: 'management_session=secret',
        },
        body: fields,
      });
    const signed = await run(post(body), 'subscribe/return');
    expect(await signed.answer.text()).toBe('the action ran');
    expect(signed.reached?.headers.get('cookie')).toBeNull();
    // The action still reads the fields the proof read.
    expect((await signed.reached?.formData())?.get('razorpay_order_id')).toBe('order_Nx1a2B3c4D5e6F');
    const unsigned = await run(post(new URLSearchParams({ name: 'Mallory' })), 'subscribe/return');
    expect(unsigned.reached).toBeUndefined();
    expect(unsigned.answer.status).toBe(403);
    // The proof opens that route only: the same signed fields elsewhere are refused.
    const elsewhere = await run(post(body), 'job-actions');
    expect(elsewhere.reached).toBeUndefined();
    expect(elsewhere.answer.status).toBe(403);
  });

  it('escapes what it prints of the site name', () => {
    const answer = refusedWrite(request({ accept: 'text/html' }), 'cross-site', '<b>Jobs</b>');
    return expect(answer.text()).resolves.toContain('&#60;b&#62;Jobs&#60;/b&#62;');
  });
});

describe("a mail client's one-click unsubscribe", () => {
  const proof = CROSS_SITE_PROOFS['one-click-unsubscribe'];
  const oneClick = () => {
    const f = new FormData();
    f.set('List-Unsubscribe', 'One-Click');
    return f;
  };
  const link = (token: string) => new URL(`http://localhost/unsubscribe?token=${token}`);

  it("is exactly RFC 8058's body, to the email's link with its token", () => {
    expect(proof(oneClick(), link('a-signed-token-of-the-email.0123456789'))).toBe(true);
  });

  it('is not another body, an extra field, or a post without a token', () => {
    const extra = oneClick();
    extra.set('email', 'someone@example.com');
    expect(proof(extra, link('a-signed-token-of-the-email.0123456789'))).toBe(false);
    const other = new FormData();
    other.set('List-Unsubscribe', 'Yes');
    expect(proof(other, link('a-signed-token-of-the-email.0123456789'))).toBe(false);
    expect(proof(oneClick(), new URL('http://localhost/unsubscribe'))).toBe(false);
    expect(proof(oneClick(), link('short'))).toBe(false);
  });
});
