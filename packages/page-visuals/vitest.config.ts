import { CHROMIUM_ARGS, chromiumPath } from '@jobsite/test-fixtures/browser';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// The page stories in real Chromium (Debian's, found by CHROMIUM_PATH), at a desktop width; a story that
// names a phone width (`pictureWidths`) is pictured at it too, the suite resizing the viewport for it.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Pre-bundle up front: a mid-run re-optimisation reloads the browser and drops test files.
  optimizeDeps: {
    // Packages this one does not depend on itself are named through one that does (`a > b`).
    include: [
      '@jobsite/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@jobsite/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@jobsite/ui > @vanilla-extract/dynamic',
      '@jobsite/ui > lucide-react',
      '@jobsite/feature-listings > @jobsite/domain > valibot',
      '@jobsite/feature-listings > @jobsite/api-client > ky',
      '@storybook/react-vite',
      '@testing-library/react',
      'axe-core',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react-router',
    ],
  },
  test: {
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      // Tall enough for a whole page: the frame paints only what is inside it.
      viewport: { width: 1280, height: 4000 },
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
      }),
      instances: [{ browser: 'chromium' }],
      // The same small tolerance for anti-aliasing as the UI kit's references (decision 0050).
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
});
