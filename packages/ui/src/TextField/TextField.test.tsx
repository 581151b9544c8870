import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { TextField } from './TextField.tsx';

test('label, typing and error are wired up', async () => {
  render(<TextField label="Phone" error="Enter a 10-digit phone number" />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  await userEvent.type(input, '98');
  expect((input as HTMLInputElement).value).toBe('98');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toContain('-error');
});
