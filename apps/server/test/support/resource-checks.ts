import { expect, it } from 'vitest';
import { sortableFields, type AnyResourceDef, type FieldDef } from '@al/contracts';
import type { TestApp } from './app.ts';

export interface ResourceCheckOptions {
  /** A valid create payload; `n` makes each call's unique fields different. */
  sample: (n: number) => Record<string, unknown>;
  /** A change that an update writes (merged over the sample). */
  change: Record<string, unknown>;
  /** Creates a row elsewhere that uses `id`, so that deleting it must be refused. */
  useIt?: (id: string) => Promise<void>;
  factory?: boolean;
}

/**
 * The standard checks of a resource definition through its generic routes: create and read, list
 * with a filter and every sortable column, update, a stale concurrency stamp → 409, a duplicate of a
 * unique set → 400, delete in use refused, delete otherwise soft, and the operation log.
 */
export function resourceChecks(get: () => { t: TestApp; token: string }, def: AnyResourceDef, o: ResourceCheckOptions) {
  const base = def.basePath;
  const call = (opts: Parameters<TestApp['call']>[0]) => {
    const { t, token } = get();
    return t.call({ token, ...(o.factory ? { factory: t.ids.factoryIds[0] } : {}), ...opts });
  };

  it(`${def.title}: create, list, filter, sort, update, stale stamp, duplicate, delete`, async () => {
    const a = await call({ method: 'POST', url: base, payload: o.sample(1) });
    expect(a.statusCode, a.body).toBe(200);
    const b = await call({ method: 'POST', url: base, payload: o.sample(2) });
    expect(b.statusCode, b.body).toBe(200);
    const row = a.json();

    const got = await call({ method: 'GET', url: `${base}/${row.id}` });
    expect(got.json().id).toBe(row.id);

    // A text search field finds the row by part of its value.
    const text = Object.entries<FieldDef>(def.fields).find(([k, f]) => f.search && f.kind === 'string' && !f.options && typeof row[k] === 'string' && row[k]);
    if (text) {
      const [k] = text;
      const v = String(row[k]);
      const hit = await call({ method: 'GET', url: `${base}?${k}=${encodeURIComponent(v.slice(1))}&maxResultCount=1000` });
      expect(hit.statusCode).toBe(200);
      expect(hit.json().items.map((r: { id: string }) => r.id)).toContain(row.id);
    }
    for (const key of sortableFields(def))
      for (const dir of ['asc', 'desc']) {
        const s = await call({ method: 'GET', url: `${base}?sorting=${key}%20${dir}` });
        expect(s.statusCode, `${key} ${dir}`).toBe(200);
      }
    const all = await call({ method: 'GET', url: `${base}/all` });
    expect(all.json().items.length).toBeGreaterThanOrEqual(2);

    const upd = await call({ method: 'PUT', url: `${base}/${row.id}`, payload: { ...o.sample(1), ...o.change, concurrencyStamp: row.concurrencyStamp } });
    expect(upd.statusCode, upd.body).toBe(200);
    for (const [k, v] of Object.entries(o.change)) expect(upd.json()[k]).toEqual(v);
    const stale = await call({ method: 'PUT', url: `${base}/${row.id}`, payload: { ...o.sample(1), concurrencyStamp: row.concurrencyStamp } });
    expect(stale.statusCode).toBe(409);

    if (def.unique?.length) {
      const dup = await call({ method: 'POST', url: base, payload: o.sample(2) });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().error.message).toMatch(/已存在/);
    }

    if (o.useIt) {
      await o.useIt(row.id);
      const refused = await call({ method: 'DELETE', url: `${base}/${row.id}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/已被\d+条.+使用，不能删除/);
      expect((await call({ method: 'GET', url: `${base}/${row.id}` })).statusCode).toBe(200);
    }
    const del = await call({ method: 'DELETE', url: `${base}/${b.json().id}` });
    expect(del.statusCode).toBe(204);
    expect((await call({ method: 'GET', url: `${base}/${b.json().id}` })).statusCode).toBe(404);
    const logs = await call({ method: 'GET', url: `${base}/${row.id}/logs` });
    expect(logs.json().items.map((l: { action: string }) => l.action)).toContain('update');
  });
}
