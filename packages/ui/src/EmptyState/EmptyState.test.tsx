import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

test('has a heading and its action', () => {
  render(<EmptyState title="No jobs" action={<a href="/jobfeed">Feed</a>} />);
  expect(screen.getByRole('heading', { level: 2, name: 'No jobs' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Feed' })).toBeTruthy();
});
