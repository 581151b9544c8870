/**
 * The sandbox gateway's checkout page, served by the API itself (decision 0029): what a real gateway's
 * hosted checkout does, without money. `GET {base}/payments/sandbox/checkout/:orderId?hash=` shows the
 * order (plan, amount) with a "Pay" and a "Fail payment" button; either makes a payment id, signs the
 * event with the sandbox's webhook secret and delivers the webhook to this API in-process, then sends
 * the browser back (303) to the return address given at order creation with the fields the real gateway
 * would post, signed with the sandbox's key secret.
 *
 * The page is plain HTML: no script, style, image or external asset, so the API's strict policy
 * (`default-src 'none'; frame-ancestors 'none'`) applies unchanged. The buttons submit a GET form: the
 * API refuses cross-origin POSTs (`http/origin.ts`), and the page's own origin (the API's) is not a brand
 * site. The link carries the order's signed hash, so only the holder of the order's checkout address
 * can settle it; settling twice is a no-op (orders.ts).
 */
import { formatRupees, PLANS } from '@jobsite/domain';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { gatewayId, returnSignature, type SandboxGateway, webhookSignature } from './gateway.ts';
import { receiveWebhook } from './orders.ts';
import { type OrderRow, orderById } from './queries.ts';

const Params = v.object({ orderId: v.pipe(v.string(), v.regex(/^order_[A-Za-z0-9]{8,40}$/)) });
const Hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const Outcome = v.picklist(['pay', 'fail']);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** Rupees with Indian digit grouping: 299900 paise is `2,999`. */
/** An order's amount as the site writes money (`₹2,999`), from its paise. */
const rupees = (paise: number) => formatRupees(paise / 100);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function htmlAnswer(c: Context, status: 200 | 400 | 404, title: string, body: string) {
  c.header('Cache-Control', 'no-store');
  return c.html(page(title, body), status);
}

const problem = (c: Context, status: 400 | 404, message: string) =>
  htmlAnswer(
    c,
    status,
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  );

export function sandboxRoutes(db: Db, gateway: SandboxGateway, logger: Logger) {
  const app = new Hono({ strict: false });

  /** The order of a checkout link whose hash is the server's signature of it, else undefined. */
  async function signedOrder(c: Context): Promise<OrderRow | undefined> {
    const params = v.safeParse(Params, c.req.param());
    const hash = v.safeParse(Hash, c.req.query('hash'));
    if (!params.success || !hash.success) return undefined;
    const order = await orderById(db, params.output.orderId);
    if (!order) return undefined;
    const signed = { orderId: order.id, amountPaise: order.amountPaise, currency: order.currency };
    return gateway.verifyOrder(signed, hash.output) ? order : undefined;
  }

  app.get('/payments/sandbox/checkout/:orderId', async (c) => {
    const order = await signedOrder(c);
    if (!order) return problem(c, 404, 'This checkout link is not valid. Start again from the plans page.');
    const plan = PLANS[order.plan];
    const amount = rupees(order.amountPaise);
    if (order.status === 'paid') {
      return htmlAnswer(
        c,
        200,
        'Already paid',
        `<h1>Already paid</h1>\n<p>This order for ${escapeHtml(plan.name)} is paid.</p>\n<p><a href="${escapeHtml(order.returnUrl)}">Back to the site</a></p>`,
      );
    }
    const action = `${c.req.path.replace(/\/$/, '')}/pay`;
    return htmlAnswer(
      c,
      200,
      `Pay ${amount} - sandbox checkout`,
      `<h1>Sandbox checkout</h1>
<p>This is a test payment page: no money moves.</p>
<dl>
<dt>Plan</dt><dd>${escapeHtml(plan.name)} (${escapeHtml(plan.frequency)})</dd>
<dt>Amount</dt><dd>${amount} (including GST at ${plan.gstPercent}%)</dd>
<dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
</dl>
<form method="get" action="${escapeHtml(action)}" aria-label="Sandbox payment">
<input type="hidden" name="hash" value="${escapeHtml(c.req.query('hash') ?? '')}">
<button type="submit" name="outcome" value="pay">Pay ${amount}</button>
<button type="submit" name="outcome" value="fail">Fail payment</button>
</form>`,
    );
  });

  app.get('/payments/sandbox/checkout/:orderId/pay', async (c) => {
    const order = await signedOrder(c);
    const outcome = v.safeParse(Outcome, c.req.query('outcome'));
    if (!order) return problem(c, 404, 'This checkout link is not valid. Start again from the plans page.');
    if (!outcome.success) return problem(c, 400, 'Choose Pay or Fail payment.');
    const back = new URL(order.returnUrl);
    const settings = gateway.settings;
    if (order.status === 'paid' && order.paymentId) {
      // Paid already (a second click, a reload): back with the same signed fields.
      back.searchParams.set('razorpay_order_id', order.id);
      back.searchParams.set('razorpay_payment_id', order.paymentId);
      back.searchParams.set(
        'razorpay_signature',
        returnSignature(settings.keySecret, order.id, order.paymentId),
      );
      return c.redirect(back.toString(), 303);
    }
    const paymentId = gatewayId('pay');
    const failed = outcome.output === 'fail';
    const amount = order.amountPaise;
    const entity = {
      id: paymentId,
      entity: 'payment',
      amount,
      currency: order.currency,
      status: failed ? 'failed' : 'captured',
      order_id: order.id,
      method: 'sandbox',
      captured: !failed,
      ...(failed
        ? { error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed in the sandbox checkout' }
        : {}),
      created_at: Math.floor(Date.now() / 1000),
    };
    const raw = JSON.stringify({
      entity: 'event',
      event: failed ? 'payment.failed' : 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity } },
      created_at: Math.floor(Date.now() / 1000),
    });
    // The gateway's server-to-server report, delivered in-process and checked like any webhook.
    const delivered = await receiveWebhook(
      db,
      gateway,
      logger,
      raw,
      webhookSignature(settings.webhookSecret, raw),
    );
    if (delivered.status !== 200)
      return problem(c, 400, delivered.body.message ?? 'The payment was refused.');
    back.searchParams.set('razorpay_order_id', order.id);
    back.searchParams.set('razorpay_payment_id', paymentId);
    if (failed) {
      back.searchParams.set('error_code', 'BAD_REQUEST_ERROR');
      back.searchParams.set('error_description', 'Payment failed');
    } else {
      back.searchParams.set('razorpay_signature', returnSignature(settings.keySecret, order.id, paymentId));
    }
    return c.redirect(back.toString(), 303);
  });

  return app;
}
