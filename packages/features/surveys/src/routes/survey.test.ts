import type { Survey } from '@jobsite/domain/answers';
import { expectLoginFirst, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { answersOf, backLabel, backOf } from '../answers.ts';
import { action, loader } from './survey.tsx';

const site = setupTestSite();

interface Results {
  responses: number;
  questions: { kind: string; options?: { count: number }[]; rating?: { counts: Record<string, number> } }[];
}

/** The job-feed survey a new seeker is offered, through the real API. */
async function feedSurvey(seeker: Awaited<ReturnType<typeof site.signUp>>): Promise<Survey> {
  const { survey } = await seeker.client().user.survey({ placement: 'jobfeed' });
  if (!survey) throw new Error('no survey offered');
  return survey;
}

describe('a survey (/survey/:id)', () => {
  it('sends a signed-out visitor to log in and come back', async () => {
    await expectLoginFirst(site, loader, '/survey/1?back=%2Fjobfeed', { params: { id: '1' } });
    await expectLoginFirst(site, action, '/survey/1', { params: { id: '1' }, fields: { intent: 'answer' } });
  });

  it('shows the questions, refuses a missing answer naming the question, thanks, then says it was answered', async () => {
    const seeker = await site.signUp();
    const survey = await feedSurvey(seeker);
    const id = String(survey.id);
    const path = `/survey/${id}?back=%2Fjobfeed`;
    const before = await site.api().internal<Results>(site.vertical, `/surveys/${id}/results`);
    expect(await seeker.data(loader, path, { params: { id } })).toMatchObject({
      survey: { id: survey.id, answered: false, title: survey.title },
      back: '/jobfeed',
    });
    const [rate, roles, note] = survey.questions;
    if (!rate || !roles || !note) throw new Error('the survey has three questions');

    const missing = await seeker.submitData(
      action,
      path,
      { back: '/jobfeed', [`q-${roles.id}`]: String(roles.options[0]?.id) },
      { params: { id } },
    );
    expect(missing).toEqual({
      ok: false,
      error: `Please answer “${rate.prompt}”`,
      questionId: rate.id,
      values: { [String(roles.id)]: [String(roles.options[0]?.id)] },
    });

    const answered = await seeker.submitData(
      action,
      path,
      {
        back: '/jobfeed',
        [`q-${rate.id}`]: '4',
        [`q-${roles.id}`]: [String(roles.options[0]?.id), String(roles.options[1]?.id)],
        [`q-${note.id}`]: 'More roles near me',
      },
      { params: { id } },
    );
    expect(answered).toEqual({ ok: true, message: 'Thank you for answering our survey' });
    const after = await site.api().internal<Results>(site.vertical, `/surveys/${id}/results`);
    expect(after.responses).toBe(before.responses + 1);
    expect(after.questions[0]?.rating?.counts['4']).toBe((before.questions[0]?.rating?.counts['4'] ?? 0) + 1);
    expect(after.questions[1]?.options?.[1]?.count).toBe((before.questions[1]?.options?.[1]?.count ?? 0) + 1);

    expect(await seeker.data(loader, path, { params: { id } })).toMatchObject({ survey: { answered: true } });
    expect(
      await seeker.submitData(action, path, { [`q-${rate.id}`]: '2' }, { params: { id } }),
    ).toMatchObject({ ok: false, answered: true, error: 'You have already answered this survey' });
    expect((await seeker.client().user.survey({ placement: 'jobfeed' })).survey).toBeNull();
  });

  it('"Not now" goes back where the seeker came from, and the survey is not offered there for a while', async () => {
    const seeker = await site.signUp();
    const survey = await feedSurvey(seeker);
    const id = String(survey.id);
    const result = await seeker.submit(
      action,
      `/survey/${id}`,
      { intent: 'dismiss', back: '/jobfeed' },
      { params: { id } },
    );
    expect(result).toMatchObject({ status: 302, location: '/jobfeed' });
    expect((await seeker.client().user.survey({ placement: 'jobfeed' })).survey).toBeNull();
    // A made-up way back is not followed.
    const elsewhere = await seeker.submit(
      action,
      `/survey/${id}`,
      { intent: 'dismiss', back: 'https://example.org/' },
      { params: { id } },
    );
    expect(elsewhere).toMatchObject({ status: 302, location: '/jobfeed' });
  });

  it('answers 404 for a survey that does not exist or is not a number', async () => {
    const seeker = await site.signUp();
    expect(await seeker.load(loader, '/survey/2000000000', { params: { id: '2000000000' } })).toMatchObject({
      status: 404,
    });
    expect(await seeker.load(loader, '/survey/abc', { params: { id: 'abc' } })).toMatchObject({
      status: 404,
    });
  });
});

describe('reading the form', () => {
  const survey = {
    placement: 'jobfeed' as const,
    questions: [
      { id: 1, kind: 'rating' as const, prompt: 'Rate', required: true, maxLength: null, options: [] },
      {
        id: 2,
        kind: 'multiple' as const,
        prompt: 'Pick',
        required: false,
        maxLength: null,
        options: [
          { id: 7, label: 'A' },
          { id: 8, label: 'B' },
        ],
      },
      { id: 3, kind: 'text' as const, prompt: 'Say', required: false, maxLength: 10, options: [] },
    ],
  };

  it('keys answers by question id, keeps every checkbox and leaves out blank fields', () => {
    const form = new FormData();
    form.append('q-1', '5');
    form.append('q-2', '7');
    form.append('q-2', '8');
    form.append('q-3', '   ');
    form.append('q-9', 'stray');
    expect(answersOf(survey, form)).toEqual({ '1': '5', '2': ['7', '8'] });
  });

  it('goes back only to a page a survey is offered on', () => {
    expect(backOf('/jobfeed', 'jobfeed')).toBe('/jobfeed');
    expect(backOf('/job/applied?job=42', 'applied')).toBe('/job/applied?job=42');
    expect(backOf('//evil.example/jobfeed', 'jobfeed')).toBe('/jobfeed');
    expect(backOf('/job/applied?job=42&x=1', 'applied')).toBe('/applied-jobs');
    expect(backOf(null, 'applied')).toBe('/applied-jobs');
    expect(backLabel('/jobfeed')).toBe('Back to your job feed');
    expect(backLabel('/job/applied?job=42')).toBe('Back to your application');
    expect(backLabel('/applied-jobs')).toBe('Go to your applied jobs');
  });
});
