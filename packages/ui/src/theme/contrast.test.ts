import { describe, expect, test } from 'vitest';
import { brands, colorModes } from '../../../../.storybook/brands.ts';
import { checkContrast, contrastRatio } from './contrast.ts';

test('contrast ratio matches the WCAG reference values', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
});

/** The brand palettes, read from each app's theme tokens, meet WCAG 2.2 AA in both modes. */
describe.each(Object.entries(brands))('%s brand', (_name, theme) => {
  test.each(colorModes)('%s mode: every text and control pair meets AA', (mode) => {
    const failures = checkContrast(theme.tokens[mode].color)
      .filter((r) => !r.passes)
      .map((r) => `${r.foreground} on ${r.background}: ${r.ratio.toFixed(2)} (needs ${r.minimum})`);
    expect(failures).toEqual([]);
  });
});
