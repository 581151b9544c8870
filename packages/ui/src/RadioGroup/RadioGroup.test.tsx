import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

test('arrow keys move the selection inside the named group', async () => {
  const onChange = vi.fn();
  render(
    <RadioGroup
      legend="Gender"
      name="gender"
      onChange={onChange}
      options={[
        { value: '1', label: 'Male' },
        { value: '2', label: 'Female' },
      ]}
    />,
  );
  expect(screen.getByRole('group', { name: 'Gender' })).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
  await userEvent.keyboard('{ArrowDown}');
  expect(onChange).toHaveBeenLastCalledWith('2');
  expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
});
