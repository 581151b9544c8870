import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Footer } from './Footer.tsx';

test('each column is a named navigation', () => {
  render(
    <Footer legal="© JobSite" columns={[{ title: 'Legal', links: [{ label: 'Terms', href: '/terms' }] }]} />,
  );
  expect(screen.getByRole('navigation', { name: 'Legal' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
  expect(screen.getByRole('contentinfo').textContent).toContain('© JobSite');
});
