import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, spec02Calls, type SpecCall } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let paths: Map<string, Set<string>>;

/** A path with its parameters' names left out: /a/{id}/b and /a/{orderId}/b are the same route. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '');

beforeAll(async () => {
  t = await startTestApp();
  // The OpenAPI document the server serves at /swagger (/swagger/json).
  const res = await t.app.inject({ method: 'GET', url: '/swagger/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
  paths = new Map();
  for (const [p, ops] of Object.entries(doc.paths)) {
    const key = shape(p);
    const methods = paths.get(key) ?? new Set<string>();
    for (const m of Object.keys(ops)) methods.add(m.toUpperCase());
    paths.set(key, methods);
  }
});
afterAll(() => t?.close());

const describeCall = (c: SpecCall) => `${c.method} ${c.path} (${c.section})`;

function documented(c: SpecCall): boolean {
  const methods = paths.get(shape(c.path));
  if (!methods) return false;
  return c.method === 'ANY' ? methods.size > 0 : methods.has(c.method);
}

describe('every call of spec 02 is served', () => {
  it('lists the spec\'s calls once each', () => {
    const keys = spec02Calls.map((c) => `${c.method} ${shape(c.path)}`);
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has every call in the OpenAPI document', () => {
    expect(spec02Calls.filter((c) => !documented(c)).map(describeCall)).toEqual([]);
  });

  it('answers every call (as platform administrator in the demo space): no missing route, no 500', async () => {
    const token = await t.login('admin');
    const failures: string[] = [];
    for (const c of spec02Calls) {
      // logging out would end the session the walk runs with
      if (c.path === '/api/account/logout') continue;
      const methods = c.method === 'ANY' ? [...(paths.get(shape(c.path)) ?? ['GET'])] : [c.method];
      const url = c.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of methods) {
        const res = await t.call({ method: method as 'GET', url, token, ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}) });
        if (res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (res.statusCode === 404 && res.json().error?.message === messages.routeNotFound) failures.push(`${method} ${url} → no route`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
