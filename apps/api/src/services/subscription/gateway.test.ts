import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GatewayError,
  gatewayId,
  razorpayGateway,
  readWebhookBody,
  returnSignature,
  sameSignature,
  sandboxGateway,
  webhookSignature,
} from './gateway.ts';

const SETTINGS = {
  gateway: 'razorpay' as const,
  keyId: 'rzp_test_abcd1234',
  keySecret: 'key-secret-for-unit-tests',
  webhookSecret: 'webhook-secret-for-unit-tests',
};

describe("Razorpay's signatures", () => {
  it('signs the return as HMAC-SHA256 of order_id|payment_id and the webhook over the raw body', () => {
    const expected = createHmac('sha256', SETTINGS.keySecret)
      .update('order_A1b2C3d4E5f6G7|pay_Z9y8X7w6V5u4T3')
      .digest('hex');
    expect(returnSignature(SETTINGS.keySecret, 'order_A1b2C3d4E5f6G7', 'pay_Z9y8X7w6V5u4T3')).toBe(expected);
    const raw = '{"event":"payment.captured"}';
    expect(webhookSignature(SETTINGS.webhookSecret, raw)).toBe(
      createHmac('sha256', SETTINGS.webhookSecret).update(raw).digest('hex'),
    );
  });

  it('compares in constant time and refuses anything that is not 64 hex digits', () => {
    const good = returnSignature('s', 'order_1', 'pay_1');
    expect(sameSignature(good, good)).toBe(true);
    expect(sameSignature(good, good.toUpperCase())).toBe(true);
    expect(sameSignature(good, `${good.slice(0, 63)}0`)).toBe(good.endsWith('0'));
    for (const bad of [undefined, '', 'zz', `${good}00`, good.slice(2)])
      expect(sameSignature(good, bad)).toBe(false);
  });

  it('verifies returns and webhooks with the configured secrets only', () => {
    const g = sandboxGateway({ ...SETTINGS, gateway: 'sandbox' });
    const fields = { orderId: 'order_A1b2C3d4E5f6G7', paymentId: 'pay_Z9y8X7w6V5u4T3' };
    expect(
      g.verifyReturn({
        ...fields,
        signature: returnSignature(SETTINGS.keySecret, fields.orderId, fields.paymentId),
      }),
    ).toBe(true);
    expect(
      g.verifyReturn({ ...fields, signature: returnSignature('other', fields.orderId, fields.paymentId) }),
    ).toBe(false);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: fields.paymentId, order_id: fields.orderId, amount: 299900, currency: 'INR' },
        },
      },
    });
    expect(g.verifyWebhook(raw, webhookSignature(SETTINGS.webhookSecret, raw))).toEqual({
      ok: true,
      event: {
        event: 'payment.captured',
        orderId: fields.orderId,
        paymentId: fields.paymentId,
        amountPaise: 299900,
        currency: 'INR',
        errorCode: undefined,
        errorDescription: undefined,
      },
    });
    expect(g.verifyWebhook(raw, webhookSignature(SETTINGS.keySecret, raw))).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(g.verifyWebhook(raw, undefined)).toEqual({ ok: false, reason: 'signature' });
  });

  it('reads the events it acts on, ignores the others and refuses unreadable bodies', () => {
    expect(readWebhookBody('{"event":"refund.created","payload":{}}')).toEqual({
      ok: true,
      event: null,
      name: 'refund.created',
    });
    expect(readWebhookBody('not json')).toEqual({ ok: false, reason: 'payload' });
    expect(readWebhookBody('{"event":"payment.captured","payload":{}}')).toEqual({
      ok: false,
      reason: 'payload',
    });
    expect(
      readWebhookBody(
        JSON.stringify({
          event: 'payment.captured',
          payload: {
            payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: '299900', currency: 'INR' } },
          },
        }),
      ),
    ).toEqual({ ok: false, reason: 'payload' });
  });
});

describe('razorpayGateway', () => {
  it('makes the order by the Orders API with Basic auth and the amount in paise', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'order_N1a2B3c4D5e6F7', amount: 299900 }), { status: 200 });
    }) as unknown as typeof fetch;
    const g = razorpayGateway(SETTINGS, fakeFetch);
    expect(
      await g.createOrder({ amountPaise: 299900, currency: 'INR', receipt: 'r-1', notes: { plan: 'pro' } }),
    ).toEqual({
      id: 'order_N1a2B3c4D5e6F7',
    });
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/orders');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from(`${SETTINGS.keyId}:${SETTINGS.keySecret}`).toString('base64')}`,
    );
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: 299900,
      currency: 'INR',
      receipt: 'r-1',
      notes: { plan: 'pro' },
    });
  });

  it('turns a refusal, an unreadable answer or no answer into a GatewayError', async () => {
    const answering = (res: () => Promise<Response>) =>
      razorpayGateway(SETTINGS, res as unknown as typeof fetch);
    const input = { amountPaise: 100, currency: 'INR' as const, receipt: 'r', notes: {} };
    await expect(
      answering(async () => new Response('{}', { status: 401 })).createOrder(input),
    ).rejects.toThrow(GatewayError);
    await expect(answering(async () => new Response('{"id":"x"}')).createOrder(input)).rejects.toThrow(
      GatewayError,
    );
    await expect(
      answering(async () => {
        throw new TypeError('fetch failed');
      }).createOrder(input),
    ).rejects.toThrow(GatewayError);
  });

  it("sends the browser to Razorpay's hosted checkout with the order, coming back to the site", () => {
    const g = razorpayGateway(SETTINGS);
    expect(
      g.checkoutUrl({
        orderId: 'order_N1a2B3c4D5e6F7',
        amountPaise: 299900,
        currency: 'INR',
        hash: 'h',
        returnUrl: 'https://site.example/subscribe/success',
        apiBase: 'https://api.example/jobs',
        description: 'Pro membership (6 months)',
      }),
    ).toEqual({
      method: 'POST',
      url: 'https://api.razorpay.com/v1/checkout/embedded',
      fields: {
        key_id: SETTINGS.keyId,
        order_id: 'order_N1a2B3c4D5e6F7',
        amount: '299900',
        currency: 'INR',
        description: 'Pro membership (6 months)',
        callback_url: 'https://site.example/subscribe/success',
        cancel_url: 'https://site.example/subscribe/success',
      },
    });
  });
});

describe('gatewayId', () => {
  it('makes ids in the gateway format', () => {
    expect(gatewayId('order')).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(gatewayId('pay')).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(gatewayId('pay')).not.toBe(gatewayId('pay'));
  });
});
