import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One real API process (PGlite, seeded) for every suite; see src/testing/global-setup.ts.
    globalSetup: ['src/testing/global-setup.ts'],
    // Two cores shared with other developers: run files one after another.
    fileParallelism: false,
    // The files reuse one worker and its loaded modules (decision 0087).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
