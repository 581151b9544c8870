/**
 * The payment gateway behind the subscription calls (decision 0029). One interface, two adapters:
 * the sandbox inside the API (the default; its checkout page is `sandbox.ts`) and Razorpay. Both sign
 * the way Razorpay does, so the rest of the service cannot tell them apart:
 * - the browser's return carries `razorpay_signature` = HMAC-SHA256(`${order_id}|${payment_id}`, key secret), hex;
 * - a webhook carries `X-Razorpay-Signature` = HMAC-SHA256(raw body, webhook secret), hex.
 * Signatures are compared with `timingSafeEqual`; neither secrets nor signatures are ever logged.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

type GatewayName = 'sandbox' | 'razorpay';

/** The gateway settings of the configuration (`PAYMENT_*`, config.ts). */
export interface GatewaySettings {
  gateway: GatewayName;
  /** Public key id: shown to the browser. */
  keyId: string;
  /** Signs the returns (and, here, the order hash). Never leaves the server. */
  keySecret: string;
  /** Signs the webhooks. Never leaves the server. */
  webhookSecret: string;
}

/** The sandbox's settings outside production when none are configured (no money moves in the sandbox). */
export const SANDBOX_DEFAULTS: GatewaySettings = {
  gateway: 'sandbox',
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox-key-secret-for-development-only',
  webhookSecret: 'sandbox-webhook-secret-for-development-only',
};

/** Where the browser pays: an address to open, or a form to post with its fields. */
interface Checkout {
  method: 'GET' | 'POST';
  url: string;
  fields: Record<string, string>;
}

interface OrderInput {
  amountPaise: number;
  currency: 'INR';
  /** Our reference for the gateway's records (no personal data). */
  receipt: string;
  notes: Record<string, string>;
}

interface CheckoutInput {
  orderId: string;
  amountPaise: number;
  currency: string;
  /** The server's signature of the order (`signOrder`). */
  hash: string;
  /** Where the gateway sends the browser back (a page of the brand site). */
  returnUrl: string;
  /** The API's own address below the vertical's base, e.g. `http://localhost:4000/management`. */
  apiBase: string;
  /** What the seeker buys, as shown on the checkout. */
  description: string;
}

/** The fields of the browser's return, as the gateway names them. */
interface ReturnFields {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** What a verified webhook reports about a payment. */
export interface PaymentEvent {
  event: 'payment.captured' | 'order.paid' | 'payment.failed';
  orderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  errorCode?: string | undefined;
  errorDescription?: string | undefined;
}

export type WebhookCheck =
  | { ok: true; event: PaymentEvent }
  /** A verified event this service does not act on (`refund.created`, ...). */
  | { ok: true; event: null; name: string }
  | { ok: false; reason: 'signature' | 'payload' };

export interface PaymentGateway {
  readonly name: GatewayName;
  readonly keyId: string;
  /** Makes the order at the gateway; answers its id (`order_...`). */
  createOrder(input: OrderInput): Promise<{ id: string }>;
  /** The server's signature of an order: HMAC-SHA256(`${orderId}|${amountPaise}|${currency}`, key secret), hex. */
  signOrder(order: { orderId: string; amountPaise: number; currency: string }): string;
  /** Whether `hash` is `signOrder` of the order (constant time). */
  verifyOrder(order: { orderId: string; amountPaise: number; currency: string }, hash: string): boolean;
  /** Where the browser goes to pay for the order. */
  checkoutUrl(input: CheckoutInput): Checkout;
  /** Whether the return's signature is the gateway's for this order and payment (constant time). */
  verifyReturn(fields: ReturnFields): boolean;
  /** Checks the webhook's signature over the raw body, then reads the payment it reports. */
  verifyWebhook(rawBody: string, signature: string | undefined): WebhookCheck;
}

const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Compares a given hex signature with the expected one in constant time; anything not 64 hex digits fails. */
export function sameSignature(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-fA-F]{64}$/.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's return signature: HMAC-SHA256(`${order_id}|${payment_id}`, key secret), hex. */
export const returnSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** Razorpay's webhook signature (`X-Razorpay-Signature`): HMAC-SHA256(raw body, webhook secret), hex. */
export const webhookSignature = (webhookSecret: string, rawBody: string): string =>
  hmacHex(webhookSecret, rawBody);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A gateway-style id: the prefix and 14 random letters and digits (`order_Nq3...`, `pay_...`). */
export function gatewayId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return `${prefix}_${id}`;
}

const Entity = v.looseObject({
  id: v.string(),
  order_id: v.nullish(v.string()),
  amount: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  error_code: v.nullish(v.string()),
  error_description: v.nullish(v.string()),
});

/** The part of a Razorpay webhook this service reads (`payload.payment.entity`, `payload.order.entity`). */
const WebhookBody = v.looseObject({
  event: v.string(),
  payload: v.optional(
    v.looseObject({
      payment: v.optional(v.looseObject({ entity: Entity })),
      order: v.optional(v.looseObject({ entity: v.looseObject({ id: v.string() }) })),
    }),
  ),
});

const HANDLED = new Set(['payment.captured', 'order.paid', 'payment.failed']);

/** Reads a webhook body whose signature was verified: Razorpay's event format. */
export function readWebhookBody(rawBody: string): WebhookCheck {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'payload' };
  }
  const parsed = v.safeParse(WebhookBody, json);
  if (!parsed.success) return { ok: false, reason: 'payload' };
  const { event, payload } = parsed.output;
  if (!HANDLED.has(event)) return { ok: true, event: null, name: event.slice(0, 60) };
  const payment = payload?.payment?.entity;
  const orderId = payment?.order_id ?? payload?.order?.entity.id;
  if (!payment || !orderId) return { ok: false, reason: 'payload' };
  return {
    ok: true,
    event: {
      event: event as PaymentEvent['event'],
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
      errorCode: payment.error_code ?? undefined,
      errorDescription: payment.error_description ?? undefined,
    },
  };
}

/** What the two adapters share: Razorpay's signatures with the configured secrets. */
function signing(settings: GatewaySettings) {
  const orderText = (o: { orderId: string; amountPaise: number; currency: string }) =>
    `${o.orderId}|${o.amountPaise}|${o.currency}`;
  return {
    keyId: settings.keyId,
    signOrder: (o: { orderId: string; amountPaise: number; currency: string }) =>
      hmacHex(settings.keySecret, orderText(o)),
    verifyOrder: (o: { orderId: string; amountPaise: number; currency: string }, hash: string) =>
      sameSignature(hmacHex(settings.keySecret, orderText(o)), hash),
    verifyReturn: (f: ReturnFields) =>
      sameSignature(returnSignature(settings.keySecret, f.orderId, f.paymentId), f.signature),
    verifyWebhook: (rawBody: string, signature: string | undefined): WebhookCheck =>
      sameSignature(webhookSignature(settings.webhookSecret, rawBody), signature?.trim())
        ? readWebhookBody(rawBody)
        : { ok: false, reason: 'signature' },
  };
}

/** The sandbox inside the API: orders are made locally; its checkout page is served by the API itself. */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The secrets the sandbox's checkout signs with, as the real gateway would (sandbox.ts). */
  readonly settings: GatewaySettings;
}

export function sandboxGateway(settings: GatewaySettings = SANDBOX_DEFAULTS): SandboxGateway {
  return {
    ...signing(settings),
    name: 'sandbox',
    settings,
    createOrder: async () => ({ id: gatewayId('order') }),
    checkoutUrl: (input) => {
      const url = new URL(`${input.apiBase}/payments/sandbox/checkout/${encodeURIComponent(input.orderId)}`);
      url.searchParams.set('hash', input.hash);
      return { method: 'GET', url: url.toString(), fields: {} };
    },
  };
}

export class GatewayError extends Error {}

const RAZORPAY_API = 'https://api.razorpay.com/v1';
/** Razorpay's hosted checkout: the browser posts the order's fields to it. */
const RAZORPAY_CHECKOUT = `${RAZORPAY_API}/checkout/embedded`;
const RazorpayOrder = v.looseObject({ id: v.pipe(v.string(), v.regex(/^order_[A-Za-z0-9]{8,40}$/)) });

/**
 * Razorpay: orders by its Orders API (Basic auth with the key id and secret), the browser to its hosted
 * checkout (a form posted with the order), returns and webhooks signed as above. `fetch` is injectable
 * for tests.
 */
export function razorpayGateway(
  settings: GatewaySettings,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    ...signing(settings),
    name: 'razorpay',
    async createOrder(input) {
      let res: Response;
      try {
        res = await fetchImpl(`${RAZORPAY_API}/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: input.amountPaise,
            currency: input.currency,
            receipt: input.receipt,
            notes: input.notes,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new GatewayError('The payment gateway did not answer');
      }
      if (!res.ok) throw new GatewayError(`The payment gateway refused the order (HTTP ${res.status})`);
      const parsed = v.safeParse(RazorpayOrder, await res.json().catch(() => null));
      if (!parsed.success) throw new GatewayError('The payment gateway answered an unreadable order');
      return { id: parsed.output.id };
    },
    checkoutUrl: (input) => ({
      method: 'POST',
      url: RAZORPAY_CHECKOUT,
      fields: {
        key_id: settings.keyId,
        order_id: input.orderId,
        amount: String(input.amountPaise),
        currency: input.currency,
        description: input.description,
        callback_url: input.returnUrl,
        cancel_url: input.returnUrl,
      },
    }),
  };
}

/** The configured gateway. */
export const configuredGateway = (settings: GatewaySettings): PaymentGateway =>
  settings.gateway === 'razorpay' ? razorpayGateway(settings) : sandboxGateway(settings);
