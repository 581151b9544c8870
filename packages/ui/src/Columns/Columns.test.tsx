import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Columns } from './Columns.tsx';

test('sets the column template from the widths', () => {
  render(
    <Columns data-testid="cols" widths={[1, 2]}>
      <div>a</div>
      <div>b</div>
    </Columns>,
  );
  const el = screen.getByTestId('cols');
  expect(el.getAttribute('style')).toContain('minmax(0, 2fr)');
});
