import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Link } from './Link.tsx';

test('renders an anchor, or the link component it is given', () => {
  const { rerender } = render(<Link href="/k/python-jobs">Python</Link>);
  expect(screen.getByRole('link', { name: 'Python' }).getAttribute('href')).toBe('/k/python-jobs');
  rerender(
    <Link href="/k/python-jobs" as={(p) => <a {...p} data-router="yes" />}>
      Python
    </Link>,
  );
  expect(screen.getByRole('link', { name: 'Python' }).dataset.router).toBe('yes');
});
