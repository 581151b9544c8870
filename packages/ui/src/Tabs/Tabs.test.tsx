import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Tabs } from './Tabs.tsx';

const tabs = ['One', 'Two', 'Three'].map((t) => ({ id: t, label: t, content: `${t} panel` }));

test('arrow keys, Home and End move focus and selection; only the selected tab is tabbable', async () => {
  render(<Tabs label="Example" tabs={tabs} />);
  const [one, two, three] = screen.getAllByRole('tab');
  expect(one?.tabIndex).toBe(0);
  expect(two?.tabIndex).toBe(-1);
  await userEvent.tab();
  expect(document.activeElement).toBe(one);
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(two);
  expect(two?.getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Two panel');
  await userEvent.keyboard('{End}');
  expect(document.activeElement).toBe(three);
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(one);
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(three);
  await userEvent.keyboard('{Home}');
  expect(one?.getAttribute('aria-selected')).toBe('true');
});
