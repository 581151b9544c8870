import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Tooltip } from './Tooltip.tsx';

test('shows on focus, describes the trigger, hides on Escape', async () => {
  render(
    <Tooltip content="More about insights">
      <button type="button">Insights</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'Insights' });
  await userEvent.tab();
  expect(document.activeElement).toBe(button);
  const tip = screen.getByRole('tooltip');
  expect(tip.hidden).toBe(false);
  expect(button.getAttribute('aria-describedby')).toBe(tip.id);
  await userEvent.keyboard('{Escape}');
  expect(tip.hidden).toBe(true);
});
