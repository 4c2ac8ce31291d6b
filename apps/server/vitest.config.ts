import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Migrates and seeds one database per run; each file gets a copy of it.
    globalSetup: ['test/support/template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time suits the 2-core machines.
    maxWorkers: 2,
  },
});
