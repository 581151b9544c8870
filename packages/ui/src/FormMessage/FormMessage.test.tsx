import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { expect, test } from 'vitest';
import { FormMessage } from './FormMessage.tsx';

test('announces an error before a notice, and nothing when there is neither', () => {
  const { container, rerender } = render(<FormMessage error="Wrong code" notice="Code sent" />);
  expect(screen.getByRole('alert').textContent).toBe('Wrong code');
  expect(screen.queryByRole('status')).toBeNull();
  rerender(<FormMessage notice="Code sent" />);
  expect(screen.getByRole('status').textContent).toBe('Code sent');
  rerender(<FormMessage />);
  expect(container.innerHTML).toBe('');
});

test('keeps a focusable live region when asked, so a later message is announced', () => {
  const ref = createRef<HTMLDivElement>();
  const { container } = render(<FormMessage live ref={ref} />);
  const region = container.firstElementChild;
  expect(region?.getAttribute('aria-live')).toBe('polite');
  expect(region?.getAttribute('tabindex')).toBe('-1');
  expect(ref.current).toBe(region);
});
