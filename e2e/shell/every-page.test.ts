import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { filterRoutes, flattenRoutes, routeSet } from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { DEMO, submitLogin } from './helpers.ts';

const e2e = useServerAndBrowser();

/**
 * The route paths that have a page, read from the web app's page registries (the files that map a
 * path to its lazily loaded page); every other route shows the "under development" screen on purpose.
 */
function builtPaths(): Set<string> {
  const files = [
    'apps/web/src/app/pages.tsx',
    'apps/web/src/modules/identity/pages.ts',
    'apps/web/src/modules/saas/registry.ts',
    'apps/web/src/modules/logs/registry.ts',
    'apps/web/src/modules/settings/registry.ts',
    'apps/web/src/modules/reports/registry.ts',
  ];
  const paths = new Set<string>();
  for (const f of files) {
    const text = readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8');
    for (const m of text.matchAll(/^\s*'(\/[^']*)':/gm)) paths.add(m[1]!);
  }
  return paths;
}

/** The built pages of the menu a user is granted, as the web app builds it from the granted policy. */
async function grantedPages(page: Page, clientType: number): Promise<string[]> {
  const granted = await page.evaluate(async () => {
    const v = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string | null;
    const headers: Record<string, string> = { Authorization: `Bearer ${v('ACCESS_TOKEN')}`, Accept: 'application/json' };
    const tenant = v('TENANT');
    if (tenant) headers.__tenant = tenant;
    const res = await fetch('/api/user/account/policy', { headers });
    return ((await res.json()) as { grantedPolicies: string[] }).grantedPolicies;
  });
  const built = builtPaths();
  return flattenRoutes(filterRoutes(routeSet(clientType), new Set(granted)))
    .filter((r) => !r.redirect && !r.children?.length && built.has(r.path))
    .map((r) => r.path);
}

/**
 * Opens every page and records what a user would call broken: a script error, a server answer of
 * 500 or more, or the error screens. Hidden detail pages open without their ?id= and must cope.
 */
async function crawl(page: Page, paths: string[]) {
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (e) => problems.push(`${current}: script error ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${current}: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  for (const path of paths) {
    current = path;
    await page.goto(`${e2e.server.url}${path}`);
    await page.getByTestId('global-header').waitFor();
    // Let the page's first calls answer (the bell polls, so networkidle may not come: bounded wait).
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    for (const text of ['抱歉，服务器出错了', '抱歉，你访问的页面不存在或仍在开发中', '抱歉，你无权访问该页面'])
      if ((await page.getByText(text).count()) > 0) problems.push(`${path}: ${text}`);
  }
  return problems;
}

describe('every page of the menu opens on real data', () => {
  it('the demo owner opens every built page of the space menu without a script error, a 5xx or an error screen', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${e2e.server.url}/home`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, DEMO);
    await page.getByTestId('global-header').waitFor();
    const paths = await grantedPages(page, 1);
    expect(paths.length).toBeGreaterThan(80);
    expect(await crawl(page, paths)).toEqual([]);
    await page.close();
  }, 600_000);

  it('the platform administrator opens every built page of the platform menu the same way', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${e2e.server.url}/home`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName: 'admin', password: DEMO.password });
    await page.getByTestId('global-header').waitFor();
    const paths = await grantedPages(page, 2);
    expect(paths).toContain('/statistics/order');
    expect(await crawl(page, paths)).toEqual([]);
    await page.close();
  }, 600_000);
});
