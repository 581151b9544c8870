/**
 * `POST subscription/hash` (calls.md 7.10; decision 0029): makes an order for a plan at the server's
 * price and answers it signed, with the gateway's key id and where the browser pays (`checkoutUrl`).
 * The amount is never sent: the server prices the plan. The input is the contract's
 * (`SubscriptionHashBody`): the plan, where the seeker came from (`refcode`, `pageid`, `recappid`, as the
 * Pro page's query gives them) and the page of the brand's own site the gateway sends the browser back
 * to (`returnUrl`, default the success page).
 *
 * A module of its own beyond the contract: it sends the bearer when the client holds one.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export const subscriptionHash = defineCall('POST subscription/hash', { bearer: 'optional' });
export type SubscriptionHashInput = InputOf<typeof subscriptionHash>;
