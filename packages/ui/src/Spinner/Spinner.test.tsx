import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Spinner } from './Spinner.tsx';

test('a labelled spinner is a status', () => {
  render(<Spinner label="Loading" />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
});
