import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Text } from './Text.tsx';

test('renders a paragraph by default and another element on request', () => {
  const { rerender } = render(<Text>Hello</Text>);
  expect(screen.getByText('Hello').tagName).toBe('P');
  rerender(<Text as="span">Hello</Text>);
  expect(screen.getByText('Hello').tagName).toBe('SPAN');
});
