/**
 * `POST subscription` (calls.md 7.10; decision 0029): hands the gateway's return to the server, which
 * verifies its signature and grants the plan once; answers the seeker's entitlements after it. The input
 * is the contract's (`SubscribeBody`): the fields the gateway sent the browser back with (Razorpay's
 * names), or on a failed payment its error instead of a signature (the server answers 402).
 *
 * A module of its own beyond the contract: it sends the bearer when the client holds one.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export const subscribe = defineCall('POST subscription', { bearer: 'optional' });
export type SubscribeInput = InputOf<typeof subscribe>;
