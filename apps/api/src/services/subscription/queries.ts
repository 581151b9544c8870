/**
 * Queries of the subscription service: orders, gateway payments, the seeker's validity dates and their
 * history, and the early-applicant preference. The statements that take `tx` run inside the transaction
 * that settles an order (orders.ts), which holds the order's row lock.
 */
import type { Entitlement, PlanId } from '@jobsite/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { firstRow } from '../query.ts';

export interface OrderRow {
  id: string;
  vertical: Vertical;
  seeker_id: number;
  plan: PlanId;
  amount_paise: number;
  currency: string;
  status: 'created' | 'paid' | 'failed';
  return_url: string;
  payment_id: string | null;
  paid_at: Date | string | null;
}

const ORDER_COLUMNS = sql`id, vertical, seeker_id, plan, amount_paise, currency, status, return_url, payment_id, paid_at`;

export const insertOrder = (
  q: Queryable,
  o: {
    id: string;
    vertical: Vertical;
    seekerId: number;
    plan: PlanId;
    amountPaise: number;
    currency: string;
    gateway: string;
    refcode: number | undefined;
    pageid: number | undefined;
    recappid: string | undefined;
    returnUrl: string;
  },
) =>
  q.rows(
    sql`INSERT INTO payment_orders (id, vertical, seeker_id, plan, amount_paise, currency, gateway, refcode, pageid, recappid, return_url)
        VALUES (${o.id}, ${o.vertical}, ${o.seekerId}, ${o.plan}, ${o.amountPaise}, ${o.currency}, ${o.gateway},
                ${o.refcode ?? null}, ${o.pageid ?? null}, ${o.recappid ?? null}, ${o.returnUrl})`,
  );

export const orderById = (q: Queryable, id: string) =>
  firstRow<OrderRow>(q, sql`SELECT ${ORDER_COLUMNS} FROM payment_orders WHERE id = ${id}`);

/** The order, locked for the rest of the transaction: reports about one order settle one at a time. */
export const lockOrder = (tx: Queryable, id: string) =>
  firstRow<OrderRow>(tx, sql`SELECT ${ORDER_COLUMNS} FROM payment_orders WHERE id = ${id} FOR UPDATE`);

/** Records a gateway payment once: a payment id already recorded answers nothing. */
export const insertPayment = (
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
  firstRow<{ id: string | number }>(
    tx,
    sql`INSERT INTO payments (gateway_payment_id, order_id, amount_paise, currency, status, source, error_code, error_description, raw_event)
        VALUES (${p.paymentId}, ${p.orderId}, ${p.amountPaise}, ${p.currency}, ${p.status}, ${p.source},
                ${p.errorCode?.slice(0, 100) ?? null}, ${p.errorDescription?.slice(0, 500) ?? null}, ${JSON.stringify(p.raw)}::jsonb)
        ON CONFLICT (gateway_payment_id) DO NOTHING RETURNING id`,
  );

/** The order becomes paid, once: answers the row only to the statement that moved it. */
export const markPaid = (tx: Queryable, orderId: string, paymentId: string) =>
  firstRow<{ paid_at: Date | string }>(
    tx,
    sql`UPDATE payment_orders SET status = 'paid', paid_at = now(), payment_id = ${paymentId}
        WHERE id = ${orderId} AND status IN ('created', 'failed') RETURNING paid_at`,
  );

/** A failed payment marks an order that was not paid yet (a later attempt on it may still pay it). */
export const markFailed = (tx: Queryable, orderId: string) =>
  tx.rows(
    sql`UPDATE payment_orders SET status = 'failed', failed_at = now() WHERE id = ${orderId} AND status = 'created'`,
  );

/** The column of `seeker_profiles` that holds an entitlement's validity date. */
const UNTIL: Record<Entitlement, SQL> = {
  pro: sql.raw('pro_until'),
  earlyApplicant: sql.raw('early_applicant_until'),
  resumeBuilder: sql.raw('resume_builder_until'),
};

/**
 * Extends one entitlement of the seeker by `months` from the later of now and its current expiry, and
 * keeps the period in `subscriptions` (one row per order and entitlement).
 */
export async function extendEntitlement(
  tx: Queryable,
  e: { seekerId: number; entitlement: Entitlement; months: number; orderId: string },
) {
  const until = UNTIL[e.entitlement];
  await tx.rows(
    sql`INSERT INTO seeker_profiles (seeker_id) VALUES (${e.seekerId}) ON CONFLICT (seeker_id) DO NOTHING`,
  );
  return firstRow<{ starts_at: Date | string; ends_at: Date | string }>(
    tx,
    sql`WITH cur AS (
          SELECT seeker_id, GREATEST(now(), COALESCE(${until}, now())) AS starts
          FROM seeker_profiles WHERE seeker_id = ${e.seekerId} FOR UPDATE
        ), upd AS (
          UPDATE seeker_profiles p SET ${until} = cur.starts + make_interval(months => ${e.months}::int)
          FROM cur WHERE p.seeker_id = cur.seeker_id
          RETURNING cur.starts AS starts_at, p.${until} AS ends_at
        )
        INSERT INTO subscriptions (seeker_id, entitlement, order_id, starts_at, ends_at)
        SELECT ${e.seekerId}, ${e.entitlement}, ${e.orderId}, starts_at, ends_at FROM upd
        RETURNING starts_at, ends_at`,
  );
}

export interface EntitlementRow {
  pro_until: Date | string | null;
  pro: boolean | null;
  early_applicant_until: Date | string | null;
  early_applicant: boolean | null;
  resume_builder_until: Date | string | null;
  resume_builder: boolean | null;
}

/** The seeker's validity dates and whether each runs now (`until > now()`). */
export const entitlementsOf = (q: Queryable, seekerId: number) =>
  firstRow<EntitlementRow>(
    q,
    sql`SELECT pro_until, pro_until > now() AS pro,
               early_applicant_until, early_applicant_until > now() AS early_applicant,
               resume_builder_until, resume_builder_until > now() AS resume_builder
        FROM seeker_profiles WHERE seeker_id = ${seekerId}`,
  );

export interface PreferenceRow {
  skills: string[];
  cities: string[];
  roles: string[];
  updated_at: Date | string;
}

export const preferenceOf = (q: Queryable, seekerId: number) =>
  firstRow<PreferenceRow>(
    q,
    sql`SELECT skills, cities, roles, updated_at FROM early_applicant_preferences WHERE seeker_id = ${seekerId}`,
  );

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

export const savePreference = (
  q: Queryable,
  seekerId: number,
  p: { skills: readonly string[]; cities: readonly string[]; roles: readonly string[] },
) =>
  firstRow<PreferenceRow>(
    q,
    sql`INSERT INTO early_applicant_preferences (seeker_id, skills, cities, roles, updated_at)
        VALUES (${seekerId}, ${textArray(p.skills)}, ${textArray(p.cities)}, ${textArray(p.roles)}, now())
        ON CONFLICT (seeker_id) DO UPDATE SET skills = EXCLUDED.skills, cities = EXCLUDED.cities,
          roles = EXCLUDED.roles, updated_at = now()
        RETURNING skills, cities, roles, updated_at`,
  );
