import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RecruiterResponse } from './RecruiterResponse.tsx';

const figures = {
  applications: 1240,
  withinDays: 2,
  heardWithin7Days: 84,
  heardWithin14Days: 89,
  lastActionDaysAgo: 3,
};

test('names the badge, each share and the last action under one labelled section', () => {
  render(<RecruiterResponse figures={figures} />);
  const section = screen.getByRole('region', { name: 'How the recruiter responds' });
  expect(within(section).getByText('Usually responds within 2 days')).toBeTruthy();
  const terms = within(section)
    .getAllByRole('term')
    .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`);
  expect(terms).toEqual([
    'Heard back within 7 days: 84%',
    'Heard back within 14 days: 89%',
    'Last acted on an application: 3 days ago',
  ]);
  expect(within(section).getByText('From 1,240 applications on this site.')).toBeTruthy();
});

test('says "a day", leaves out an unearned badge and says which shares are not known yet', () => {
  const { rerender } = render(<RecruiterResponse figures={{ ...figures, withinDays: 1 }} />);
  expect(screen.getByText('Usually responds within a day')).toBeTruthy();
  rerender(
    <RecruiterResponse
      figures={{ ...figures, withinDays: null, heardWithin14Days: null, lastActionDaysAgo: null }}
    />,
  );
  expect(screen.queryByText(/Usually responds/)).toBeNull();
  expect(screen.getByText('Too few applications yet')).toBeTruthy();
  expect(screen.getByText('Not yet')).toBeTruthy();
});

test('says a new recruiter has not enough history, and nothing else', () => {
  render(<RecruiterResponse figures={null} headingLevel={3} />);
  expect(screen.getByRole('heading', { level: 3, name: 'How the recruiter responds' })).toBeTruthy();
  expect(screen.getByText('New recruiter: not enough history yet')).toBeTruthy();
  expect(screen.queryByRole('term')).toBeNull();
});
