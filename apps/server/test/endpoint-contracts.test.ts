import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { declaredEndpoints, endpointKey } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * Issue 23: every /api route the server serves is declared in packages/contracts, as an endpoint
 * contract or by a resource or document definition. The hand-written routes of the first wave that
 * are not moved yet are listed in fixtures/hand-written-routes.txt; the list may only shrink: a new
 * route that is no contract fails, and so does a listed route that has become one (take it off).
 * `UPDATE_ROUTE_LIST=1` writes the list anew after routes moved.
 */
const LIST = new URL('./fixtures/hand-written-routes.txt', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Served = { key: string; contract?: string };
function served(): Served[] {
  const out: Served[] = [];
  for (const r of t.server.routes as RouteOptions[]) {
    if (!r.url.startsWith('/api/')) continue;
    for (const m of Array.isArray(r.method) ? r.method : [r.method]) {
      if (m === 'HEAD') continue;
      out.push({
        key: endpointKey({ method: m as 'GET', path: r.url }),
        contract: (r.config as { contract?: string } | undefined)?.contract,
      });
    }
  }
  return out;
}

describe('endpoint contracts', () => {
  it('serves only declared routes, apart from the listed hand-written ones', () => {
    const routes = served();
    const handWritten = routes
      .filter((r) => !r.contract)
      .map((r) => r.key)
      .sort();
    if (process.env.UPDATE_ROUTE_LIST) writeFileSync(LIST, `${handWritten.join('\n')}\n`);
    const listed = readFileSync(LIST, 'utf8').split('\n').filter(Boolean);
    expect(
      handWritten.filter((k) => !listed.includes(k)),
      'routes that are no contract (declare them in packages/contracts)',
    ).toEqual([]);
    expect(
      listed.filter((k) => !handWritten.includes(k)),
      'listed routes that are contracts now or gone (take them off the list)',
    ).toEqual([]);
    const counts = { endpoint: 0, resource: 0, document: 0, handWritten: handWritten.length };
    for (const r of routes) if (r.contract) counts[r.contract as keyof typeof counts]++;
    console.info('routes by declaration:', counts);
  });

  it('serves every endpoint contract, under the contract its config names', () => {
    const routes = new Map(served().map((r) => [r.key, r.contract]));
    for (const key of declaredEndpoints().keys()) expect(routes.get(key), key).toBe('endpoint');
    for (const [key, contract] of routes)
      if (contract === 'endpoint') expect(declaredEndpoints().has(key), key).toBe(true);
  });

  it('documents each contract on the OpenAPI page, its answer from the response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/swagger/json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> }).paths;
    let answered = 0;
    for (const ep of declaredEndpoints().values()) {
      if (!ep.path.startsWith('/api/')) continue;
      const op = paths[ep.path.replace(/:(\w+)/g, '{$1}')]?.[ep.method.toLowerCase()];
      expect(op, `${ep.method} ${ep.path}`).toBeDefined();
      if (ep.response) {
        expect(op!.responses?.['200']?.content, `${ep.method} ${ep.path}`).toBeDefined();
        answered++;
      }
    }
    expect(answered).toBeGreaterThan(40);
  });
});

