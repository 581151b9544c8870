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
