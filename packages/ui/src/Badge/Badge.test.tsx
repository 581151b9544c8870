import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CountBadge, RankBadge } from './Badge.tsx';

test('rank badge reads as a sentence', () => {
  const { container } = render(<RankBadge rank={3} of={120} />);
  expect(container.textContent).toBe('Rank3of 120 applicants');
});

test('rank badge says "applicant" of one', () => {
  const { container } = render(<RankBadge rank={1} of={1} />);
  expect(container.textContent).toBe('Rank1of 1 applicant');
});

test('count badge caps its number, says what it counts and hides at zero', () => {
  const { rerender, container } = render(<CountBadge count={240} label="unread chats" />);
  expect(screen.getByText('99+')).toBeTruthy();
  expect(screen.getByText('240 unread chats')).toBeTruthy();
  rerender(<CountBadge count={0} label="unread chats" />);
  expect(container.innerHTML).toBe('');
});
