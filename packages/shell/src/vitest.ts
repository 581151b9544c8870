/**
 * The Vitest configuration of every feature package: `vitest.config.ts` there is
 * `export { default } from '@jobsite/shell/vitest'`.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Route modules import their styles: the plugin gives their `.css.ts` files a file scope.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.ts'],
    // Each route test file starts its own API (@jobsite/shell/testing): one file at a time on two cores.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 150_000,
  },
});
