import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EXACT_COUNT_LIMIT } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let token: string;
const list = async (query: string, tenant?: string) => {
  const res = await t.call({ method: 'GET', url: `/api/basic/supplier?${query}`, token, tenant });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { name: string }[]; totalCount: number; totalCountIsLowerBound?: boolean };
};

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  // More suppliers than lists count exactly, written straight into the table (fast).
  await t.server.database.db.execute(sql`
    insert into suppliers (tenant_id, name, supplier_types, status)
    select ${t.ids.enterpriseId}::uuid, '批量供应商' || lpad(g::text, 6, '0'), '1', 1
    from generate_series(1, ${EXACT_COUNT_LIMIT + 50}) g`);
});
afterAll(() => t?.close());

describe('lists of many rows', () => {
  it('count exactly up to the limit and say "more than" beyond it', async () => {
    const all = await list('skipCount=0&maxResultCount=20');
    expect(all.items).toHaveLength(20);
    expect(all.totalCount).toBe(EXACT_COUNT_LIMIT);
    expect(all.totalCountIsLowerBound).toBe(true);

    const some = await list(`skipCount=0&maxResultCount=20&filter=${encodeURIComponent('批量供应商0001')}`);
    expect(some.totalCount).toBe(100); // 000100 … 000199
    expect(some.totalCountIsLowerBound).toBeUndefined();

    // A page deep in the list still has its rows; past the end, the count tells how many there are.
    const deep = await list('skipCount=9000&maxResultCount=20&sorting=name asc');
    expect(deep.items).toHaveLength(20);
    const past = await list(`skipCount=${EXACT_COUNT_LIMIT + 5000}&maxResultCount=20&filter=${encodeURIComponent('批量供应商00')}`);
    expect(past.items).toHaveLength(0);
    expect(past.totalCount).toBe(9999);
  });

  it('answer a first page that is not full without counting again', async () => {
    const few = await list(`skipCount=0&maxResultCount=20&filter=${encodeURIComponent('批量供应商00000')}`);
    expect(few.items.map((s) => s.name).sort()).toEqual([...Array(9)].map((_, i) => `批量供应商00000${i + 1}`));
    expect(few.totalCount).toBe(9);
  });

  it('find a deep page by its ids first, with the same rows an offset over whole rows gives', async () => {
    const byName = await list(`skipCount=9000&maxResultCount=20&sorting=${encodeURIComponent('name asc')}&filter=${encodeURIComponent('批量供应商')}`);
    expect(byName.items.map((s) => s.name)).toEqual([...Array(20)].map((_, i) => `批量供应商${String(9001 + i).padStart(6, '0')}`));
    // the default order (creation time, then id): the page at 1,000 (by ids) is the second half of
    // 40 rows read from 980 (below the deep offset, one query over whole rows)
    const deep = await list('skipCount=1000&maxResultCount=20');
    const before = await list('skipCount=980&maxResultCount=40');
    expect(deep.items.map((s) => s.name)).toEqual(before.items.slice(20).map((s) => s.name));
  });

  it('reuse a "more than" count, never an exact one, and never across spaces', async () => {
    expect((await list('skipCount=0&maxResultCount=20')).totalCountIsLowerBound).toBe(true);
    // another space asking the same has its own count
    const other = await list('skipCount=0&maxResultCount=20', t.ids.personalId);
    expect(other.totalCountIsLowerBound).toBeUndefined();
    expect(other.totalCount).toBeLessThan(EXACT_COUNT_LIMIT);
    // an exact count follows a new row at once
    const filter = `skipCount=0&maxResultCount=5&filter=${encodeURIComponent('批量供应商00001')}`;
    expect((await list(filter)).totalCount).toBe(10);
    await t.server.database.db.execute(sql`
      insert into suppliers (tenant_id, name, supplier_types, status) values (${t.ids.enterpriseId}::uuid, '批量供应商00001X', '1', 1)`);
    expect((await list(filter)).totalCount).toBe(11);
    await t.server.database.db.execute(sql`delete from suppliers where name = '批量供应商00001X'`);
  });
});
