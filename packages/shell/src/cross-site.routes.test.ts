/**
 * The cross-site rule covers every action of the route table (decision 0068). Generated from the table:
 * for each brand app, every route whose module exports an `action` gets a form post from another site,
 * from another origin of the same site and from the site itself, as a document (a form without
 * scripts) and as a data request (a fetcher), through the brand's real server (`brand-server.ts`). The
 * first two are refused with the rule's 403 before the action runs; the third reaches the action. A
 * route added to the table later is in this list without anyone adding it, and fails here if its
 * writes escape the rule. A route that takes cross-site posts by design (`crossSitePost`) is refused
 * the same without its proof, and let through with it.
 */

import { VERTICALS } from '@jobsite/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRAND_APPS, type BrandServer, startBrandServer } from './brand-server.ts';
import { enabledRoutes, type RouteEntry, routeId } from './route-table.ts';

const SITE = 'http://localhost:3510';
/** What the rule's refusal says, on its page and in its one line. */
const REFUSED =
  /did not accept this request, because it did not come from|did not accept it, because it did not come from/;

const FROM = {
  'another site': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'another origin of the same site': { origin: 'http://localhost:3512', 'sec-fetch-site': 'same-site' },
  'the site itself': { origin: SITE, 'sec-fetch-site': 'same-origin' },
} as const;

/** A proof each kind of by-design cross-site post carries, as its sender would post it. */
const PROOFS: Record<
  NonNullable<RouteEntry['crossSitePost']>,
  { fields: Record<string, string>; query?: string }
> = {
  'payment-gateway': {
    fields: {
      razorpay_order_id: 'order_Nx1a2B3c4D5e6F',
      razorpay_payment_id: 'pay_Nx9z8Y7x6W5v4U',
      razorpay_signature: 'ab'.repeat(32),
    },
  },
  'one-click-unsubscribe': {
    fields: { 'List-Unsubscribe': 'One-Click' },
    query: 'token=a-signed-token-of-the-email.0123456789',
  },
};

/** An address the route serves: each parameter a sample value, an optional one left out, a splat a word. */
function samplePath(r: RouteEntry): string {
  if (r.path === null) return '/';
  const parts = r.path.split('/').flatMap((part) => {
    if (part.endsWith('?')) return [];
    if (part === '*') return ['anything'];
    return [part.startsWith(':') ? '1' : part];
  });
  return `/${parts.join('/')}`;
}

/** The same post as a document request (a form without scripts) and as a data request (a fetcher). */
function posts(
  r: RouteEntry,
  headers: Record<string, string>,
  fields: Record<string, string> = {},
  query?: string,
) {
  const path = `${samplePath(r)}${query ? `?${query}` : ''}`;
  const data = r.path === null ? '/_root.data?index' : `${samplePath(r)}.data${query ? `?${query}` : ''}`;
  const post = (url: string, accept: string) =>
    new Request(`${SITE}${url}`, {
      method: 'POST',
      headers: { ...headers, accept, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  return [
    { how: `POST ${path}`, request: post(path, 'text/html,application/xhtml+xml') },
    { how: `POST ${data}`, request: post(data, '*/*') },
  ];
}

/** Whether an answer is the rule's refusal. */
async function refused(answer: Response): Promise<boolean> {
  // Read to the end: a document still streaming would go on loading modules after the test.
  const text = await answer.text();
  return answer.status === 403 && REFUSED.test(text);
}

const saved = { ...process.env };
beforeAll(() => {
  // Port 1 refuses at once: an action that reaches the API fails fast, and is still an action reached.
  process.env.API_ORIGIN = 'http://127.0.0.1:1';
  delete process.env.SITE_URL;
  // The rule logs each refusal, and this file makes a few hundred.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  process.env = saved;
  vi.restoreAllMocks();
});

describe.each(BRAND_APPS)('every action of the %s brand', (vertical) => {
  let site: BrandServer;
  beforeAll(async () => {
    site = await startBrandServer(vertical);
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  const table = enabledRoutes(VERTICALS[vertical].flags);
  const withAction = () =>
    table.filter((r) => typeof site.build.routes[routeId(r)]?.module.action === 'function');

  it('is a route of the table, and there are actions to check', () => {
    const fromBuild = Object.values(site.build.routes)
      .filter((route) => typeof route?.module.action === 'function')
      .map((route) => route?.id);
    expect(withAction().length).toBeGreaterThan(20);
    expect(fromBuild.sort()).toEqual(withAction().map(routeId).sort());
  });

  it.each(Object.keys(FROM) as (keyof typeof FROM)[])(
    'takes a post from %s only when it is the site itself',
    async (from) => {
      const escaped: string[] = [];
      const blocked: string[] = [];
      for (const r of withAction()) {
        for (const { how, request } of posts(r, FROM[from])) {
          const wasRefused = await refused(await site.fetch(request));
          if (from === 'the site itself' && wasRefused) blocked.push(how);
          if (from !== 'the site itself' && !wasRefused) escaped.push(how);
        }
      }
      expect(escaped, 'writes that escaped the rule').toEqual([]);
      expect(blocked, "the site's own writes the rule refused").toEqual([]);
    },
  );

  it('lets a cross-site post through to a route that takes one by design only with its proof', async () => {
    const byDesign = withAction().filter((r) => r.crossSitePost);
    expect(byDesign.map((r) => r.path).sort()).toEqual(['subscribe/return', 'unsubscribe']);
    for (const r of byDesign) {
      const proof = PROOFS[r.crossSitePost as keyof typeof PROOFS];
      for (const { how, request } of posts(r, FROM['another site'], proof.fields, proof.query)) {
        expect(await refused(await site.fetch(request)), how).toBe(false);
      }
      // Without its proof (no fields, no token) the same post is refused.
      for (const { how, request } of posts(r, FROM['another site'])) {
        expect(await refused(await site.fetch(request)), how).toBe(true);
      }
    }
  });
});
