/**
 * Payments and subscriptions (migration 0005, decision 0029). An order is made by the server at its own
 * price for one plan of one seeker; each gateway payment is one row (its unique id makes a repeated report
 * a no-op), and the order moves to `paid` by a conditional UPDATE in the transaction that extends the
 * seeker's validity dates (`seeker_profiles.*_until`); `subscriptions` keeps their history.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { seekerId, seekers } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { belongsTo, createdAt, oneOf, timestamptz } from './columns.ts';

export const paymentOrders = pg.pgTable(
  'payment_orders',
  {
    id: pg.text().primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    plan: pg.text({ enum: ['pro', 'earlyApplicant', 'resumeBuilder', 'bundle'] }).notNull(),
    amountPaise: pg.integer('amount_paise').notNull(),
    currency: pg
      .text({ enum: ['INR'] })
      .notNull()
      .default('INR'),
    status: pg
      .text({ enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    gateway: pg.text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    refcode: pg.integer(),
    pageid: pg.integer(),
    recappid: pg.text(),
    returnUrl: pg.text('return_url').notNull(),
    paymentId: pg.text('payment_id'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    failedAt: timestamptz('failed_at'),
  },
  (t) => [
    oneOf('payment_orders_plan_check', t.plan),
    pg.check('payment_orders_amount_paise_check', sql`amount_paise > 0`),
    pg.check('payment_orders_currency_check', sql`currency = 'INR'`),
    oneOf('payment_orders_status_check', t.status),
    oneOf('payment_orders_gateway_check', t.gateway),
    pg.index('payment_orders_seeker').on(t.seekerId, t.createdAt.desc()),
  ],
);

const orderId = () => belongsTo(pg.text('order_id'), () => paymentOrders.id);

export const payments = pg.pgTable(
  'payments',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    gatewayPaymentId: pg.text('gateway_payment_id').notNull().unique('payments_gateway_payment_id_key'),
    orderId: orderId(),
    amountPaise: pg.integer('amount_paise').notNull(),
    currency: pg.text().notNull(),
    status: pg.text({ enum: ['captured', 'failed'] }).notNull(),
    /** Which report of the gateway this is: the browser's return or the webhook. */
    source: pg.text({ enum: ['return', 'webhook'] }).notNull(),
    errorCode: pg.text('error_code'),
    errorDescription: pg.text('error_description'),
    rawEvent: pg.jsonb('raw_event').notNull().default({}),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('payments_status_check', t.status),
    oneOf('payments_source_check', t.source),
    pg.index('payments_order').on(t.orderId),
  ],
);

export const subscriptions = pg.pgTable(
  'subscriptions',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    entitlement: pg.text({ enum: ['pro', 'earlyApplicant', 'resumeBuilder'] }).notNull(),
    orderId: orderId(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.unique('subscriptions_order_id_entitlement_key').on(t.orderId, t.entitlement),
    oneOf('subscriptions_entitlement_check', t.entitlement),
    pg.check('subscriptions_check', sql`ends_at > starts_at`),
    pg.index('subscriptions_seeker').on(t.seekerId, t.entitlement, t.endsAt.desc()),
  ],
);

export const earlyApplicantPreferences = pg.pgTable('early_applicant_preferences', {
  seekerId: belongsTo(pg.integer('seeker_id'), () => seekers.id).primaryKey(),
  skills: pg.text().array().notNull().default([]),
  cities: pg.text().array().notNull().default([]),
  roles: pg.text().array().notNull().default([]),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
