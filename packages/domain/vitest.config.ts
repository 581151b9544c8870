import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests run hundreds of cases; on a loaded 2-core machine that can pass 5 s.
    testTimeout: 30_000,
  },
});
