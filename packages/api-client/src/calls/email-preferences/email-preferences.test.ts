/**
 * The unsubscribe calls through the client against the real API (src/testing/global-setup.ts): a
 * contact's link from a recommendation request is described, then used as a mail client's one-click
 * POST, twice alike; each answer is checked against its registry schema by the client.
 */
import { describe, expect, it } from 'vitest';
import { latestMessage, signUp, TEST_VERTICAL, uniqueEmail } from '../../testing/real-api.ts';

describe('the unsubscribe calls through the client', () => {
  it('describes a link, unsubscribes in one click, and answers the same again', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'unsubscribe');
    const contact = uniqueEmail('contact');
    await client.recommendations.requestRecommendation({ email: contact, name: 'Ravi Menon', message: '' });
    const request = await latestMessage(TEST_VERTICAL, contact, 'recommendation-request');
    const header = request.headers['List-Unsubscribe'] ?? '';
    const token = new URL(header.replace(/^<|>$/g, '')).searchParams.get('token') ?? '';

    expect(await client.emailPreferences.describeUnsubscribe({ token })).toMatchObject({
      list: 'recommendation-requests',
      unsubscribed: false,
    });
    expect(await client.emailPreferences.unsubscribeEmails({ token, oneClick: true })).toMatchObject({
      message: 'You are unsubscribed: no more requests to write a recommendation',
    });
    expect(await client.emailPreferences.unsubscribeEmails({ token })).toMatchObject({
      message: 'You are already unsubscribed: no more requests to write a recommendation',
    });
    await expect(
      client.emailPreferences.unsubscribeEmails({ token: `${token.slice(0, -3)}abc` }),
    ).rejects.toThrow(/not valid/);
  });
});
