import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Autocomplete } from './Autocomplete.tsx';

const options = ['Mumbai', 'Pune', 'Chennai'].map((c) => ({ value: c, label: c }));

function Harness() {
  const [value, setValue] = useState<string[]>([]);
  return <Autocomplete label="Cities" options={options} value={value} onChange={setValue} />;
}

test('filters, moves with arrows, chooses with Enter, closes with Escape, removes with Backspace', async () => {
  render(<Harness />);
  const input = screen.getByRole('combobox', { name: 'Cities' });
  await userEvent.click(input);
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('option')).toHaveLength(3);
  await userEvent.type(input, 'n');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pune', 'Chennai']);
  await userEvent.keyboard('{ArrowDown}');
  expect(input.getAttribute('aria-activedescendant')).toContain('Chennai');
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Remove Chennai' })).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  expect(input.getAttribute('aria-expanded')).toBe('false');
  await userEvent.keyboard('{Backspace}');
  expect(screen.queryByRole('button', { name: 'Remove Chennai' })).toBeNull();
});
