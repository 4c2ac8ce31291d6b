import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { messages } from '@al/contracts';
import { queryKeys } from '../src/core/http/input-guards.ts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * Every list route (a GET whose query takes ABP's `sorting`), walked as the owner of the demo space
 * or, for the platform's routes, as the platform administrator: each filter it declares with a
 * value, a sorting on each field it declares sortable (asc and desc), and an unknown sort field.
 * Filters and sortings must run (no 500, and the same answer as the unfiltered list); an unknown
 * field is refused with 400 naming it, never silently ignored.
 */
let t: TestApp;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

type Route = { url: string; keys: string[]; sortable: readonly string[]; schema: Record<string, unknown> };

function listRoutes(): Route[] {
  const out: Route[] = [];
  for (const r of t.server.routes as RouteOptions[]) {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    if (!methods.includes('GET') || !r.url.startsWith('/api/')) continue;
    const querystring = (r.schema as { querystring?: unknown } | undefined)?.querystring;
    const keys = queryKeys(querystring);
    if (!keys.includes('sorting')) continue;
    const shape = (querystring as { shape?: Record<string, unknown> }).shape ?? {};
    out.push({ url: r.url, keys, sortable: (r.config as { sortable?: readonly string[] } | undefined)?.sortable ?? [], schema: shape });
  }
  return out;
}

const UUID = '00000000-0000-4000-8000-000000000000';

/** Values a query field's schema takes: from its zod definition where it says, else plain guesses. */
function samples(schema: unknown): string[] {
  let s = schema as { _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let i = 0; i < 6 && s?._zod?.def; i++) {
    const def = s._zod.def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') s = def.innerType as typeof s;
    else if (def.type === 'pipe') s = def.out as typeof s;
    else break;
  }
  const def = s?._zod?.def ?? {};
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string | number>).slice(0, 2).map(String);
  if (def.type === 'literal') return (def.values as unknown[]).map(String);
  if (def.type === 'number' || def.type === 'int') return ['1', '2'];
  if (def.type === 'boolean') return ['true', 'false'];
  const format = (s as { _zod?: { bag?: { format?: string } } })?._zod?.bag?.format ?? (def.format as string | undefined);
  if (format === 'uuid' || format === 'guid') return [UUID];
  if (format === 'date') return ['2024-01-01'];
  if (format === 'datetime') return ['2024-01-01T00:00:00Z'];
  return ['x', '1', 'true', UUID, '2024-01-01'];
}

describe('every list route', () => {
  it('runs each declared filter and sorting, and refuses an unknown sort field with 400', async () => {
    const routes = listRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const factory = t.ids.factoryIds[0];
    const failures: string[] = [];
    let exercised = 0;

    const ids = new Map<string, string>();
    /** A real id for `/x/y/:id/...`: the first row of the list at `/x/y`. */
    async function realId(url: string, token: string): Promise<string> {
      const base = url.slice(0, url.indexOf('/:'));
      if (ids.has(base)) return ids.get(base)!;
      let id = UUID;
      for (const path of [base, `${base}/list`, `${base}/all`]) {
        const res = await t.call({ method: 'GET', url: `${path}?maxResultCount=5`, token, factory });
        const body = res.statusCode === 200 ? res.json() : null;
        const items = Array.isArray(body) ? body : body?.items;
        if (Array.isArray(items) && items[0]?.id) {
          id = items[0].id;
          break;
        }
      }
      ids.set(base, id);
      return id;
    }

    for (const route of routes) {
      let token = owner;
      const probe = await t.call({ method: 'GET', url: route.url.replace(/:[A-Za-z]+/g, UUID), token, factory });
      if (probe.statusCode === 403) token = admin;
      const url = route.url.includes('/:') ? route.url.replace(/:[A-Za-z]+/g, await realId(route.url, token)) : route.url;
      const get = (query: string) =>
        t.call({ method: 'GET', url: `${url}?${query}`, token, factory }).catch((e: Error) => {
          // a download that broke off after its first byte
          failures.push(`${route.url}?${query}: ${e.message}`);
          return { statusCode: 599, body: '', json: () => ({}) } as unknown as Awaited<ReturnType<TestApp['call']>>;
        });

      const plain = await get('');
      if (plain.statusCode >= 500) failures.push(`${route.url} → ${plain.statusCode} without any filter`);
      const ok = plain.statusCode === 200;
      if (ok) exercised++;

      const unknown = await get('sorting=noSuchField%20asc');
      if (unknown.statusCode !== 400 || unknown.json().error?.message !== messages.unknownSortField('noSuchField'))
        failures.push(`${route.url} sorting=noSuchField → ${unknown.statusCode} ${unknown.body.slice(0, 120)}`);

      for (const field of route.sortable)
        for (const dir of ['asc', 'desc']) {
          const res = await get(`sorting=${field}%20${dir}`);
          if (res.statusCode >= 500 || (ok && res.statusCode !== 200))
            failures.push(`${route.url} sorting=${field} ${dir} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }

      for (const key of route.keys.filter((k) => !['skipCount', 'maxResultCount', 'sorting'].includes(k))) {
        const answers: string[] = [];
        let ran = false;
        for (const value of samples(route.schema[key])) {
          const res = await get(`${key}=${encodeURIComponent(value)}`);
          answers.push(`${res.statusCode} ${res.statusCode >= 400 ? res.json().error?.message : ''}`);
          if (res.statusCode >= 500) failures.push(`${route.url} ${key}=${value} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          // Ran: answered, or refused for what it found (a download with nothing to download), not
          // for the value's shape.
          // (a well-formed id of nothing, e.g. an Excel template, is refused for what it names)
          const invalid =
            value !== UUID && res.statusCode === 400 && res.json().error?.validationErrors?.some((v: { members: string[] }) => v.members.includes(key));
          if (res.statusCode < 500 && !invalid) ran = true;
        }
        if (ok && !ran) failures.push(`${route.url}: no value of the filter ${key} ran (${answers.join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
    // Most lists answer the demo data; the rest (ids the demo lacks) still had their sort check.
    expect(exercised).toBeGreaterThan(routes.length * 0.8);
  }, 600_000);
});
