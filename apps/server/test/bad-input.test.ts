import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let token: string;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  // Every API route the server registered (the app is already built: read them from the router).
  const seen = new Set<string>();
  for (const r of collect(t)) {
    const key = `${r.method} ${r.url}`;
    if (!seen.has(key)) {
      seen.add(key);
      routes.push(r);
    }
  }
});
afterAll(() => t?.close());

function collect(app: TestApp): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  for (const r of app.server.routes as RouteOptions[]) {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const m of methods) // Logout would end the session the walk runs with.
    if (r.url.startsWith('/api/') && m !== 'HEAD' && r.url !== '/api/account/logout') out.push({ method: m, url: r.url });
  }
  return out;
}

const fill = (url: string, id: string) => url.replace(/:[A-Za-z]+/g, id);
const garbageBodies = [
  { payload: '{"a":', headers: { 'content-type': 'application/json' } },
  { payload: 'not json at all', headers: { 'content-type': 'text/plain' } },
  { payload: { userName: 123, password: [], displayName: { x: 1 }, ids: 'x', skipCount: -1, documentType: 'x' } },
  { payload: { userName: 'x'.repeat(10_000), password: 'y'.repeat(10_000), displayName: '名'.repeat(5_000), remark: 'z'.repeat(100_000) } },
];

describe('bad input never gets a 500', () => {
  it('has found the API routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('answers every route with garbage bodies, invalid ids and hostile queries in the error body, never 500', async () => {
    const failures: string[] = [];
    for (const r of routes) {
      const attempts = [
        { url: fill(r.url, 'not-a-uuid') },
        { url: `${fill(r.url, '00000000-0000-4000-8000-000000000000')}?skipCount=-1&maxResultCount=99999&sorting=drop%20table` },
        ...(r.method === 'GET' || r.method === 'DELETE' ? [] : garbageBodies.map((b) => ({ url: fill(r.url, '00000000-0000-4000-8000-000000000000'), ...b }))),
      ];
      for (const a of attempts) {
        const res = await t.call({ method: r.method as 'GET', token, ...a } as never);
        const tag = `${r.method} ${a.url.slice(0, 80)} → ${res.statusCode}`;
        if (res.statusCode === 401 && !r.url.endsWith('/token')) failures.push(`${tag}: the session was lost`);
        if (res.statusCode >= 500) failures.push(`${tag} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          const body = res.json();
          if (!body.error?.message || !/[\u4e00-\u9fa5]/.test(body.error.message)) failures.push(`${tag} without a Chinese error body: ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route of every module is walked (several hundred with the basic data): minutes, not seconds.
  }, 300_000);
});
