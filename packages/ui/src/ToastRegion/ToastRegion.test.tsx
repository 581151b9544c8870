import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MAX_TOASTS, ToastRegion } from './ToastRegion.tsx';

test('shows at most 4 toasts, the oldest first', () => {
  expect(MAX_TOASTS).toBe(4);
  const toasts = Array.from({ length: 6 }, (_, i) => ({ id: String(i), message: `Toast ${i}`, duration: 0 }));
  render(<ToastRegion toasts={toasts} onDismiss={() => {}} />);
  const shown = screen.getAllByRole('status');
  expect(shown).toHaveLength(4);
  expect(shown[0]?.textContent).toContain('Toast 0');
  expect(screen.queryByText('Toast 4')).toBeNull();
});
