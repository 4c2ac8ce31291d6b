import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';

const e2e = useServerAndBrowser();

describe('a newcomer’s first start', () => {
  it('serves the login page and the API docs on one port', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.server.url}/`);
    await page.waitForURL(/\/user\/login/);
    await page.waitForSelector('input[type="password"]');
    expect(await page.title()).toContain('铝云工厂');
    const docs = await fetch(`${e2e.server.url}/swagger/json`);
    expect(docs.status).toBe(200);
    const spec = await docs.json();
    expect(spec.paths['/api/user/account/token']).toBeTruthy();
    expect(spec.paths['/api/basic/custom-order-code']).toBeTruthy();
    // An unknown API path is an API error, not the web app's page.
    const nope = await fetch(`${e2e.server.url}/api/nope`);
    expect(nope.status).toBe(404);
    expect((await nope.json()).error.message).toBe('请求的接口不存在');
    await page.close();
  });

  it('accepts both demo accounts at the token call', async () => {
    for (const userName of ['admin', 'demo']) {
      const res = await fetch(`${e2e.server.url}/api/user/account/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password: '1q2w3E*' }),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).accessToken).toBeTruthy();
    }
  });
});
