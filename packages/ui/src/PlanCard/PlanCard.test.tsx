import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { PlanCard } from './PlanCard.tsx';

test('shows the plan and selects it', async () => {
  const onSelect = vi.fn();
  render(
    <PlanCard
      name="Resume builder"
      description={['Templates']}
      price="₹1,999"
      frequency="for 6 months"
      onSelect={onSelect}
    />,
  );
  const card = screen.getByRole('article', { name: 'Resume builder' });
  expect(card.textContent).toContain('₹1,999for 6 months');
  await userEvent.click(screen.getByRole('button', { name: 'Choose plan: Resume builder' }));
  expect(onSelect).toHaveBeenCalledOnce();
});
