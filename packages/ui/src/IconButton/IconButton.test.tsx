import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bookmark } from 'lucide-react';
import { expect, test, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';

test('is named by its label, toggles aria-pressed and is keyboard operable', async () => {
  const onClick = vi.fn();
  render(
    <IconButton label="Save job" icon={<Bookmark aria-hidden="true" />} pressed={false} onClick={onClick} />,
  );
  const button = screen.getByRole('button', { name: 'Save job' });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledOnce();
  expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
});
