/**
 * Subscriptions and payments (calls.md 7.4 pro check, 7.10; decision 0029): orders at the server's
 * prices, the gateway's two reports (the browser's return and the webhook), the seeker's entitlements
 * and the early-applicant preference. The sandbox gateway's checkout page is mounted here too.
 */
import { PLANS } from '@jobsite/domain';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { accessTokenOf, requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import { withinLimit } from '../auth/rate-limit.ts';
import { authenticate, type SessionSettings } from '../auth/sessions.ts';
import { type PaymentGateway, type SandboxGateway, sandboxGateway } from './gateway.ts';
import { createOrder, entitlements, proMembership, receiveWebhook, settle } from './orders.ts';
import { preferenceOf, savePreference } from './queries.ts';
import { sandboxRoutes } from './sandbox.ts';

/** What `createApp` gives the service (`AppDeps.payments`): the gateway; the sandbox when absent. */
export interface PaymentDeps {
  gateway: PaymentGateway;
}

export interface SubscriptionDeps {
  db: Db;
  sessions: SessionSettings;
  gateway?: PaymentGateway | undefined;
  /** Each brand site's origin: the only place the gateway may send the browser back to. */
  siteOrigins: Record<string, string>;
  /** Each vertical's API base path (`/management`): the sandbox's checkout page lives below it. */
  basePaths: Record<Vertical, string>;
  logger: Logger;
}

/** Where the gateway sends the browser back when the order names no page: the site's success page. */
const DEFAULT_RETURN_PATH = '/subscribe/success';
/** Checkouts one seeker may start in an hour. */
const ORDERS_PER_HOUR = 30;

/** The return address of an order: a page of the brand's own site, else refused. */
function returnUrlOf(siteOrigin: string, given: string | undefined): string {
  if (given === undefined) return new URL(DEFAULT_RETURN_PATH, siteOrigin).toString();
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new HttpError(400, "Invalid body field 'returnUrl': must be a URL");
  }
  if (url.origin !== new URL(siteOrigin).origin || url.username || url.password) {
    throw new HttpError(
      400,
      `Invalid body field 'returnUrl': must be a page of ${new URL(siteOrigin).origin}`,
    );
  }
  url.hash = '';
  return url.toString();
}

/** The guard's messages (auth/guard.ts), for the Pro check that guards by hand. */
const GUARD_MESSAGES = {
  401: 'Please log in to continue',
  406: 'Your session token has expired',
  418: 'Your session has ended. Please log in again',
} as const;

const isSandbox = (gateway: PaymentGateway): gateway is SandboxGateway => gateway.name === 'sandbox';

export function subscriptionRoutes(deps: SubscriptionDeps, vertical: Vertical) {
  const { db, sessions, logger } = deps;
  const siteOrigin = deps.siteOrigins[vertical] ?? '';
  const basePath = deps.basePaths[vertical];
  const gateway = deps.gateway ?? sandboxGateway();
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);
  const bearerSeeker = requireSeeker(db, sessions, vertical, 'bearer');

  // The generic Pro check (calls.md 7.4): without any session it answers "not Pro" rather than 401, so
  // public pages can ask; with one, an expired or revoked token answers 406 or 418 as everywhere.
  route(app, 'GET user/pro-check', async (c) => {
    const token = accessTokenOf(c, vertical);
    if (token === undefined) return { isPro: false };
    const session = await authenticate(db, sessions, vertical, token);
    if (!session.ok) throw new HttpError(session.status, GUARD_MESSAGES[session.status]);
    const pro = (await entitlements(db, session.seekerId)).pro;
    c.header('Cache-Control', 'no-store');
    return { isPro: pro.active, proMembership: proMembership(pro), expiry: pro.expiry };
  });

  route(app, 'GET subscription/details', bearerSeeker, async (c) => {
    c.header('Cache-Control', 'no-store');
    return entitlements(db, c.get('seekerId'));
  });

  route(app, 'POST subscription/hash', seeker, async (c, { body }) => {
    // A person starts a checkout a few times at most; many orders an hour is a script filling the table.
    if (!(await withinLimit(db, `orders:seeker:${c.get('seekerId')}`, ORDERS_PER_HOUR, 3600)))
      throw new HttpError(429, 'Too many checkouts started. Please try again in an hour.');
    const returnUrl = returnUrlOf(siteOrigin, body.returnUrl);
    const order = await createOrder(db, gateway, vertical, c.get('seekerId'), { ...body, returnUrl });
    const signed = { orderId: order.id, amountPaise: order.amountPaise, currency: order.currency };
    const hash = gateway.signOrder(signed);
    const checkout = gateway.checkoutUrl({
      ...signed,
      hash,
      returnUrl,
      apiBase: `${new URL(c.req.url).origin}${basePath}`,
      description: `${order.plan.name} (${order.plan.frequency})`,
    });
    c.header('Cache-Control', 'no-store');
    return {
      orderId: order.id,
      plan: body.plan,
      amount: order.amountPaise,
      currency: order.currency,
      price: order.amountPaise / 100,
      keyId: gateway.keyId,
      hash,
      gateway: gateway.name,
      checkoutUrl: checkout.url,
      checkout,
      returnUrl,
    };
  });

  // The browser's return from the gateway, sent on by the brand site with the seeker's session.
  route(app, 'POST subscription', seeker, async (c, { body }) => {
    const seekerId = c.get('seekerId');
    if (!body.razorpay_signature || !body.razorpay_payment_id) {
      if (body.error_code || body.error_description) {
        throw new HttpError(402, 'The payment did not go through and nothing was granted. Please try again');
      }
      throw new HttpError(400, "Invalid body field 'razorpay_signature': is required");
    }
    const fields = {
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    };
    if (!gateway.verifyReturn(fields)) {
      logger.warn({ orderId: fields.orderId }, 'payment return refused');
      throw new HttpError(
        400,
        'Invalid payment signature: the payment could not be verified, so nothing was granted',
      );
    }
    const outcome = await settle(db, {
      orderId: fields.orderId,
      paymentId: fields.paymentId,
      status: 'captured',
      source: 'return',
      amountPaise: body.amount,
      currency: body.currency,
      seekerId,
      raw: { razorpay_order_id: fields.orderId, razorpay_payment_id: fields.paymentId },
    });
    switch (outcome.kind) {
      case 'unknown-order':
      case 'not-owner':
        throw new HttpError(404, 'Order not found');
      case 'mismatch':
        throw new HttpError(
          400,
          'The payment amount or currency does not match the order, so nothing was granted',
        );
      case 'failed':
        throw new HttpError(402, 'The payment did not go through and nothing was granted. Please try again');
      default:
        break;
    }
    const order = outcome.order;
    const now = await entitlements(db, seekerId);
    const paidAt = outcome.kind === 'granted' ? outcome.paidAt : (order.paidAt ?? new Date()).toISOString();
    const plan = PLANS[order.plan];
    return {
      message:
        outcome.kind === 'granted'
          ? `Thank you! Your ${plan.name} is active`
          : `This payment was already received: your ${plan.name} is active`,
      status: 'paid' as const,
      orderId: order.id,
      paymentId: order.paymentId ?? fields.paymentId,
      plan: order.plan,
      granted: outcome.kind === 'granted',
      paidAt,
      isPro: now.pro.active,
      entitlements: now,
    };
  });

  // The gateway's server-to-server report: the raw body is what the signature covers.
  app.post('/subscription/webhook', async (c) => {
    const raw = await c.req.text();
    const result = await receiveWebhook(db, gateway, logger, raw, c.req.header('x-razorpay-signature'));
    return c.json(result.body, result.status);
  });

  route(app, 'GET subscription/early-applicant-preference', seeker, async (c) => {
    const seekerId = c.get('seekerId');
    const [row, now] = await Promise.all([preferenceOf(db, seekerId), entitlements(db, seekerId)]);
    c.header('Cache-Control', 'no-store');
    return {
      skills: row?.skills ?? [],
      cities: row?.cities ?? [],
      roles: row?.roles ?? [],
      updatedAt: row?.updatedAt.toISOString() ?? null,
      subscription: now.earlyApplicant,
    };
  });

  route(app, 'POST subscription/early-applicant-preference', seeker, async (c, { body }) => {
    const row = await savePreference(db, c.get('seekerId'), body);
    return {
      message: 'Your early-applicant preferences are saved',
      skills: row?.skills ?? body.skills,
      cities: row?.cities ?? body.cities,
      roles: row?.roles ?? body.roles,
    };
  });

  if (isSandbox(gateway)) app.route('/', sandboxRoutes(db, gateway, logger));
  return app;
}
