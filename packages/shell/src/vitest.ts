/**
 * The Vitest configuration of every feature package: `vitest.config.ts` there is
 * `export { default } from '@jobsite/shell/vitest'`.
 */
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Route modules import their styles: the plugin gives their `.css.ts` files a file scope.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.ts'],
    // One real API for the package's run, shared by its route test files (@jobsite/shell/testing;
    // docs/decisions/0073-one-api-per-package-test-run.md).
    globalSetup: [fileURLToPath(new URL('./test-api.global.ts', import.meta.url))],
    // The files share that API and two cores: one file at a time.
    fileParallelism: false,
    // The files reuse one worker and its loaded modules: a fresh one per file cost about 1.3 s each
    // (decision 0087).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 150_000,
  },
});
