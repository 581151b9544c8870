import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated and seeded database per driver for the whole run, which each suite's server copies
    // (decision 0072; src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 180_000,
    // One database per file, so two files run at once: much of a file's time is spent waiting (on the
    // database, on an API process it started), and one at a time left a core idle (decision 0104).
    fileParallelism: true,
    maxWorkers: 2,
    // The files reuse one worker and its loaded modules (decision 0087).
    isolate: false,
  },
});
