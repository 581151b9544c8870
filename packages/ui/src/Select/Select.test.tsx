import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Select } from './Select.tsx';

test('selects an option by its label', async () => {
  const onChange = vi.fn();
  render(
    <Select
      label="Sort"
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: 'date', label: 'Date' },
        { value: 'relevance', label: 'Relevance' },
      ]}
    />,
  );
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Relevance');
  expect(onChange).toHaveBeenCalledWith('relevance');
});
