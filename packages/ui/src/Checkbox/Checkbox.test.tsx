import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

test('toggles with a click on the label and with Space', async () => {
  render(<Checkbox label="Work from home" />);
  const box = screen.getByRole('checkbox', { name: 'Work from home' }) as HTMLInputElement;
  await userEvent.click(screen.getByText('Work from home'));
  expect(box.checked).toBe(true);
  box.focus();
  await userEvent.keyboard(' ');
  expect(box.checked).toBe(false);
});
