import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 180_000,
    // One database per file; files run one after another to stay light on a shared 2-core machine.
    fileParallelism: false,
  },
});
