import { defineConfig } from 'vitest/config';

// The server's business day is Asia/Shanghai's (config.timeZone, set as TZ unless one is given). The
// test runner, the servers it starts and the browser (Chromium reads TZ) take the same zone, so that
// a date a test computes is the server's date also between 16:00 and 24:00 UTC.
process.env.TZ ||= 'Asia/Shanghai';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    // One first start of the server per run; each file's server starts from a copy of its data folder.
    globalSetup: ['support/template.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A server and a browser per file, one file at a time: on the 2-core machines two at once were
    // no faster and made timing-sensitive steps flaky.
    maxWorkers: 1,
    // One more try for a browser test that trips over a loaded machine; a real fault fails twice.
    retry: 1,
  },
});
