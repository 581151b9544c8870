import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Container } from './Container.tsx';

test('narrow container is at most 720px wide', () => {
  render(
    <Container data-testid="c" size="narrow">
      x
    </Container>,
  );
  expect(getComputedStyle(screen.getByTestId('c')).maxWidth).toBe('720px');
});
