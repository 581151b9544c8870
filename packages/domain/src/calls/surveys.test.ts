import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Survey } from '../answers/surveys.ts';
import { checkSurveyAnswers, SurveyAnswerBody, SurveyQuery, surveyReturnPath } from './surveys.ts';

const survey: Pick<Survey, 'questions'> = {
  questions: [
    { id: 1, kind: 'rating', prompt: 'How easy?', required: true, maxLength: null, options: [] },
    {
      id: 2,
      kind: 'single',
      prompt: 'Where from?',
      required: true,
      maxLength: null,
      options: [
        { id: 10, label: 'Feed' },
        { id: 11, label: 'Search' },
      ],
    },
    {
      id: 3,
      kind: 'multiple',
      prompt: 'Which?',
      required: false,
      maxLength: null,
      options: [
        { id: 20, label: 'A' },
        { id: 21, label: 'B' },
      ],
    },
    { id: 4, kind: 'text', prompt: 'Anything else?', required: false, maxLength: 5, options: [] },
  ],
};

describe('checkSurveyAnswers', () => {
  it('takes answers that fit, leaving out blank optional questions', () => {
    expect(checkSurveyAnswers(survey, { '1': '3', '2': '11', '3': ['20', '21'], '4': ' ok ' })).toEqual({
      ok: true,
      replies: [
        { questionId: 1, optionIds: [], rating: 3, text: null },
        { questionId: 2, optionIds: [11], rating: null, text: null },
        { questionId: 3, optionIds: [20, 21], rating: null, text: null },
        { questionId: 4, optionIds: [], rating: null, text: 'ok' },
      ],
    });
    expect(checkSurveyAnswers(survey, { '1': '5', '2': '10', '4': '  ' })).toMatchObject({ ok: true });
  });

  it('names the question that does not fit', () => {
    const cases: [Record<string, string | string[]>, number | null, string][] = [
      [{ '2': '10' }, 1, 'Please answer “How easy?”'],
      [{ '1': '0', '2': '10' }, 1, '“How easy?”: please rate it from 1 to 5'],
      [{ '1': '2' }, 2, 'Please answer “Where from?”'],
      [{ '1': '2', '2': '20' }, 2, '“Where from?”: please choose one of its options'],
      [{ '1': '2', '2': ['10', '11'] }, 2, '“Where from?”: please choose one of its options'],
      [{ '1': '2', '2': '10', '3': ['20', '20'] }, 3, '“Which?”: please choose from its options'],
      [{ '1': '2', '2': '10', '4': 'too long' }, 4, '“Anything else?”: please keep it to 5 characters'],
      [{ '1': '2', '2': '10', '4': ['a'] }, 4, '“Anything else?”: please answer in text'],
      [{ '1': '2', '2': '10', '9': 'x' }, null, 'This survey has no question 9'],
    ];
    for (const [answers, questionId, message] of cases)
      expect(checkSurveyAnswers(survey, answers), JSON.stringify(answers)).toEqual({
        ok: false,
        questionId,
        message,
      });
  });
});

describe('the survey call inputs', () => {
  it('reads a placement or an id, and refuses neither', () => {
    expect(v.parse(SurveyQuery, { placement: 'jobfeed' })).toEqual({
      placement: 'jobfeed',
      type: 'unanswered',
    });
    expect(v.parse(SurveyQuery, { id: '7' })).toMatchObject({ id: 7 });
    expect(v.safeParse(SurveyQuery, {}).success).toBe(false);
    expect(v.safeParse(SurveyQuery, { placement: 'sidebar' }).success).toBe(false);
  });

  it('reads an answer body from JSON numbers or text', () => {
    expect(v.parse(SurveyAnswerBody, { surveyId: 3, answers: { '1': 4, '2': ['10'] } })).toEqual({
      surveyId: 3,
      action: 'answer',
      answers: { '1': '4', '2': ['10'] },
    });
    expect(v.parse(SurveyAnswerBody, { surveyId: '3', action: 'dismiss' })).toMatchObject({
      action: 'dismiss',
    });
    expect(v.safeParse(SurveyAnswerBody, { surveyId: 1.5 }).success).toBe(false);
  });

  it('goes back only to the feed or the page after an application', () => {
    expect(surveyReturnPath('/jobfeed')).toBe('/jobfeed');
    expect(surveyReturnPath('/job/applied?job=12')).toBe('/job/applied?job=12');
    for (const bad of [
      'https://example.org/jobfeed',
      '//example.org',
      '/jobfeed/x',
      '/job/applied?job=x',
      null,
    ])
      expect(surveyReturnPath(bad)).toBeNull();
  });
});
