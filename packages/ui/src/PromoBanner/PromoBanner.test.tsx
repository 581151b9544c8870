import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { PromoBanner } from './PromoBanner.tsx';

test('is a named complementary region with its call to action', async () => {
  const onDismiss = vi.fn();
  render(
    <PromoBanner title="Go Pro" cta={{ label: 'Upgrade', href: '/subscribe/plans' }} onDismiss={onDismiss} />,
  );
  expect(screen.getByRole('complementary', { name: 'Go Pro' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscribe/plans');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(onDismiss).toHaveBeenCalledOnce();
});
