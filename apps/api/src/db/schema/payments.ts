/**
 * Payments and subscriptions (migration 0005, decision 0029). An order is made by the server at its own
 * price for one plan of one seeker; each gateway payment is one row (its unique id makes a repeated report
 * a no-op), and the order moves to `paid` by a conditional UPDATE in the transaction that extends the
 * seeker's validity dates (`seeker_profiles.*_until`); `subscriptions` keeps their history.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { seekerId, seekers } from './accounts.ts';
import { verticalId } from './catalogue.ts';
import { createdAt, oneOf, timestamptz } from './columns.ts';

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text().primaryKey(),
    vertical: verticalId(),
    seekerId: seekerId(),
    plan: text({ enum: ['pro', 'earlyApplicant', 'resumeBuilder', 'bundle'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text({ enum: ['INR'] })
      .notNull()
      .default('INR'),
    status: text({ enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    gateway: text({ enum: ['sandbox', 'razorpay'] }).notNull(),
    refcode: integer(),
    pageid: integer(),
    recappid: text(),
    returnUrl: text('return_url').notNull(),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    failedAt: timestamptz('failed_at'),
  },
  (t) => [
    oneOf('payment_orders_plan_check', t.plan),
    check('payment_orders_amount_paise_check', sql`amount_paise > 0`),
    check('payment_orders_currency_check', sql`currency = 'INR'`),
    oneOf('payment_orders_status_check', t.status),
    oneOf('payment_orders_gateway_check', t.gateway),
    index('payment_orders_seeker').on(t.seekerId, t.createdAt.desc()),
  ],
);

const orderId = () =>
  text('order_id')
    .notNull()
    .references(() => paymentOrders.id, { onDelete: 'cascade' });

export const payments = pgTable(
  'payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    gatewayPaymentId: text('gateway_payment_id').notNull().unique('payments_gateway_payment_id_key'),
    orderId: orderId(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text().notNull(),
    status: text({ enum: ['captured', 'failed'] }).notNull(),
    /** Which report of the gateway this is: the browser's return or the webhook. */
    source: text({ enum: ['return', 'webhook'] }).notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    rawEvent: jsonb('raw_event').notNull().default({}),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('payments_status_check', t.status),
    oneOf('payments_source_check', t.source),
    index('payments_order').on(t.orderId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    seekerId: seekerId(),
    entitlement: text({ enum: ['pro', 'earlyApplicant', 'resumeBuilder'] }).notNull(),
    orderId: orderId(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('subscriptions_order_id_entitlement_key').on(t.orderId, t.entitlement),
    oneOf('subscriptions_entitlement_check', t.entitlement),
    check('subscriptions_check', sql`ends_at > starts_at`),
    index('subscriptions_seeker').on(t.seekerId, t.entitlement, t.endsAt.desc()),
  ],
);

export const earlyApplicantPreferences = pgTable('early_applicant_preferences', {
  seekerId: integer('seeker_id')
    .primaryKey()
    .references(() => seekers.id, { onDelete: 'cascade' }),
  skills: text().array().notNull().default([]),
  cities: text().array().notNull().default([]),
  roles: text().array().notNull().default([]),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
