import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Card } from './Card.tsx';

test('renders as the element asked for', () => {
  render(
    <Card as="article" aria-label="Job">
      x
    </Card>,
  );
  expect(screen.getByRole('article', { name: 'Job' })).toBeTruthy();
});
