import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Stepper } from './Stepper.tsx';
import { REGISTRATION_STEPS } from './steps.ts';

const table: Array<[string, boolean, boolean]> = [
  ['Personal details', false, false],
  ['Educational details', true, false],
  ['Work experience', true, true],
  ['Additional details', true, true],
  ['Audio/video', true, true],
  ['Cover letter and skills', true, true],
];

test.each(table.map((row, i) => [i, ...row] as const))(
  'step %i (%s): Back %s, Skip %s',
  (index, label, back, skip) => {
    render(<Stepper current={index} />);
    expect(screen.getByRole('heading', { name: label })).toBeTruthy();
    expect(Boolean(screen.queryByRole('button', { name: 'Back' }))).toBe(back);
    expect(Boolean(screen.queryByRole('button', { name: 'Skip' }))).toBe(skip);
    expect(screen.getByText(`Step ${index + 1} of 6`)).toBeTruthy();
  },
);

test('the steps follow the registration routes and the last says Finish', () => {
  expect(REGISTRATION_STEPS.map((s) => s.key)).toEqual([
    'addPersonalDetails',
    'addEducationalDetails',
    'addWorkExperience',
    'addAdditionalDetails',
    'addAudioVideoProfile',
    'addCoverLetterAndSkills',
  ]);
  render(<Stepper current={5} />);
  expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
});
