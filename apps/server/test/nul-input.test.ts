import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { messages } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { multipart } from './support/multipart.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
});
afterAll(() => t?.close());

function apiRoutes() {
  const out: { method: string; url: string }[] = [];
  for (const r of t.server.routes as RouteOptions[])
    for (const m of Array.isArray(r.method) ? r.method : [r.method])
      if (r.url.startsWith('/api/') && m !== 'HEAD' && r.url !== '/api/account/logout')
        out.push({ method: m, url: r.url });
  return out;
}
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, crypto.randomUUID());

// PostgreSQL text cannot hold U+0000: every route refuses it with the same 400 before any query runs.
describe('a NUL character in any input', () => {
  it('in the query string or the path: 400 with the message on every route', async () => {
    const wrong: string[] = [];
    for (const r of apiRoutes()) {
      const res = await t.call({
        method: r.method as 'GET',
        url: `${fill(r.url)}?filter=a%00b&name=x`,
        token: owner,
        factory: t.ids.factoryIds[0],
      });
      if (res.statusCode !== 400 || res.json().error.message !== messages.nulCharacter)
        wrong.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const path = await t.call({ method: 'GET', url: '/api/basic/warehouse/%00', token: owner });
    expect(path.statusCode).toBe(400);
  });

  it('in a JSON body, a nested string or a key: never a 500, and 400 wherever the caller may call', async () => {
    const bodies = [
      { name: 'a\u0000b', remark: 'x' },
      { lines: [{ position: 'A\u0000' }] },
      { ['k\u0000']: 1 },
    ];
    const fivexx: string[] = [];
    let refused = 0;
    for (const r of apiRoutes().filter((x) => x.method === 'POST' || x.method === 'PUT')) {
      for (const payload of bodies) {
        const res = await t.call({
          method: r.method as 'POST',
          url: fill(r.url),
          payload,
          token: owner,
          factory: t.ids.factoryIds[0],
        });
        if (res.statusCode >= 500) fivexx.push(`${r.method} ${r.url} → ${res.statusCode}`);
        if (res.statusCode === 400 && res.json().error.message === messages.nulCharacter) refused++;
      }
    }
    expect(fivexx).toEqual([]);
    expect(refused).toBeGreaterThan(100);
    const warehouse = await t.call({
      method: 'POST',
      url: '/api/basic/warehouse',
      payload: { name: '仓\u0000', type: 1 },
      token: owner,
      factory: t.ids.factoryIds[0],
    });
    expect(warehouse.json().error).toMatchObject({
      message: messages.nulCharacter,
      validationErrors: [{ members: ['name'] }],
    });
  });

  it('in an uploaded file name: 400, nothing stored', async () => {
    const body = await multipart([{ name: 'a\u0000.png', type: 'image/png', content: 'x' }]);
    const res = await t.call({ method: 'POST', url: '/api/basic/file', token: owner, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(messages.nulCharacter);
  });
});
