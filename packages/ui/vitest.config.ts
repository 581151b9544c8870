import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every test runs in real Chromium, so layout, focus and colour contrast are the browser's own.
// The machines have Debian's Chromium rather than a Playwright download: CHROMIUM_PATH points at it.
const executablePath = chromiumPath();

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Pre-bundle up front: a mid-run re-optimisation reloads the browser and drops test files.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      '@storybook/react-vite',
      '@testing-library/react',
      '@testing-library/user-event',
      'axe-core',
      'lucide-react',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: [...CHROMIUM_ARGS],
        },
      }),
      instances: [{ browser: 'chromium' }],
      // The stories' reference screenshots (decision 0050): a small tolerance for anti-aliasing.
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
