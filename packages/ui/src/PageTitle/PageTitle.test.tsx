import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PageTitle } from './PageTitle.tsx';

test("is the page's h1 with its intro, and only the heading without one", () => {
  const { rerender } = render(<PageTitle title="Interviews" intro="Choose a time" id="top" tabIndex={-1} />);
  const heading = screen.getByRole('heading', { level: 1, name: 'Interviews' });
  expect(heading.id).toBe('top');
  expect(heading.getAttribute('tabindex')).toBe('-1');
  expect(heading.nextElementSibling?.textContent).toBe('Choose a time');
  rerender(<PageTitle title="Saved jobs" />);
  expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBeNull();
});
