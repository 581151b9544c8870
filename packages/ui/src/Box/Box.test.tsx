import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Box } from './Box.tsx';

test('renders the element it is asked for and keeps other attributes', () => {
  render(
    <Box as="section" padding="md" aria-label="Filters">
      content
    </Box>,
  );
  const section = screen.getByRole('region', { name: 'Filters' });
  expect(section.tagName).toBe('SECTION');
  expect(section.className).not.toBe('');
});
