/**
 * The recommendation calls (calls.md 7.7 and the ask extension) through the client against the real API
 * (src/testing/global-setup.ts): each answer is checked against its registry schema by the client.
 */
import { describe, expect, it } from 'vitest';
import { browserClient, latestMessage, signUp, TEST_VERTICAL, uniqueEmail } from '../../testing/real-api.ts';

describe('the recommendation calls through the client', () => {
  it('asks, the contact writes through the link without a session, and the seeker accepts', async () => {
    const { client, email: seekerEmail } = await signUp(TEST_VERTICAL, {}, 'recommend');
    const contact = uniqueEmail('contact');
    const asked = await client.recommendations.requestRecommendation({ email: contact, name: 'Ravi Menon' });
    expect(asked.recommendation).toMatchObject({ email: contact, status: 'pending', userEmail: seekerEmail });
    await expect(
      client.recommendations.requestRecommendation({ email: seekerEmail, name: 'Me' }),
    ).rejects.toThrow(/cannot ask yourself/);
    const resent = await client.recommendations.resendRecommendationMail({ email: contact });
    expect(resent.recommendation.action).toBe('resend');

    const mail = await latestMessage(TEST_VERTICAL, contact, 'recommendation-request');
    const token = new URL(mail.link ?? '').searchParams.get('token') ?? '';
    const visitor = browserClient(TEST_VERTICAL).client.recommendations;
    expect(await visitor.extRecommendation({ token })).toMatchObject({
      seekerName: 'Asha Rao',
      status: 'pending',
    });
    expect(await visitor.recommendationProfile({ token })).toMatchObject({ name: 'Asha Rao' });
    expect(await visitor.recommendationRecruiterId({ token })).toEqual({ recruiterId: null });
    const { socialUser } = await visitor.addSocialUser({
      token,
      type: 'linkedin',
      name: 'Ravi Menon',
      publicId: 'ravi-menon',
      positions: ['Finance Manager at Acme Bank'],
    });
    expect(await visitor.socialInfo({ token })).toEqual([socialUser]);
    expect(await visitor.recommendationSocialUserId({ token, type: 'linkedin' })).toEqual({
      socialUserId: socialUser.userId,
    });
    await expect(visitor.addRecommendationComment({ token, text: 'Too short' })).rejects.toThrow(
      /at least 30/,
    );
    expect(
      await visitor.addRecommendationComment({
        token,
        text: 'Asha ran our planning for two years and every number added up.',
        name: 'Ravi Menon',
        relation: 'Her manager',
      }),
    ).toMatchObject({ status: 'written' });
    await expect(visitor.extRecommendation({ token })).rejects.toMatchObject({ code: 410 });

    const [written] = await client.recommendations.recommendationList({ status: 'written' });
    expect(written).toMatchObject({ email: contact, relation: 'Her manager', socialId: 'ravi-menon' });
    const accepted = await client.recommendations.processRecommendation({
      recommendationId: String(written?.recommendationId),
      action: 'accept',
    });
    expect(accepted.recommendation.status).toBe('accepted');
    expect((await client.user.profile(undefined)).completeness?.recommendations).toBe(1);
  });
});
