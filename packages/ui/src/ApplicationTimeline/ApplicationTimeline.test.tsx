import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
// The browser's own keyboard: a summary opens its details natively, which synthesized events do not do.
import { userEvent } from 'vitest/browser';
import { ApplicationTimeline, type ApplicationTimelineStep } from './ApplicationTimeline.tsx';

const steps: ApplicationTimelineStep[] = [
  { status: 'applied', at: '2026-11-03T09:12:00.000Z', date: '3 Nov 2026', by: 'you' },
  { status: 'viewed', at: '2026-11-05T11:40:00.000Z', date: '5 Nov 2026', by: 'recruiter' },
  { status: 'rejected', at: '2026-11-09T15:20:00.000Z', date: '9 Nov 2026', by: 'recruiter' },
];
const label = 'Timeline of your application to Branch Manager';

test('lists every step oldest first, each with its time, under a disclosure the keyboard opens', async () => {
  render(<ApplicationTimeline steps={steps} response={{ kind: 'within', days: 6 }} label={label} />);
  expect(screen.getByText(/^Latest:/).textContent).toBe(
    'Latest: Not shortlisted by the recruiter, 9 Nov 2026',
  );
  const summary = screen.getByText('Whole timeline (3 steps)');
  const details = summary.closest('details');
  expect(details?.open).toBe(false);
  summary.focus();
  await userEvent.keyboard('{Enter}');
  expect(details?.open).toBe(true);
  const list = screen.getByRole('list', { name: label });
  expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Applied by you, 3 Nov 2026',
    'Viewed by the recruiter, 5 Nov 2026',
    'Not shortlisted by the recruiter, 9 Nov 2026',
  ]);
  expect(items.map((li) => li.querySelector('time')?.getAttribute('datetime'))).toEqual(
    steps.map((s) => s.at),
  );
  expect(screen.getByText("Half of this recruiter's applicants hear back within 6 days.")).toBeTruthy();
  // Each step's phrase names who acted in the same text: no element reads the status's word alone, as
  // the card's own status badge does.
  expect(screen.queryAllByText('Not shortlisted')).toEqual([]);
  expect(screen.queryAllByText('Applied')).toEqual([]);
});

test('shows a single step as it is, with no disclosure', () => {
  render(
    <ApplicationTimeline steps={steps.slice(0, 1)} response={{ kind: 'within', days: 1 }} label={label} />,
  );
  expect(screen.queryByText(/Whole timeline/)).toBeNull();
  expect(within(screen.getByRole('list', { name: label })).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByText("Half of this recruiter's applicants hear back within a day.")).toBeTruthy();
});

test('says nothing of an answer time without enough history, and names no actor for the product', () => {
  const { rerender } = render(
    <ApplicationTimeline
      steps={[{ status: 'applied', at: '2026-11-03T09:12:00.000Z', date: '3 Nov 2026', by: null }]}
      response={{ kind: 'new' }}
      label={label}
    />,
  );
  expect(screen.getByRole('listitem').textContent).toBe('Applied, 3 Nov 2026');
  expect(
    screen.getByText('This recruiter is new: not enough history yet to say when applicants hear back.'),
  ).toBeTruthy();
  expect(screen.queryByText(/within/)).toBeNull();
  rerender(<ApplicationTimeline steps={steps} response={{ kind: 'rarely' }} label={label} />);
  expect(screen.getByText("More than half of this recruiter's applicants have not heard back.")).toBeTruthy();
});
