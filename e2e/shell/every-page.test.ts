import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { filterRoutes, flattenRoutes, pageTitle, routeSet } from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { DEMO, submitLogin } from './helpers.ts';

const e2e = useServerAndBrowser();

/**
 * The route paths that have a page: every web module's manifest (apps/web/src/modules/<name>/module.ts)
 * declares its pages; every other route shows the "under development" screen on purpose.
 */
async function builtPaths(): Promise<Set<string>> {
  const dir = new URL('../../apps/web/src/modules/', import.meta.url);
  const paths = new Set<string>();
  for (const name of readdirSync(dir)) {
    const file = new URL(`${name}/module.ts`, dir);
    if (!existsSync(file)) continue;
    const m = (await import(file.href)) as { default: { pages: Record<string, unknown> } };
    for (const path of Object.keys(m.default.pages)) paths.add(path);
  }
  return paths;
}

/** The built pages of the menu a user is granted, as the web app builds it from the granted policy. */
async function grantedPages(page: Page, clientType: number): Promise<{ path: string; title: string }[]> {
  const granted = await page.evaluate(async () => {
    const v = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string | null;
    const headers: Record<string, string> = { Authorization: `Bearer ${v('ACCESS_TOKEN')}`, Accept: 'application/json' };
    const tenant = v('TENANT');
    if (tenant) headers.__tenant = tenant;
    const res = await fetch('/api/user/account/policy', { headers });
    return ((await res.json()) as { grantedPolicies: string[] }).grantedPolicies;
  });
  const built = await builtPaths();
  return flattenRoutes(filterRoutes(routeSet(clientType), new Set(granted)))
    .filter((r) => !r.redirect && !r.children?.length && built.has(r.path))
    .map((r) => ({ path: r.path, title: pageTitle(r.title) }));
}

/**
 * Opens every page and records what a user would call broken: a script error, a server answer of
 * 500 or more, or the error screens. Hidden detail pages open without their ?id= and must cope.
 */
async function crawl(page: Page, paths: { path: string; title: string }[]) {
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (e) => problems.push(`${current}: script error ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${current}: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  // The calls in flight, counted here: networkidle waits a fixed 500 ms of quiet on every page.
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const settle = (r: unknown) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('request', (r) => {
    inFlight.add(r);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const quiet = async () => {
    // Let the page's first calls answer: 150 ms with none in flight, at most 5 s (the bell polls).
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 150)) await page.waitForTimeout(50);
  };
  for (const [i, { path, title }] of paths.entries()) {
    current = path;
    if (i % 25 === 0) {
      // A fresh load now and then: the kept-alive tabs of in-app moves would pile up otherwise.
      await page.goto(`${e2e.server.url}${path}`);
      await page.getByTestId('global-header').waitFor();
    } else {
      // The rest move inside the app as a menu click does (a full load per page costs ~0.9 s).
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      // The route's title is set once the router has rendered it.
      await page.waitForFunction((t) => document.title === t, title);
      lastChange = Date.now();
    }
    await quiet();
    for (const text of ['抱歉，服务器出错了', '抱歉，你访问的页面不存在或仍在开发中', '抱歉，你无权访问该页面'])
      if ((await page.getByText(text).filter({ visible: true }).count()) > 0) problems.push(`${path}: ${text}`);
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
    expect(paths.map((p) => p.path)).toContain('/statistics/order');
    expect(await crawl(page, paths)).toEqual([]);
    await page.close();
  }, 600_000);
});
