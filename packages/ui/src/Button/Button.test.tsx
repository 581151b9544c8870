import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from './Button.tsx';

test('clicks call onClick; a loading button is busy, keeps its width and ignores clicks', async () => {
  const onClick = vi.fn();
  const { rerender } = render(<Button onClick={onClick}>Apply now</Button>);
  const button = screen.getByRole('button', { name: 'Apply now' });
  const width = button.getBoundingClientRect().width;
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  rerender(
    <Button onClick={onClick} loading>
      Apply now
    </Button>,
  );
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.getBoundingClientRect().width).toBe(width);
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('is at least 24px tall (WCAG 2.5.8)', () => {
  render(<Button size="sm">Small</Button>);
  expect(screen.getByRole('button').getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
});
