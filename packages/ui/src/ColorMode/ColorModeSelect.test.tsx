import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ColorModeSelect } from './ColorModeSelect.tsx';

test('a labelled choice of system, light and dark that says what was picked', async () => {
  const onChange = vi.fn();
  render(<ColorModeSelect value="system" onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Theme' });
  expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['system', 'light', 'dark']);
  await userEvent.selectOptions(select, 'Dark');
  expect(onChange).toHaveBeenCalledWith('dark');
});
