import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Stack } from './Stack.tsx';

test('lays children out in a column', () => {
  render(
    <Stack data-testid="stack">
      <span>a</span>
      <span>b</span>
    </Stack>,
  );
  expect(getComputedStyle(screen.getByTestId('stack')).flexDirection).toBe('column');
});
