/**
 * Queries of the subscription service: orders, gateway payments, the seeker's validity dates and their
 * history, and the early-applicant preference. The statements that take `tx` run inside the transaction
 * that settles an order (orders.ts), which holds the order's row lock.
 */
import type { Entitlement, PlanId } from '@jobsite/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  earlyApplicantPreferences,
  paymentOrders,
  payments,
  seekerProfiles,
  subscriptions,
} from '../../db/schema.ts';

const ORDER_COLUMNS = {
  id: paymentOrders.id,
  vertical: paymentOrders.vertical,
  seekerId: paymentOrders.seekerId,
  plan: paymentOrders.plan,
  amountPaise: paymentOrders.amountPaise,
  currency: paymentOrders.currency,
  status: paymentOrders.status,
  returnUrl: paymentOrders.returnUrl,
  paymentId: paymentOrders.paymentId,
  paidAt: paymentOrders.paidAt,
};

export const insertOrder = (
  q: Queryable,
  o: {
    id: string;
    vertical: Vertical;
    seekerId: number;
    plan: PlanId;
    amountPaise: number;
    currency: 'INR';
    gateway: 'sandbox' | 'razorpay';
    refcode: number | undefined;
    pageid: number | undefined;
    recappid: string | undefined;
    returnUrl: string;
  },
) =>
  q.orm.insert(paymentOrders).values({
    ...o,
    refcode: o.refcode ?? null,
    pageid: o.pageid ?? null,
    recappid: o.recappid ?? null,
  });

export const orderById = async (q: Queryable, id: string) =>
  (await q.orm.select(ORDER_COLUMNS).from(paymentOrders).where(eq(paymentOrders.id, id)))[0];

export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderById>>>;

/** The order, locked for the rest of the transaction: reports about one order settle one at a time. */
export const lockOrder = async (tx: Queryable, id: string): Promise<OrderRow | undefined> =>
  (await tx.orm.select(ORDER_COLUMNS).from(paymentOrders).where(eq(paymentOrders.id, id)).for('update'))[0];

/** Records a gateway payment once: a payment id already recorded answers nothing. */
export const insertPayment = async (
  tx: Queryable,
  p: {
    paymentId: string;
    orderId: string;
    amountPaise: number;
    currency: string;
    status: 'captured' | 'failed';
    source: 'return' | 'webhook';
    errorCode?: string | undefined;
    errorDescription?: string | undefined;
    raw: unknown;
  },
) =>
  (
    await tx.orm
      .insert(payments)
      .values({
        gatewayPaymentId: p.paymentId,
        orderId: p.orderId,
        amountPaise: p.amountPaise,
        currency: p.currency,
        status: p.status,
        source: p.source,
        errorCode: p.errorCode?.slice(0, 100) ?? null,
        errorDescription: p.errorDescription?.slice(0, 500) ?? null,
        rawEvent: p.raw,
      })
      .onConflictDoNothing({ target: payments.gatewayPaymentId })
      .returning({ id: payments.id })
  )[0];

/** The order becomes paid, once: answers the row only to the statement that moved it. */
export const markPaid = async (tx: Queryable, orderId: string, paymentId: string) =>
  (
    await tx.orm
      .update(paymentOrders)
      .set({ status: 'paid', paidAt: sql`now()`, paymentId })
      .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, ['created', 'failed'])))
      .returning({ paidAt: paymentOrders.paidAt })
  )[0];

/** A failed payment marks an order that was not paid yet (a later attempt on it may still pay it). */
export const markFailed = (tx: Queryable, orderId: string) =>
  tx.orm
    .update(paymentOrders)
    .set({ status: 'failed', failedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')));

/** The column of `seeker_profiles` that holds an entitlement's validity date. */
const UNTIL = {
  pro: 'proUntil',
  earlyApplicant: 'earlyApplicantUntil',
  resumeBuilder: 'resumeBuilderUntil',
} as const satisfies Record<Entitlement, keyof typeof seekerProfiles.$inferSelect>;

/**
 * Extends one entitlement of the seeker by `months` from the later of now and its current expiry, and
 * keeps the period in `subscriptions` (one row per order and entitlement). The profile's row is locked
 * for the rest of the transaction; the period is computed from it, and its end becomes the profile's date.
 */
export async function extendEntitlement(
  tx: Queryable,
  e: { seekerId: number; entitlement: Entitlement; months: number; orderId: string },
) {
  const until = seekerProfiles[UNTIL[e.entitlement]];
  const ofSeeker = eq(seekerProfiles.seekerId, e.seekerId);
  await tx.orm.insert(seekerProfiles).values({ seekerId: e.seekerId }).onConflictDoNothing();
  const locked = await tx.orm
    .select({ seekerId: seekerProfiles.seekerId })
    .from(seekerProfiles)
    .where(ofSeeker)
    .for('update');
  if (locked.length === 0) return undefined;
  const starts = sql`(SELECT GREATEST(now(), COALESCE(${until}, now())) FROM ${seekerProfiles} WHERE ${ofSeeker})`;
  const [period] = await tx.orm
    .insert(subscriptions)
    .values({
      seekerId: e.seekerId,
      entitlement: e.entitlement,
      orderId: e.orderId,
      startsAt: starts,
      endsAt: sql`${starts} + make_interval(months => ${e.months}::int)`,
    })
    .returning({ id: subscriptions.id, startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt });
  if (!period) return undefined;
  const set: PgUpdateSetSource<typeof seekerProfiles> = {
    [UNTIL[e.entitlement]]: sql`(${tx.orm
      .select({ endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, period.id))})`,
  };
  await tx.orm.update(seekerProfiles).set(set).where(ofSeeker);
  return { startsAt: period.startsAt, endsAt: period.endsAt };
}

/** The seeker's validity dates and whether each runs now (`until > now()`). */
export const entitlementsOf = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({
        proUntil: seekerProfiles.proUntil,
        pro: sql<boolean | null>`${seekerProfiles.proUntil} > now()`,
        earlyApplicantUntil: seekerProfiles.earlyApplicantUntil,
        earlyApplicant: sql<boolean | null>`${seekerProfiles.earlyApplicantUntil} > now()`,
        resumeBuilderUntil: seekerProfiles.resumeBuilderUntil,
        resumeBuilder: sql<boolean | null>`${seekerProfiles.resumeBuilderUntil} > now()`,
      })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.seekerId, seekerId))
  )[0];

const PREFERENCE_COLUMNS = {
  skills: earlyApplicantPreferences.skills,
  cities: earlyApplicantPreferences.cities,
  roles: earlyApplicantPreferences.roles,
  updatedAt: earlyApplicantPreferences.updatedAt,
};

export const preferenceOf = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select(PREFERENCE_COLUMNS)
      .from(earlyApplicantPreferences)
      .where(eq(earlyApplicantPreferences.seekerId, seekerId))
  )[0];

export const savePreference = async (
  q: Queryable,
  seekerId: number,
  p: { skills: readonly string[]; cities: readonly string[]; roles: readonly string[] },
) => {
  const values = { skills: [...p.skills], cities: [...p.cities], roles: [...p.roles], updatedAt: sql`now()` };
  return (
    await q.orm
      .insert(earlyApplicantPreferences)
      .values({ seekerId, ...values })
      .onConflictDoUpdate({ target: earlyApplicantPreferences.seekerId, set: values })
      .returning(PREFERENCE_COLUMNS)
  )[0];
};
