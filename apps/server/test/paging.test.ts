import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EXACT_COUNT_LIMIT } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let token: string;
const list = async (query: string) => {
  const res = await t.call({ method: 'GET', url: `/api/basic/supplier?${query}`, token });
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
});
