import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { FilterChips } from './FilterChips.tsx';

test('removing a chip reports its label', async () => {
  const onRemove = vi.fn();
  render(<FilterChips labels={['Mumbai', '4-6 years']} onRemove={onRemove} onClearAll={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Remove 4-6 years' }));
  expect(onRemove).toHaveBeenCalledWith('4-6 years');
  expect(screen.getByRole('button', { name: 'Clear all' })).toBeTruthy();
});

test('renders nothing with no filters', () => {
  const { container } = render(<FilterChips labels={[]} onRemove={() => {}} />);
  expect(container.innerHTML).toBe('');
});
