import * as v from 'valibot';
import { IsoDateTime } from './common.ts';

/** A paid plan as shown on the plans page (product.md section 3); prices in rupees. */
export const SubscriptionPlan = v.object({
  id: v.string(),
  name: v.string(),
  description: v.array(v.string()),
  price: v.pipe(v.number(), v.minValue(0)),
  /** Billing period as text, e.g. `6 months`. */
  frequency: v.string(),
  /** The quoted per-month price, when there is one. */
  monthlyPrice: v.optional(v.pipe(v.number(), v.minValue(0))),
});
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlan>;

/** What can be bought (`PLANS` of `plans.ts`): `bundle` is early applicant and resume builder together. */
export const PLAN_IDS = ['pro', 'earlyApplicant', 'resumeBuilder', 'bundle'] as const;
export const PlanId = v.picklist(PLAN_IDS, 'plan must be one of pro, earlyApplicant, resumeBuilder, bundle');
export type PlanId = v.InferOutput<typeof PlanId>;

/** What a purchase extends: each is a validity date of the seeker, running while it is in the future. */
export const ENTITLEMENTS = ['pro', 'earlyApplicant', 'resumeBuilder'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

/** One entitlement now: whether it runs, and until when (null: never bought). */
export const PlanState = v.object({ active: v.boolean(), expiry: v.nullable(IsoDateTime) });
export type PlanState = v.InferOutput<typeof PlanState>;

/**
 * Answer of `GET subscription/details` (calls.md section 3 and 7.10): each entitlement with its expiry
 * (`pro` is this product's addition; the server always sends it).
 */
export const SubscriptionDetails = v.object({
  earlyApplicant: PlanState,
  resumeBuilder: PlanState,
  pro: PlanState,
});
export type SubscriptionDetails = v.InferOutput<typeof SubscriptionDetails>;

/** A source code of the Pro page (`refcode`, `pageid`): a small whole number, as a number or its digits. */
const SourceCode = (name: string) =>
  v.optional(
    v.pipe(
      v.union([v.pipe(v.string(), v.regex(/^\d{1,6}$/, `${name} must be a whole number`)), v.number()]),
      v.transform(Number),
      v.integer(`${name} must be a whole number`),
      v.minValue(0, `${name} must be a whole number`),
      v.maxValue(999_999, `${name} must be at most 999999`),
    ),
  );

/**
 * Body of `POST subscription/hash`: the plan to buy and where the seeker came from. The amount is the
 * server's price of the plan; a client's amount is never read. `returnUrl` (optional) is where the
 * gateway sends the browser back: a page of the brand's own site.
 */
export const SubscriptionHashBody = v.object({
  plan: PlanId,
  refcode: SourceCode('refcode'),
  pageid: SourceCode('pageid'),
  recappid: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'recappid must be 1 to 64 letters, digits, _ or -')),
  ),
  returnUrl: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(500, 'returnUrl must be at most 500 characters'),
      v.url('returnUrl must be a URL'),
    ),
  ),
});
export type SubscriptionHashBody = v.InferOutput<typeof SubscriptionHashBody>;

const GatewayId = (name: string, prefix: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.regex(new RegExp(`^${prefix}_[A-Za-z0-9]{8,40}$`), `${name} must look like ${prefix}_XXXXXXXXXXXXXX`),
  );

/**
 * Body of `POST subscription`, the browser's return from the gateway (Razorpay's field names): the
 * order, the payment and the gateway's signature of both; on a failed payment the gateway's error
 * instead of a signature. `amount` and `currency`, when sent, must be the order's.
 */
export const SubscribeBody = v.object({
  razorpay_order_id: GatewayId('razorpay_order_id', 'order'),
  razorpay_payment_id: v.optional(GatewayId('razorpay_payment_id', 'pay')),
  razorpay_signature: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'razorpay_signature must be 64 hexadecimal characters')),
  ),
  amount: v.optional(
    v.pipe(
      v.union([
        v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'amount must be a whole number of paise')),
        v.number(),
      ]),
      v.transform(Number),
      v.integer('amount must be a whole number of paise'),
    ),
  ),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'))),
  error_code: v.optional(v.pipe(v.string(), v.maxLength(100))),
  error_description: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type SubscribeBody = v.InferOutput<typeof SubscribeBody>;

/** Most entries an early-applicant preference list may hold. */
export const PREFERENCE_MAX_ENTRIES = 20;

/** A list of names: an array, or one comma-separated text (a form field); trimmed, without repeats. */
const NameList = (name: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())]), []),
    v.transform((value) => (typeof value === 'string' ? value.split(',') : value)),
    v.transform((items) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of items) {
        const item = raw.trim().replace(/\s+/g, ' ');
        if (item === '' || seen.has(item.toLowerCase())) continue;
        seen.add(item.toLowerCase());
        out.push(item);
      }
      return out;
    }),
    v.maxLength(PREFERENCE_MAX_ENTRIES, `${name} may hold at most ${PREFERENCE_MAX_ENTRIES} entries`),
    v.everyItem((item) => item.length <= 80, `each of ${name} must be at most 80 characters`),
  );

/**
 * Body of `POST subscription/early-applicant-preference`: the skills, cities and roles the seeker wants
 * real-time early-applicant alerts for; at least one entry in all.
 */
export const EarlyApplicantPreferenceBody = v.pipe(
  v.object({ skills: NameList('skills'), cities: NameList('cities'), roles: NameList('roles') }),
  v.check(
    (p) => p.skills.length + p.cities.length + p.roles.length > 0,
    'Choose at least one skill, city or role',
  ),
);
export type EarlyApplicantPreferenceBody = v.InferOutput<typeof EarlyApplicantPreferenceBody>;
export type EarlyApplicantPreferenceInput = v.InferInput<typeof EarlyApplicantPreferenceBody>;
