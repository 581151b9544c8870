import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NotFound } from './NotFound.tsx';

test('shows the exact heading and the category links', () => {
  render(<NotFound categories={[{ label: 'Consulting', href: '/c/consulting-jobs' }]} />);
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('Ooops! Looks like you\u2019ve got lost\u2026');
  expect(screen.getByRole('link', { name: 'Consulting' }).getAttribute('href')).toBe('/c/consulting-jobs');
});
