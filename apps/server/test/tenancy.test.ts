import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { scratchDatabase } from './support/database.ts';
import { migrate } from '../src/core/db/migrate.ts';
import { TENANT_WALL_EXCEPTIONS } from '../src/core/db/tenant-walls.ts';
import { inScope } from '../src/core/db/scoped.ts';
import type { Database } from '../src/core/db/client.ts';
import { customOrderCodes } from '../src/core/numbering/schema.ts';
import { members } from '../src/modules/identity/schema.ts';

const A = '0a0a0a0a-0000-4000-8000-00000000000a';
const B = '0b0b0b0b-0000-4000-8000-00000000000b';
const USER = '0c0c0c0c-0000-4000-8000-00000000000c';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await scratchDatabase({ empty: true }));
  await migrate(database);
  // Written as the owner, outside any tenant scope: one rule for each tenant.
  await database.db.insert(customOrderCodes).values([
    { tenantId: A, documentType: 1, serialLength: 4, serialType: 3, enabled: true, prefix: 'AA' },
    { tenantId: B, documentType: 1, serialLength: 4, serialType: 3, enabled: true, prefix: 'BB' },
  ]);
});
afterAll(() => drop?.());

describe('row-level security (database level)', () => {
  it('runs requests as a role that is neither superuser nor BYPASSRLS', async () => {
    const rows = await inScope(database.db, { tenantId: A, userId: null, factoryId: null }, (tx) =>
      tx.execute(sql`select current_user as u, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user`),
    );
    const row = (rows as unknown as { rows: Record<string, unknown>[] }).rows?.[0] ?? (rows as unknown as Record<string, unknown>[])[0];
    expect(row).toMatchObject({ u: 'app_user', rolsuper: false, rolbypassrls: false });
  });

  it('returns only the current tenant rows even when the query forgets the tenant filter', async () => {
    const seenByA = await inScope(database.db, { tenantId: A, userId: null, factoryId: null }, (tx) => tx.select().from(customOrderCodes));
    expect(seenByA.map((r) => r.prefix)).toEqual(['AA']);
    const seenByB = await inScope(database.db, { tenantId: B, userId: null, factoryId: null }, (tx) => tx.select().from(customOrderCodes));
    expect(seenByB.map((r) => r.prefix)).toEqual(['BB']);
    const seenByNobody = await inScope(database.db, { tenantId: null, userId: null, factoryId: null }, (tx) => tx.select().from(customOrderCodes));
    expect(seenByNobody).toEqual([]);
  });

  it('refuses to write a row into another tenant, and updates or deletes nothing there', async () => {
    await expect(
      inScope(database.db, { tenantId: A, userId: null, factoryId: null }, (tx) =>
        tx.insert(customOrderCodes).values({ tenantId: B, documentType: 2, serialLength: 4, serialType: 1, enabled: true }),
      ),
    ).rejects.toThrow();
    const updated = await inScope(database.db, { tenantId: A, userId: null, factoryId: null }, (tx) =>
      tx.update(customOrderCodes).set({ prefix: 'XX' }).where(sql`true`).returning(),
    );
    expect(updated.map((r) => r.tenantId)).toEqual([A]);
    const deleted = await inScope(database.db, { tenantId: A, userId: null, factoryId: null }, (tx) =>
      tx.delete(customOrderCodes).where(sql`${customOrderCodes.prefix} = 'BB'`).returning(),
    );
    expect(deleted).toEqual([]);
    const all = await database.db.select().from(customOrderCodes);
    expect(all.find((r) => r.tenantId === B)?.prefix).toBe('BB');
  });

  it('lets a user see their own memberships across tenants but not other members of a foreign tenant', async () => {
    const other = '0d0d0d0d-0000-4000-8000-00000000000d';
    await database.db.insert(members).values([
      { tenantId: A, userId: USER, userStatus: 4 },
      { tenantId: B, userId: USER, userStatus: 4 },
      { tenantId: B, userId: other, userStatus: 4 },
    ]);
    const mine = await inScope(database.db, { tenantId: A, userId: USER, factoryId: null }, (tx) => tx.select().from(members));
    expect(mine.map((m) => `${m.tenantId === A ? 'A' : 'B'}:${m.userId === USER ? 'me' : 'other'}`).sort()).toEqual(['A:me', 'B:me']);
  });

  it('keeps the scope inside its transaction: concurrent scopes never see each other', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inScope(database.db, { tenantId: i % 2 ? A : B, userId: null, factoryId: null }, async (tx) => {
          const rows = await tx.select().from(customOrderCodes);
          return { expected: i % 2 ? A : B, got: rows.map((r) => r.tenantId) };
        }),
      ),
    );
    for (const r of results) expect(r.got.every((g) => g === r.expected)).toBe(true);
    const after = await database.db.execute(sql`select current_setting('app.tenant_id', true) as t`);
    const row = (after as unknown as { rows: { t: string | null }[] }).rows[0];
    expect(row?.t ?? '').toBe('');
  });

  it('lets a platform read see every tenant, but still write only inside the current one', async () => {
    const seen = await inScope(database.db, { tenantId: null, userId: null, factoryId: null, platformRead: true }, (tx) => tx.select().from(customOrderCodes));
    expect(seen.map((r) => r.tenantId).sort()).toEqual([A, B].sort());
    await expect(
      inScope(database.db, { tenantId: null, userId: null, factoryId: null, platformRead: true }, (tx) =>
        tx.insert(customOrderCodes).values({ tenantId: A, documentType: 3, serialLength: 4, serialType: 1, enabled: true }),
      ),
    ).rejects.toThrow();
    const updated = await inScope(database.db, { tenantId: null, userId: null, factoryId: null, platformRead: true }, (tx) =>
      tx.update(customOrderCodes).set({ prefix: 'ZZ' }).where(sql`true`).returning(),
    );
    expect(updated).toEqual([]);
  });

  it('keeps the platform read out of every other request\'s wall: its policy is the platform role\'s only', async () => {
    // app_user with the setting on (as a request could only set by mistake) still sees its tenant only
    const own = await inScope(database.db, { tenantId: A, userId: null, factoryId: null }, async (tx) => {
      await tx.execute(sql`select set_config('app.platform_read', 'on', true)`);
      return tx.select().from(customOrderCodes);
    });
    expect(own.map((r) => r.tenantId)).toEqual([A]);
    const result = await database.db.execute(sql`
      select distinct array_to_string(p.roles, ',') as roles from pg_policies p where p.schemaname = 'public' and p.policyname = 'platform_read'`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as { roles: string }[];
    expect(rows).toEqual([{ roles: 'app_platform' }]);
  });

  it('walls every table with a tenant_id column, but for the listed exceptions', async () => {
    const result = await database.db.execute(sql`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as { name: string; enabled: boolean; forced: boolean }[];
    expect(rows.length).toBeGreaterThan(5);
    const unwalled = rows.filter((r) => !(r.enabled && r.forced) && !(r.name in TENANT_WALL_EXCEPTIONS)).map((r) => r.name);
    expect(unwalled).toEqual([]);
  });
});
