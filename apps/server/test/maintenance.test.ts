import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EmbeddedMaintenance } from '../src/core/db/maintenance.ts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * PGlite runs no autovacuum: the server's own maintenance gives its tables statistics and a
 * visibility map (PostgreSQL's autovacuum does that there, and the server does not start this).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const stats = (table: string) =>
  rows<{ reltuples: number; relallvisible: number }>(sql`select reltuples::int as reltuples, relallvisible from pg_class where relname = ${table}`).then((r) => r[0]!);
const silent = { info: () => undefined, error: () => undefined } as never;

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database maintenance', () => {
  it('left no table with rows unanalyzed at start, and vacuums and analyzes a table that grew', async () => {
    const unanalyzed = await rows<{ relname: string }>(
      sql`select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and pg_relation_size(oid) > 0 and reltuples < 0`,
    );
    expect(unanalyzed).toEqual([]);
    const m = new EmbeddedMaintenance(t.server.database.db, silent);
    expect(await m.runOnce()).toEqual([]);

    const before = await stats('suppliers');
    await t.server.database.db.execute(sql`
      insert into suppliers (tenant_id, name, code, supplier_types, status)
      select ${t.ids.enterpriseId}, '维护测试供应商' || g, 'MT' || g, '1', 1 from generate_series(1, 20000) g`);
    expect((await stats('suppliers')).reltuples).toBe(before.reltuples);
    expect(await m.runOnce()).toEqual(['suppliers']);
    const after = await stats('suppliers');
    expect(after.reltuples).toBeGreaterThanOrEqual(20000);
    expect(after.relallvisible).toBeGreaterThan(0);
    expect(await m.runOnce()).toEqual([]);
    await m.stop();
  });
});
