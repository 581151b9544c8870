import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Inline } from './Inline.tsx';

test('wraps by default and can be told not to', () => {
  const { rerender } = render(<Inline data-testid="row">x</Inline>);
  expect(getComputedStyle(screen.getByTestId('row')).flexWrap).toBe('wrap');
  rerender(
    <Inline data-testid="row" wrap={false}>
      x
    </Inline>,
  );
  expect(getComputedStyle(screen.getByTestId('row')).flexWrap).toBe('nowrap');
});
