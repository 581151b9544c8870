/**
 * Orders and their settlement (decision 0029). The server makes an order at its own price; the gateway
 * then reports the payment twice, by the browser's return and by a webhook, in any order and possibly
 * more than once or at the same moment. Each report settles in one transaction that:
 * 1. locks the order row (`FOR UPDATE`), so reports about one order run one after another;
 * 2. refuses another seeker's return and an amount or currency that is not the order's;
 * 3. records the gateway payment once (`payments.gateway_payment_id` is UNIQUE; a repeat inserts nothing);
 * 4. moves the order to `paid` with `UPDATE ... WHERE status IN ('created', 'failed') RETURNING`, and only
 *    the statement that moved it extends the seeker's validity dates.
 * So an order grants its entitlements exactly once, and a failed payment only records the failure.
 */
import { type Entitlement, PLANS, type PlanId, type PlanState } from '@jobsite/domain';
import type { Db, Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import { GatewayError, type PaymentEvent, type PaymentGateway } from './gateway.ts';
import {
  entitlementsOf,
  extendEntitlement,
  insertOrder,
  insertPayment,
  lockOrder,
  markFailed,
  markPaid,
  type OrderRow,
} from './queries.ts';

const CURRENCY = 'INR' as const;

/** The seeker's entitlements now: each active while its date is in the future. */
export async function entitlements(q: Queryable, seekerId: number) {
  const row = await entitlementsOf(q, seekerId);
  const state = (until: Date | null | undefined, active: boolean | null | undefined): PlanState => ({
    active: active === true,
    expiry: until?.toISOString() ?? null,
  });
  return {
    earlyApplicant: state(row?.earlyApplicantUntil, row?.earlyApplicant),
    resumeBuilder: state(row?.resumeBuilderUntil, row?.resumeBuilder),
    pro: state(row?.proUntil, row?.pro),
  };
}

/** Pro membership now: valid, and whole days left (rounded up), as the profile reads it. */
export function proMembership(pro: PlanState, now = Date.now()) {
  const until = pro.expiry ? new Date(pro.expiry).getTime() : 0;
  return {
    isValid: pro.active,
    daysLeft: pro.active ? Math.max(0, Math.ceil((until - now) / 86_400_000)) : 0,
  };
}

export interface NewOrder {
  plan: PlanId;
  refcode?: number | undefined;
  pageid?: number | undefined;
  recappid?: string | undefined;
  returnUrl: string;
}

/** Makes an order for the seeker at the plan's price (never a client's amount). */
export async function createOrder(
  db: Db,
  gateway: PaymentGateway,
  vertical: Vertical,
  seekerId: number,
  input: NewOrder,
) {
  const plan = PLANS[input.plan];
  let id: string;
  try {
    ({ id } = await gateway.createOrder({
      amountPaise: plan.pricePaise,
      currency: CURRENCY,
      receipt: `${vertical}-${seekerId}-${Date.now()}`,
      notes: { vertical, plan: input.plan },
    }));
  } catch (err) {
    if (err instanceof GatewayError) throw new HttpError(502, `${err.message}. Please try again`);
    throw err;
  }
  await insertOrder(db, {
    id,
    vertical,
    seekerId,
    plan: input.plan,
    amountPaise: plan.pricePaise,
    currency: CURRENCY,
    gateway: gateway.name,
    refcode: input.refcode,
    pageid: input.pageid,
    recappid: input.recappid,
    returnUrl: input.returnUrl,
  });
  return { id, plan, amountPaise: plan.pricePaise, currency: CURRENCY };
}

/** A payment report of the gateway, verified: by the browser's return or by a webhook. */
export interface PaymentReport {
  orderId: string;
  paymentId: string;
  status: 'captured' | 'failed';
  source: 'return' | 'webhook';
  /** Reported amount and currency; a return without them stands for the order's (the gateway fixed it). */
  amountPaise?: number | undefined;
  currency?: string | undefined;
  /** A return comes from the order's owner only. */
  seekerId?: number | undefined;
  errorCode?: string | undefined;
  errorDescription?: string | undefined;
  /** What is kept of the report (never a signature). */
  raw: unknown;
}

export type Settlement =
  | { kind: 'unknown-order' }
  | { kind: 'not-owner' }
  | { kind: 'mismatch'; order: OrderRow }
  | { kind: 'failed'; order: OrderRow; recorded: boolean }
  | {
      kind: 'granted';
      order: OrderRow;
      paidAt: string;
      periods: { entitlement: Entitlement; endsAt: string }[];
    }
  | { kind: 'already-paid'; order: OrderRow; recorded: boolean };

/** Settles one report in one transaction; see the top of this file. */
export function settle(db: Db, report: PaymentReport): Promise<Settlement> {
  return db.transaction(async (tx): Promise<Settlement> => {
    const order = await lockOrder(tx, report.orderId);
    if (!order) return { kind: 'unknown-order' };
    if (report.seekerId !== undefined && order.seekerId !== report.seekerId) return { kind: 'not-owner' };
    const amountPaise = report.amountPaise ?? order.amountPaise;
    const currency = report.currency ?? order.currency;
    if (amountPaise !== order.amountPaise || currency !== order.currency) return { kind: 'mismatch', order };
    const recorded = Boolean(
      await insertPayment(tx, {
        paymentId: report.paymentId,
        orderId: order.id,
        amountPaise,
        currency,
        status: report.status,
        source: report.source,
        errorCode: report.errorCode,
        errorDescription: report.errorDescription,
        raw: report.raw,
      }),
    );
    if (report.status === 'failed') {
      await markFailed(tx, order.id);
      return { kind: 'failed', order, recorded };
    }
    const paid = await markPaid(tx, order.id, report.paymentId);
    if (!paid) return { kind: 'already-paid', order, recorded };
    const plan = PLANS[order.plan];
    const periods: { entitlement: Entitlement; endsAt: string }[] = [];
    for (const entitlement of plan.grants) {
      const period = await extendEntitlement(tx, {
        seekerId: order.seekerId,
        entitlement,
        months: plan.months,
        orderId: order.id,
      });
      if (!period) throw new Error(`no profile to extend for order ${order.id}`);
      periods.push({ entitlement, endsAt: period.endsAt.toISOString() });
    }
    return { kind: 'granted', order, paidAt: (paid.paidAt ?? new Date()).toISOString(), periods };
  });
}

/** The payment fields kept of a webhook: no card, contact or account details the gateway may add. */
const KEPT_PAYMENT_FIELDS = [
  'id',
  'entity',
  'order_id',
  'amount',
  'currency',
  'status',
  'method',
  'captured',
  'error_code',
  'error_description',
  'error_reason',
  'created_at',
];

function keptOf(rawBody: string): Record<string, unknown> {
  const body = JSON.parse(rawBody) as {
    event?: unknown;
    created_at?: unknown;
    payload?: { payment?: { entity?: Record<string, unknown> } };
  };
  const entity = body.payload?.payment?.entity ?? {};
  return {
    event: body.event,
    created_at: body.created_at,
    payment: Object.fromEntries(KEPT_PAYMENT_FIELDS.filter((k) => k in entity).map((k) => [k, entity[k]])),
  };
}

/** What a webhook answers: 200 for every report the gateway need not send again. */
export type WebhookOutcome = { status: 200 | 400; body: { status: string; message?: string } };

/**
 * A webhook as it arrived (raw body and signature header): verified, read and settled. A repeat of a
 * report already settled is a 200 no-op; a bad signature or a foreign amount is a 400 and changes nothing.
 */
export async function receiveWebhook(
  db: Db,
  gateway: PaymentGateway,
  logger: Logger,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const check = gateway.verifyWebhook(rawBody, signature);
  if (!check.ok) {
    logger.warn({ reason: check.reason }, 'payment webhook refused');
    return {
      status: 400,
      body: {
        status: 'refused',
        message:
          check.reason === 'signature'
            ? 'Invalid webhook signature: X-Razorpay-Signature must be the HMAC-SHA256 of the body with the webhook secret'
            : 'Invalid webhook body: not a payment event this service can read',
      },
    };
  }
  if (check.event === null) return { status: 200, body: { status: 'ignored' } };
  const event: PaymentEvent = check.event;
  const outcome = await settle(db, {
    orderId: event.orderId,
    paymentId: event.paymentId,
    status: event.event === 'payment.failed' ? 'failed' : 'captured',
    source: 'webhook',
    amountPaise: event.amountPaise,
    currency: event.currency,
    errorCode: event.errorCode,
    errorDescription: event.errorDescription,
    raw: keptOf(rawBody),
  });
  const log = {
    event: event.event,
    orderId: event.orderId,
    paymentId: event.paymentId,
    outcome: outcome.kind,
  };
  switch (outcome.kind) {
    case 'unknown-order':
      logger.warn(log, 'payment webhook for an unknown order');
      return { status: 200, body: { status: 'ignored', message: 'Unknown order' } };
    case 'mismatch':
      logger.warn(log, 'payment webhook amount or currency differs from the order');
      return {
        status: 400,
        body: { status: 'refused', message: 'The payment amount or currency does not match the order' },
      };
    case 'granted':
      logger.info(log, 'order paid');
      return { status: 200, body: { status: 'granted' } };
    case 'failed':
      logger.info(log, 'payment failed');
      return { status: 200, body: { status: outcome.recorded ? 'failed' : 'duplicate' } };
    case 'not-owner': // a webhook names no seeker: not reached
      return { status: 200, body: { status: 'ignored' } };
    case 'already-paid':
      if (outcome.recorded && outcome.order.paymentId !== event.paymentId) {
        // A second payment on an order already paid: nothing more is granted; it is kept for a refund.
        logger.warn(log, 'second payment on a paid order');
      }
      return { status: 200, body: { status: 'duplicate' } };
  }
}
