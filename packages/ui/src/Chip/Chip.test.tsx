import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Chip } from './Chip.tsx';

test('the remove button is named after the chip and at least 24px', async () => {
  const onRemove = vi.fn();
  render(<Chip label="Python" onRemove={onRemove} />);
  const button = screen.getByRole('button', { name: 'Remove Python' });
  expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  await userEvent.click(button);
  expect(onRemove).toHaveBeenCalledOnce();
});

test('a toggle chip reports its pressed state', () => {
  render(<Chip label="Remote" onToggle={() => {}} selected />);
  expect(screen.getByRole('button', { name: 'Remote' }).getAttribute('aria-pressed')).toBe('true');
});
