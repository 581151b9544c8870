import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Avatar, initials } from './Avatar.tsx';

test('initials take the first and last words', () => {
  expect(initials('Priya Sharma')).toBe('PS');
  expect(initials('Ravi Kumar Menon')).toBe('RM');
  expect(initials('acme')).toBe('A');
});

test('without an image it is an img named after the person', () => {
  render(<Avatar name="Priya Sharma" />);
  expect(screen.getByRole('img', { name: 'Priya Sharma' }).textContent).toBe('PS');
});
