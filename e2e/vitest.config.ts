import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A server and a browser per file: two files at a time fit the 2-core machines.
    maxWorkers: 2,
  },
});
