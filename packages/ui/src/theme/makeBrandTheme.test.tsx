import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { brands } from '../../../../.storybook/brands.ts';
import { parseHexToRgb } from './testColor.ts';

describe.each(Object.entries(brands))('%s theme class', (_name, theme) => {
  const { light, dark } = theme.tokens;

  test('data-color-mode on the element or an ancestor picks the mode, whatever the system setting', () => {
    render(
      <>
        <div data-testid="light" className={theme.className} data-color-mode="light" />
        <div data-testid="dark" className={theme.className} data-color-mode="dark" />
        <div data-color-mode="dark">
          <div data-testid="nested-dark" className={theme.className} />
        </div>
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('light')).color).toBe(parseHexToRgb(light.color.text));
    expect(getComputedStyle(screen.getByTestId('light')).backgroundColor).toBe(
      parseHexToRgb(light.color.surface),
    );
    expect(getComputedStyle(screen.getByTestId('dark')).color).toBe(parseHexToRgb(dark.color.text));
    expect(getComputedStyle(screen.getByTestId('dark')).colorScheme).toBe('dark');
    expect(getComputedStyle(screen.getByTestId('nested-dark')).backgroundColor).toBe(
      parseHexToRgb(dark.color.surface),
    );
  });

  test('without a choice it follows prefers-color-scheme', () => {
    render(<div data-testid="auto" className={theme.className} />);
    const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
    const expected = systemDark ? dark.color.text : light.color.text;
    expect(getComputedStyle(screen.getByTestId('auto')).color).toBe(parseHexToRgb(expected));
  });
});
