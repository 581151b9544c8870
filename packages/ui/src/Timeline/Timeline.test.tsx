import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Timeline } from './Timeline.tsx';

test('marks the current round and says which rounds eliminate', () => {
  render(
    <Timeline
      label="Rounds"
      items={[
        { key: 'r1', title: 'Round 1', status: 'done', elimination: true },
        { key: 'r2', title: 'Round 2', status: 'current', elimination: true },
        { key: 'r3', title: 'Round 3', status: 'locked', elimination: false },
      ]}
    />,
  );
  const items = screen.getAllByRole('listitem');
  expect(items[1]?.getAttribute('aria-current')).toBe('step');
  expect(items[0]?.textContent).toContain('Completed');
  expect(items[2]?.textContent).toContain('Non-elimination');
});

test('says a step in its own words, dates it with a time element and uses the heading level asked for', () => {
  render(
    <Timeline
      label="Rounds"
      headingLevel={2}
      items={[
        {
          key: 'registration',
          title: 'Registration',
          status: 'done',
          statusLabel: 'Closed',
          date: '1 Nov 2026',
          dateTime: '2026-11-01T00:00:00.000Z',
        },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Registration' })).toBeTruthy();
  expect(screen.getByText('Closed')).toBeTruthy();
  expect(screen.queryByText('Completed')).toBeNull();
  expect(screen.getByText('1 Nov 2026').tagName).toBe('TIME');
  expect(screen.getByText('1 Nov 2026').getAttribute('datetime')).toBe('2026-11-01T00:00:00.000Z');
});
