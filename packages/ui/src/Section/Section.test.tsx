import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Section } from './Section.tsx';

test('is a region named by its heading, with the content under it', () => {
  render(
    <Section title="How it works" id="how" level={3}>
      <p>Three rounds</p>
    </Section>,
  );
  const region = screen.getByRole('region', { name: 'How it works' });
  expect(screen.getByRole('heading', { level: 3, name: 'How it works' }).id).toBe('how');
  expect(region.textContent).toContain('Three rounds');
});
