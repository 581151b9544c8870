import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ToastItems } from './ToastItems.tsx';
import { MAX_TOASTS, ToastRegion } from './ToastRegion.tsx';
import { ToastRegionFrame } from './ToastRegionFrame.tsx';

test('shows at most 4 toasts, the oldest first', () => {
  expect(MAX_TOASTS).toBe(4);
  const toasts = Array.from({ length: 6 }, (_, i) => ({ id: String(i), message: `Toast ${i}`, duration: 0 }));
  render(<ToastRegion toasts={toasts} onDismiss={() => {}} />);
  const shown = screen.getAllByRole('status');
  expect(shown).toHaveLength(4);
  expect(shown[0]?.textContent).toContain('Toast 0');
  expect(screen.queryByText('Toast 4')).toBeNull();
});

test('the frame alone is the same landmark, so the toasts can load after it', () => {
  const empty = render(<ToastRegion toasts={[]} onDismiss={() => {}} />);
  const html = empty.container.innerHTML;
  empty.unmount();
  const frame = render(<ToastRegionFrame />);
  expect(frame.container.innerHTML).toBe(html);
  frame.rerender(
    <ToastRegionFrame>
      <ToastItems toasts={[{ id: '1', message: 'Saved', duration: 0 }]} onDismiss={() => {}} />
    </ToastRegionFrame>,
  );
  expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Saved');
});
