/**
 * The one rule for everything the brand sites accept that changes state (decision 0068): every request
 * but GET and HEAD, to a page's action or a resource route alike, passes the root route's first
 * middleware, which refuses it (403, with a page that says why) unless the browser says it came from
 * the site itself.
 *
 * - `Sec-Fetch-Site` and `Origin`, which a page cannot set, decide when the browser sends them: each one
 *   present must say "this site": `same-origin` (or `none`, a request the person started themselves),
 *   and an origin that is the site's own (`SITE_URL`'s, or the one the request was made to; behind a
 *   proxy that ends TLS, `https://` and the request's host). `cross-site`, `same-site` (a sibling
 *   subdomain, the other brand on another port of the same host) and any other origin, or `null`, are
 *   refused.
 * - A browser that sends neither (before 2019, or a client that is not a browser): accepted only when
 *   `Referer` names a page of the site (the site's own pages send it: `strict-origin-when-cross-origin`).
 *   No Referer, no write.
 * - A route that takes a cross-site post by design names its proof in the route table (`crossSitePost`,
 *   `route-table.ts`): the payment gateway's return (`/subscribe/return`) is accepted from anywhere only when
 *   it carries the gateway's signed answer (or its report of a failure naming the order and payment),
 *   and runs without the visitor's cookies: the action only hands the fields on to a same-site GET,
 *   where the API checks the signature with the seeker's session before it grants anything. A mail
 *   client's one-click unsubscribe (RFC 8058, `/unsubscribe?token=`) is accepted with exactly the
 *   one-click body and a token, also without cookies; the API checks the token.
 *
 * React Router's own check of actions (an `Origin` that is not the request's) covers page actions only,
 * answers 400 with no page, and knows neither `SITE_URL` nor a proxy in front; the brands turn it off
 * (`allowedActionOrigins` in their `react-router.config.ts`) so this rule is the one that decides.
 */
import { SubscribeBody } from '@jobsite/domain';
import type { MiddlewareFunction } from 'react-router';
import * as v from 'valibot';
import { ROUTE_TABLE, type RouteEntry } from './route-table.ts';
import { setSecurityHeaders } from './security.ts';

/** Why a write was refused: what the browser said of where it came from, or that it said nothing. */
export type CrossSiteRefusal = 'cross-site' | 'same-site' | 'other-origin' | 'unknown-origin';

const READS = new Set(['GET', 'HEAD']);

/** Whether `address` (an `Origin`, or a `Referer`) is of the site itself. */
function isOwn(address: string, request: Request, siteUrl: string | undefined): boolean {
  let given: URL;
  try {
    given = new URL(address);
  } catch {
    return false;
  }
  if (given.origin === 'null') return false;
  const own = new URL(request.url);
  if (given.origin === own.origin) return true;
  if (siteUrl && given.origin === new URL(siteUrl).origin) return true;
  // A proxy in front that ends TLS hands the site plain http for the same host.
  return given.protocol === 'https:' && own.protocol === 'http:' && given.host === own.host;
}

/** Why this request may not change anything, or undefined when it may (a read, or from the site). */
export function crossSiteRefusal(
  request: Request,
  { siteUrl }: { siteUrl?: string | undefined } = {},
): CrossSiteRefusal | undefined {
  if (READS.has(request.method.toUpperCase())) return undefined;
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (fetchSite === 'same-site') return 'same-site';
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return 'cross-site';
  if (origin !== null) return isOwn(origin, request, siteUrl) ? undefined : 'other-origin';
  if (fetchSite !== null) return undefined;
  const referer = request.headers.get('referer');
  return referer && isOwn(referer, request, siteUrl) ? undefined : 'unknown-origin';
}

/** What proves a cross-site post to a route that takes one by design; the route table names it. */
export const CROSS_SITE_PROOFS = {
  /**
   * The payment gateway's return (Razorpay's fields, decision 0029): the order and payment with the
   * gateway's signature of both, or its report of a failure naming them (it signs no failures).
   */
  'payment-gateway': (form: FormData, _url: URL): boolean => {
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const signed = {
      razorpay_order_id: text('razorpay_order_id'),
      razorpay_payment_id: text('razorpay_payment_id'),
      razorpay_signature: text('razorpay_signature'),
    };
    if (signed.razorpay_payment_id && signed.razorpay_signature) return v.is(SubscribeBody, signed);
    let meta: { order_id?: unknown; payment_id?: unknown } = {};
    try {
      meta = JSON.parse(text('error[metadata]') ?? '{}') as typeof meta;
    } catch {
      return false;
    }
    const failure = { razorpay_order_id: meta.order_id, razorpay_payment_id: meta.payment_id };
    return Boolean(text('error[code]') && failure.razorpay_payment_id && v.is(SubscribeBody, failure));
  },
  /**
   * A mail client's one-click unsubscribe (RFC 8058): exactly `List-Unsubscribe=One-Click`, to the
   * email's link with its signed token. The API checks the token; the post grants nothing, it only stops
   * mail the token names, which whoever holds the email may do anyway.
   */
  'one-click-unsubscribe': (form: FormData, url: URL): boolean =>
    [...form.keys()].join() === 'List-Unsubscribe' &&
    form.get('List-Unsubscribe') === 'One-Click' &&
    /^[\w.%-]{16,1000}$/.test(url.searchParams.get('token') ?? ''),
} satisfies Record<NonNullable<RouteEntry['crossSitePost']>, (form: FormData, url: URL) => boolean>;

/** The largest body a cross-site post to such a route may have (the gateway's few fields). */
const PROOF_BODY_LIMIT = 16 * 1024;

/** The routes that take a cross-site post by design, by their path in the table (`subscribe/return`). */
const PROVEN_ROUTES = new Map<string, NonNullable<RouteEntry['crossSitePost']>>(
  ROUTE_TABLE.flatMap((r) => (r.crossSitePost ? [[r.path ?? '', r.crossSitePost]] : [])),
);

/** The form of a small body, or undefined for one over `PROOF_BODY_LIMIT` or not a form. */
async function smallForm(request: Request): Promise<FormData | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > PROOF_BODY_LIMIT) return undefined;
  const reader = request.clone().body?.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > PROOF_BODY_LIMIT) {
      await reader?.cancel();
      return undefined;
    }
    parts.push(chunk.value);
  }
  const headers = { 'content-type': request.headers.get('content-type') ?? '' };
  return new Response(Buffer.concat(parts), { headers }).formData().catch(() => undefined);
}

/** Whether a refused post is one a route takes by design, with its proof. */
async function provenCrossSitePost(request: Request, pattern: string): Promise<boolean> {
  // The router's pattern joins the matched routes' paths: `subscribe/return`, under the root's ''.
  const proof = PROVEN_ROUTES.get(pattern.replace(/^\/+/, ''));
  if (!proof || request.method.toUpperCase() !== 'POST') return false;
  const form = await smallForm(request);
  return form !== undefined && CROSS_SITE_PROOFS[proof](form, new URL(request.url));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const EXPLANATIONS: Record<CrossSiteRefusal, string> = {
  'cross-site': 'Your browser told us this form was sent from another website.',
  'same-site': 'Your browser told us this form was sent from another address than this site.',
  'other-origin': 'Your browser told us this form was sent from another address than this site.',
  'unknown-origin':
    'Your browser did not tell us which page sent this form, so we could not tell that it came from this site. If it did, allow your browser to send the referring page to this site, or try another browser.',
};

/** The answer to a refused write: a page for a browser's own form post, one line for a script's call. */
export function refusedWrite(request: Request, why: CrossSiteRefusal, siteName: string): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  setSecurityHeaders(headers, { production: process.env.NODE_ENV === 'production' });
  const line = `${siteName} did not accept this request, because it did not come from ${siteName} itself. Nothing was changed.`;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data') || !/text\/html/.test(request.headers.get('accept') ?? '')) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(`${line} ${EXPLANATIONS[why]}\n`, { status: 403, headers });
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'");
  const name = escapeHtml(siteName);
  const heading = 'This form came from another site';
  const paragraphs = [
    `${name} did not accept it, because it did not come from ${name} itself. Nothing was changed.`,
    escapeHtml(EXPLANATIONS[why]),
    `If you meant to do this, open ${name} and do it there.`,
    `<a href="/">Go to ${name}</a>`,
  ];
  // A page of its own: the refusal comes before the site's React document is made.
  const page = [
    '<!DOCTYPE html><html lang="en"><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${heading} | ${name}</title>`,
    `<main><h1>${heading}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</main></html>`,
  ].join('\n');
  return new Response(page, { status: 403, headers });
}

/**
 * The root route's first middleware: refuses a write that did not come from the site (see above),
 * before anything reads the visitor's session. `siteUrl` is `SITE_URL`; `siteName` names the site on
 * the refusal.
 */
export function crossSiteWrites(
  settings: () => { siteUrl?: string | undefined; siteName: string },
): MiddlewareFunction<Response> {
  return async ({ request, pattern }, next) => {
    const { siteUrl, siteName } = settings();
    const why = crossSiteRefusal(request, { siteUrl });
    if (why === undefined) return next();
    if (await provenCrossSitePost(request, pattern)) {
      // A post the route takes from anywhere runs as nobody: the visitor's cookies stay out of it.
      request.headers.delete('cookie');
      return next();
    }
    // One line per refusal, so a site whose own forms are refused (SITE_URL unset behind a proxy) shows it.
    console.warn(`cross-site rule: refused ${request.method} ${new URL(request.url).pathname} (${why})`);
    return refusedWrite(request, why, siteName);
  };
}
