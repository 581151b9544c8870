import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Toast } from './Toast.tsx';

test('critical toasts are alerts; the action runs and dismisses', async () => {
  const onDismiss = vi.fn();
  const onAction = vi.fn();
  render(
    <Toast
      id="t"
      tone="critical"
      message="Failed"
      duration={0}
      onDismiss={onDismiss}
      action={{ label: 'Undo', onAction }}
    />,
  );
  expect(screen.getByRole('alert').textContent).toContain('Failed');
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(onAction).toHaveBeenCalledOnce();
  expect(onDismiss).toHaveBeenCalledWith('t');
});

test('dismisses itself after its duration', () => {
  vi.useFakeTimers();
  const onDismiss = vi.fn();
  render(<Toast id="t" message="Saved" duration={1000} onDismiss={onDismiss} />);
  vi.advanceTimersByTime(1000);
  expect(onDismiss).toHaveBeenCalledWith('t');
  vi.useRealTimers();
});
