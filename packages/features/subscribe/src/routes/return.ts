/**
 * `/subscribe/return`: where the payment gateway sends the browser back, with its signed fields
 * (decision 0029, "Pages"). A resource route: it shows nothing itself, it confirms and sends on.
 *
 * - `GET ?plan=&razorpay_order_id=&razorpay_payment_id=&razorpay_signature=` (the sandbox, and
 *   Razorpay's post handed on below): a top-level GET carries the SameSite=Lax session cookie, so the
 *   fields go to `POST subscription` as the seeker, which verifies the signature and grants the plan
 *   once. A paid order goes on to the success page; anything else to the plan page with a fixed text
 *   of what went wrong and the buy button again. Nothing is granted here.
 * - `POST` (Razorpay posts the browser back from its own site, without the session cookie): the
 *   gateway's fields are handed on, by a 303, to a GET of this address. Nothing is verified here.
 *   The site's cross-site rule lets this post through only with the gateway's signed answer, and
 *   without the visitor's cookies (the route table's `crossSitePost`, decision 0068).
 */
import { isApiClientError } from '@jobsite/api-client';
import { pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';
import {
  type PaymentProblem,
  paymentProblemPath,
  readGatewayPost,
  readPlan,
  readReturn,
  returnQuery,
  successPath,
} from '../plans.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
const go = (location: string) => redirect(location, { status: 303, headers: NO_STORE });

/** Why `POST subscription` refused a return, by its status and text. */
function problemOf(error: unknown): PaymentProblem {
  if (!isApiClientError(error) || error.kind !== 'http') return 'unavailable';
  if (error.status === 402) return 'failed';
  if (error.status === 404) return 'unknown-order';
  if (error.status === 400) return 'unverified';
  return 'unavailable';
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = pageUrlOf(request);
  const plan = readPlan(url.searchParams.get('plan'));
  const reading = readReturn(url.searchParams);
  if (reading.kind === 'none') return go(plan ? paymentProblemPath(plan, 'invalid') : '/subscribe/plans');
  if (reading.kind === 'invalid') return go(paymentProblemPath(plan, 'invalid'));
  // Signed out (an expired session): log in and come back here with the same fields.
  const site = requireSignedIn(context, request);
  try {
    const answer = await site.api.subscription.subscribe(reading.fields);
    return go(successPath(answer.plan));
  } catch (error) {
    return go(paymentProblemPath(plan, reading.kind === 'failed' ? 'failed' : problemOf(error)));
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const url = pageUrlOf(request);
  const form = await request.formData().catch(() => new FormData());
  const query = returnQuery(readGatewayPost(form), readPlan(url.searchParams.get('plan')));
  return go(`/subscribe/return${query ? `?${query}` : ''}`);
}
