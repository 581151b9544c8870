/** Answers of the subscription calls (calls.md 7.10; decision 0029): orders, returns and preferences. */
import * as v from 'valibot';
import { IsoDateTime } from '../schemas/common.ts';
import { PlanId, PlanState, SubscriptionDetails } from '../schemas/subscriptions.ts';

/** Where the browser goes to pay: a plain address (`GET`), or a form the page posts (`POST`, `fields`). */
export const Checkout = v.object({
  method: v.picklist(['GET', 'POST']),
  url: v.pipe(v.string(), v.url()),
  fields: v.record(v.string(), v.string()),
});
export type Checkout = v.InferOutput<typeof Checkout>;

/**
 * `POST subscription/hash`: the order made for the plan at the server's price (`amount` in paise,
 * tax included), the gateway's public key id, the server's signature of the order (`hash`, HMAC-SHA256
 * of `orderId|amount|currency`) and where the browser pays (`checkoutUrl`, or `checkout` in full).
 */
export const SubscriptionHashAnswer = v.object({
  orderId: v.string(),
  plan: PlanId,
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: v.literal('INR'),
  /** The price as shown, in rupees (`amount / 100`). */
  price: v.number(),
  keyId: v.string(),
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  gateway: v.picklist(['sandbox', 'razorpay']),
  checkoutUrl: v.pipe(v.string(), v.url()),
  checkout: Checkout,
  returnUrl: v.pipe(v.string(), v.url()),
});
export type SubscriptionHashAnswer = v.InferOutput<typeof SubscriptionHashAnswer>;

/**
 * `POST subscription`: the payment was verified and the order is paid. `granted` is true for the call
 * that extended the entitlements, false when the order was already paid (a repeated return, or the
 * webhook came first); `entitlements` are the seeker's after it either way.
 */
export const SubscribeAnswer = v.object({
  message: v.string(),
  status: v.literal('paid'),
  orderId: v.string(),
  paymentId: v.string(),
  plan: PlanId,
  granted: v.boolean(),
  paidAt: IsoDateTime,
  isPro: v.boolean(),
  entitlements: v.object({ ...SubscriptionDetails.entries, pro: PlanState }),
});
export type SubscribeAnswer = v.InferOutput<typeof SubscribeAnswer>;

/**
 * `GET subscription/early-applicant-preference`: what the seeker wants real-time early-applicant alerts
 * for (empty lists and `updatedAt: null` before they chose), and their early-applicant subscription.
 */
export const EarlyApplicantPreferenceAnswer = v.object({
  skills: v.array(v.string()),
  cities: v.array(v.string()),
  roles: v.array(v.string()),
  updatedAt: v.nullable(IsoDateTime),
  subscription: PlanState,
});
export type EarlyApplicantPreferenceAnswer = v.InferOutput<typeof EarlyApplicantPreferenceAnswer>;

/** `POST subscription/early-applicant-preference`: the preferences as saved. */
export const SaveEarlyApplicantPreferenceAnswer = v.object({
  message: v.string(),
  skills: v.array(v.string()),
  cities: v.array(v.string()),
  roles: v.array(v.string()),
});
export type SaveEarlyApplicantPreferenceAnswer = v.InferOutput<typeof SaveEarlyApplicantPreferenceAnswer>;
