import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Switch } from './Switch.tsx';

test('toggles with click and keyboard', async () => {
  const onChange = vi.fn();
  render(<Switch label="Email job alerts" onChange={onChange} />);
  const sw = screen.getByRole('switch', { name: 'Email job alerts' });
  await userEvent.click(sw);
  expect(sw.getAttribute('aria-checked')).toBe('true');
  await userEvent.keyboard(' ');
  expect(sw.getAttribute('aria-checked')).toBe('false');
  expect(onChange.mock.calls).toEqual([[true], [false]]);
});
