import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CompletenessMeter } from './CompletenessMeter.tsx';

test('reports the percentage and links every item', () => {
  render(
    <CompletenessMeter
      percentage={62.4}
      items={[
        { key: 'resumeAttached', label: 'Upload your resume', done: false, href: '/myprofile#resume' },
        { key: 'skills', label: 'Add skills', done: true, href: '/skills' },
      ]}
    />,
  );
  expect(
    screen.getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuenow'),
  ).toBe('62');
  expect(screen.getByRole('link', { name: 'Upload your resume' }).getAttribute('href')).toBe(
    '/myprofile#resume',
  );
  expect(screen.getByRole('link', { name: 'Add skills (done)' })).toBeTruthy();
});
