import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Heading } from './Heading.tsx';

test('renders the requested heading level', () => {
  render(
    <Heading level={3} size={1}>
      Title
    </Heading>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Title' })).toBeTruthy();
});
