/**
 * `POST subscription/hash` (calls.md 7.10; decision 0029): makes an order for a plan at the server's
 * price and answers it signed, with the gateway's key id and where the browser pays (`checkoutUrl`).
 * The amount is never sent: the server prices the plan.
 */
import { type PlanId, SubscriptionHashBody } from '@jobsite/domain';
import { defineCall } from '../../core/define-call.ts';

export interface SubscriptionHashInput {
  plan: PlanId;
  /** Where the seeker came from (`PRO_REFERENCE_CODES`), as the Pro page's query gives them. */
  refcode?: number | string | undefined;
  pageid?: number | string | undefined;
  recappid?: string | undefined;
  /** A page of the brand's own site the gateway sends the browser back to (default: the success page). */
  returnUrl?: string | undefined;
}

export const subscriptionHash = defineCall('POST subscription/hash', {
  bearer: 'optional',
  check: { body: SubscriptionHashBody },
  request: (input: SubscriptionHashInput) => ({
    form: {
      plan: input.plan,
      refcode: input.refcode,
      pageid: input.pageid,
      recappid: input.recappid,
      returnUrl: input.returnUrl,
    },
  }),
});
