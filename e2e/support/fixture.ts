import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './server.ts';
import { launchBrowser } from './browser.ts';

export interface E2E {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** A fresh server and a browser for the test file: started before its tests, stopped after them. */
export function useServerAndBrowser(): E2E {
  const e2e = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [e2e.server, e2e.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}
