import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SurveyPrompt } from './SurveyPrompt.tsx';

test('offers the survey with the way back, and puts it aside through a form to the survey page', () => {
  render(
    <SurveyPrompt
      survey={{ id: 7, title: 'A quick survey', intro: 'Two questions.' }}
      back="/job/applied?job=9"
    />,
  );
  const card = screen.getByRole('complementary', { name: 'A quick survey' });
  expect(within(card).getByRole('link', { name: 'Answer the survey' }).getAttribute('href')).toBe(
    '/survey/7?back=%2Fjob%2Fapplied%3Fjob%3D9',
  );
  const notNow = within(card).getByRole('button', { name: 'Not now' });
  const form = notNow.closest('form');
  expect(form?.getAttribute('action')).toBe('/survey/7');
  expect(form?.getAttribute('method')).toBe('post');
  expect(form?.querySelector<HTMLInputElement>('input[name="back"]')?.value).toBe('/job/applied?job=9');
  expect(notNow.getAttribute('name')).toBe('intent');
  expect(notNow.getAttribute('value')).toBe('dismiss');
});
