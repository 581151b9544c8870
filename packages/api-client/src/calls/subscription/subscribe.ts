/**
 * `POST subscription` (calls.md 7.10; decision 0029): hands the gateway's return to the server, which
 * verifies its signature and grants the plan once; answers the seeker's entitlements after it. The
 * fields are the ones the gateway sent the browser back with (Razorpay's names).
 */
import { SubscribeBody } from '@jobsite/domain';
import { defineCall } from '../../core/define-call.ts';

export interface SubscribeInput {
  razorpay_order_id: string;
  razorpay_payment_id?: string | undefined;
  razorpay_signature?: string | undefined;
  /** On a failed payment the gateway sends its error instead of a signature (the server answers 402). */
  error_code?: string | undefined;
  error_description?: string | undefined;
}

export const subscribe = defineCall('POST subscription', {
  bearer: 'optional',
  check: { body: SubscribeBody },
  request: (input: SubscribeInput) => ({
    form: {
      razorpay_order_id: input.razorpay_order_id,
      razorpay_payment_id: input.razorpay_payment_id,
      razorpay_signature: input.razorpay_signature,
      error_code: input.error_code,
      error_description: input.error_description,
    },
  }),
});
