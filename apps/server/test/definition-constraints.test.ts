import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accessoryTypeResource, warehouseResource, type AnyResourceDef, type FieldDef } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { resourceTables } from '../src/core/resource/registry.ts';
import { documentTables } from '../src/core/document/registry.ts';
import { snake } from '../src/core/resource/table.ts';

/**
 * Issue 23 item 4: the database enforces what a definition says. Every registered resource and
 * document (the registries, filled by the running server, not a list kept here) is read against the
 * migrated database's catalogue: a required field is a NOT NULL column (none is required in the
 * form yet legitimately empty in storage; such a field would be made optional in its definition),
 * and each unique group of a resource is a unique index on the space's (and factory's) live rows.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
const query = async (q: ReturnType<typeof sql>) => rows(await t.server.database.db.execute(q));

/** Nullable columns of the schema, as "table.column". */
async function nullableColumns() {
  const r = await query(sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and is_nullable = 'YES'`);
  return new Set(r.map((c) => `${c.table_name}.${c.column_name}`));
}

/**
 * The unique indexes limited to live rows, by table: their key columns, an expression's column taken
 * for the column (coalesce(parent_id, <nil uuid>) holds parent_id with one empty value).
 */
async function liveUniqueIndexes() {
  const r = await query(sql`
    select c.relname as table_name, i.relname as index_name, pg_get_expr(x.indpred, x.indrelid) as pred,
           array_to_string(array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) k), '|') as keys
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and x.indisunique`);
  const byTable = new Map<string, { name: string; keys: string[] }[]>();
  for (const ix of r) {
    // Live rows only: the predicate is `NOT is_deleted` (however the catalogue spells it).
    if (!/^\(?not \(?("?\w+"?\.)?"?is_deleted"?\)?\)?$/i.test(String(ix.pred ?? '').trim())) continue;
    const keys = String(ix.keys)
      .split('|')
      .map((k) => k.replace(/^COALESCE\((.*?),.*\)$/i, '$1').replace(/"/g, '').trim());
    const list = byTable.get(String(ix.table_name)) ?? [];
    list.push({ name: String(ix.index_name), keys });
    byTable.set(String(ix.table_name), list);
  }
  return byTable;
}

const resources = () => [...resourceTables.values()].map((r) => r.def as AnyResourceDef);

describe('the database enforces what a definition says', () => {
  it('finds the registered definitions', () => {
    expect(resources().length).toBeGreaterThan(40);
    expect(documentTables.size).toBeGreaterThan(15);
  });

  it('stores every required field of every resource and document in a NOT NULL column', async () => {
    const nullable = await nullableColumns();
    const tables: [string, Record<string, FieldDef>][] = [
      ...resources().map((d) => [d.table, d.fields] as [string, Record<string, FieldDef>]),
      ...[...documentTables.values()].flatMap(({ def }) => [
        [def.table, def.head] as [string, Record<string, FieldDef>],
        [def.lineTable, def.line] as [string, Record<string, FieldDef>],
      ]),
    ];
    const wrong: string[] = [];
    for (const [table, fields] of tables)
      for (const [key, f] of Object.entries(fields))
        if (f.required && nullable.has(`${table}.${snake(key)}`)) wrong.push(`${table}.${snake(key)} (${f.label})`);
    expect(wrong).toEqual([]);
  });

  it('holds every unique group of every resource in a unique index on the live rows of its space', async () => {
    const indexes = await liveUniqueIndexes();
    const missing: string[] = [];
    for (const def of resources()) {
      const scope = def.scope === 'factory' ? ['tenant_id', 'factory_id'] : ['tenant_id'];
      for (const keys of def.unique ?? []) {
        const want = [...scope, ...keys.map(snake)].sort().join();
        if (!(indexes.get(def.table) ?? []).some((ix) => [...ix.keys].sort().join() === want)) missing.push(`${def.table} (${want})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('a repeat that races past the check', () => {
  it('answers the check’s Chinese message, not a 500, when the index stops it', async () => {
    const factory = t.ids.factoryIds[0]!;
    const name = `竞争仓${Date.now()}`;
    // Another writer commits the same name between this request's check and its insert: a trigger
    // writes that row just before the request's own, where no check of ours can see it coming.
    await query(sql.raw(`create function race_warehouse() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() = 1 and new.name = '${name}' then
          insert into warehouses (tenant_id, factory_id, name, type, enabled) values (new.tenant_id, new.factory_id, new.name, new.type, true);
        end if;
        return new;
      end $$`));
    await query(sql.raw('create trigger race_warehouse before insert on warehouses for each row execute function race_warehouse()'));
    try {
      const res = await t.call({ token, factory, method: 'POST', url: warehouseResource.basePath, payload: { name, type: 2 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(`仓库名称“${name}”已存在`);
      expect(res.json().error.validationErrors[0].members).toEqual(['name']);
    } finally {
      await query(sql.raw('drop trigger race_warehouse on warehouses'));
      await query(sql.raw('drop function race_warehouse()'));
    }
    // The whole request was refused: neither row stayed.
    const left = await query(sql`select count(*)::int as n from warehouses where name = ${name}`);
    expect(left[0]!.n).toBe(0);
  });

  it('refuses one of two creates of the same name sent at once, with the same message', async () => {
    const factory = t.ids.factoryIds[0]!;
    const name = `同时仓${Date.now()}`;
    const [a, b] = await Promise.all(
      [0, 1].map(() => t.call({ token, factory, method: 'POST', url: warehouseResource.basePath, payload: { name, type: 2 } })),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 400]);
    const refused = a!.statusCode === 400 ? a! : b!;
    expect(refused.json().error.message).toBe(`仓库名称“${name}”已存在`);
  });
});

describe('references within the space', () => {
  /** Foreign keys of the schema as "table.column → target", the tenant column first in each. */
  async function foreignKeys() {
    const r = await query(sql`
      select c.conrelid::regclass::text as from_table, c.confrelid::regclass::text as to_table,
             array_to_string(array(select a.attname from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i), ',') as cols
      from pg_constraint c where c.contype = 'f'`);
    return new Set(r.map((k) => `${String(k.from_table).replace(/^public\./, '')}.${k.cols} → ${String(k.to_table).replace(/^public\./, '')}`));
  }

  it('makes every ref field that names a resource a foreign key to it within the space', async () => {
    const fks = await foreignKeys();
    const byPath = new Map(resources().map((d) => [d.basePath, d]));
    const missing: string[] = [];
    let checked = 0;
    for (const d of resources())
      for (const [key, f] of Object.entries<FieldDef>(d.fields)) {
        const target = f.ref && f.kind === 'uuid' && !f.multiple ? byPath.get(f.ref.basePath) : undefined;
        if (!target) continue;
        checked++;
        const want = `${d.table}.tenant_id,${snake(key)} → ${target.table}`;
        if (!fks.has(want)) missing.push(want);
      }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('refuses in the database a row that names a row of another space, or none', async () => {
    const url = accessoryTypeResource.basePath;
    const made = async (name: string, parentId?: string) => {
      const res = await t.call({ token, method: 'POST', url, payload: { name, parentId } });
      expect(res.statusCode).toBe(200);
      return res.json().id as string;
    };
    const parent = await made(`外键上级${Date.now()}`);
    const child = await made(`外键下级${Date.now()}`, parent);
    const violation = (q: ReturnType<typeof sql>) =>
      t.server.database.db.transaction(async (tx) => tx.execute(q)).then(
        () => 'written',
        (e: { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code,
      );
    // The child moved to another space would name a parent that space does not have.
    expect(await violation(sql`update accessory_types set tenant_id = ${'00000000-0000-4000-8000-0000000000ff'} where id = ${child}`)).toBe('23503');
    expect(await violation(sql`update accessory_types set parent_id = ${'00000000-0000-4000-8000-0000000000ee'} where id = ${child}`)).toBe('23503');
    // A named row is deleted softly, so the reference stays valid.
    expect(await violation(sql`update accessory_types set is_deleted = true where id = ${parent}`)).toBe('written');
  });
});
