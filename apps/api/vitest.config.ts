import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated and seeded database per driver for the whole run, which each suite's server copies
    // (decision 0072; src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 180_000,
    // One database per file; files run one after another to stay light on a shared 2-core machine.
    fileParallelism: false,
    // The files reuse one worker and its loaded modules (decision 0087).
    isolate: false,
  },
});
