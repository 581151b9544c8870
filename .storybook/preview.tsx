import type { Decorator, Preview } from '@storybook/react-vite';
import { breakpoints } from '../packages/ui/src/theme/breakpoints.ts';
import { type BrandName, brandNames, brands, type ColorModeName, siteNames } from './brands.ts';

const firstBrand = brandNames[0] ?? '';

/**
 * Wraps every story in the chosen brand's theme class and colour mode. "System" sets no mode, so the
 * theme follows the designer's operating system (`prefers-color-scheme`), as the sites do.
 */
const withBrand: Decorator = (Story, context) => {
  const brand = (context.globals.brand as BrandName | undefined) ?? firstBrand;
  const chosen = (context.globals.colorMode as ColorModeName | 'system' | undefined) ?? 'light';
  const mode = chosen === 'system' ? undefined : chosen;
  const theme = brands[brand] ?? brands[firstBrand];
  return (
    <div
      className={theme?.className}
      data-color-mode={mode}
      data-brand={brand}
      style={{ padding: '16px', minHeight: '100vh', boxSizing: 'border-box' }}
    >
      <Story />
    </div>
  );
};

const viewports = Object.fromEntries(
  Object.entries(breakpoints)
    .filter(([name]) => name !== 'xxs')
    .map(([name, px]) => [
      name,
      {
        name: `${name} (${px}px)`,
        styles: { width: `${px}px`, height: '900px' },
        type: px < 600 ? 'mobile' : px < 1200 ? 'tablet' : 'desktop',
      },
    ]),
);

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...brandNames.map((name) => ({ value: name, title: name[0]?.toUpperCase() + name.slice(1) })),
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'Follow system', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: firstBrand, colorMode: 'light' },
  parameters: {
    siteNames,
    layout: 'fullscreen',
    viewport: { options: viewports },
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
  },
};

export default preview;
