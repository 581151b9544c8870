/**
 * The survey calls (calls.md 7.4) through the client against the real API (src/testing/global-setup.ts):
 * each answer is checked against its registry schema by the client.
 */
import { describe, expect, it } from 'vitest';
import { signUp, TEST_VERTICAL } from '../../testing/real-api.ts';

describe('the survey calls through the client', () => {
  it('offers the feed survey, refuses a missing answer, answers once, then offers nothing', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'survey');
    const { survey } = await client.user.survey({ placement: 'jobfeed' });
    expect(survey).toMatchObject({ placement: 'jobfeed', answered: false });
    if (!survey) throw new Error('no survey');
    const [rate, roles] = survey.questions;
    await expect(client.user.surveyAnswer({ surveyId: survey.id, answers: {} })).rejects.toThrow(
      `Please answer “${rate?.prompt}”`,
    );
    const answers = { [String(rate?.id)]: '5', [String(roles?.id)]: [String(roles?.options[0]?.id)] };
    expect(await client.user.surveyAnswer({ surveyId: survey.id, answers })).toEqual({
      message: 'Thank you for answering our survey',
      surveyId: survey.id,
      status: 'answered',
    });
    await expect(client.user.surveyAnswer({ surveyId: survey.id, answers })).rejects.toMatchObject({
      code: 409,
      message: 'You have already answered this survey',
    });
    expect(await client.user.survey({ placement: 'jobfeed' })).toEqual({ survey: null });
    expect((await client.user.survey({ id: survey.id })).survey).toMatchObject({ answered: true });
  });

  it('puts the feed survey aside with Not now', async () => {
    const { client } = await signUp(TEST_VERTICAL, {}, 'survey');
    const { survey } = await client.user.survey({ placement: 'jobfeed' });
    const put = await client.user.surveyAnswer({ surveyId: survey?.id ?? 0, action: 'dismiss' });
    expect(put).toMatchObject({ status: 'dismissed', surveyId: survey?.id });
    expect(put.hiddenUntil).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await client.user.survey({ placement: 'jobfeed' })).toEqual({ survey: null });
  });
});
