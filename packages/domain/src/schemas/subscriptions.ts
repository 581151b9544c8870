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

const PlanState = v.object({ active: v.boolean(), expiry: v.nullable(IsoDateTime) });

/** Answer of `GET subscription/details` (calls.md section 3). */
export const SubscriptionDetails = v.object({ earlyApplicant: PlanState, resumeBuilder: PlanState });
export type SubscriptionDetails = v.InferOutput<typeof SubscriptionDetails>;
