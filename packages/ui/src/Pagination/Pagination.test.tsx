import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Pagination } from './Pagination.tsx';
import { visiblePages } from './pages.ts';

test('visible pages keep first, last and neighbours with gaps', () => {
  expect(visiblePages(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
  expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
});

test('marks the current page and links previous and next', () => {
  render(<Pagination page={2} totalPages={3} hrefFor={(p) => `/p/${p}`} />);
  expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/p/1');
  expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/p/3');
});

test('renders nothing for a single page', () => {
  const { container } = render(<Pagination page={1} totalPages={1} hrefFor={() => '/'} />);
  expect(container.innerHTML).toBe('');
});
