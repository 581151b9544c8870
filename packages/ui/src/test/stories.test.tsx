import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import { brands, colorModes } from '../../../../.storybook/brands.ts';
import { axeViolations } from './axe.ts';

type StoriesModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true });

/**
 * Every story of every component renders, in each brand and colour mode, and passes axe's
 * WCAG 2.2 A/AA rules in real Chromium (so colour contrast is measured on the rendered page).
 */
for (const [path, module] of Object.entries(modules)) {
  const name = path.replace(/^.*\/(\w+)\.stories\.tsx$/, '$1');
  describe(name, () => {
    for (const brand of Object.keys(brands)) {
      for (const colorMode of colorModes) {
        const stories = composeStories(module, { initialGlobals: { brand, colorMode } });
        for (const [storyName, Story] of Object.entries(stories) as [string, ComponentType][]) {
          test(`${storyName} · ${brand} · ${colorMode}`, async () => {
            const { container } = render(<Story />);
            const themed = container.querySelector('[data-brand]');
            expect(themed?.getAttribute('data-brand')).toBe(brand);
            expect(themed?.getAttribute('data-color-mode')).toBe(colorMode);
            expect(await axeViolations(container)).toEqual([]);
          });
        }
      }
    }
  });
}
