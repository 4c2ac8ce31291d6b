import {
  boolean,
  date,
  integer,
  numeric,
  text,
  uuid,
  varchar,
  index,
  foreignKey,
  uniqueIndex,
  type PgColumnBuilderBase,
  type PgColumn,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { AnyResourceDef, FieldDef, ResourceDef } from '@al/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { auditColumns, idColumn } from '../db/columns.ts';
import { tenantTable } from '../db/tenant-table.ts';

export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The column of one field, named in snake case. The database holds what the definition says
 * (issue 23): a required field is NOT NULL, and its default is the column's default too, so a row a
 * module writes by hand gets what the form would have shown.
 */
export function fieldColumn(key: string, f: FieldDef): PgColumnBuilderBase {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's builder has notNull/default
  let c: any = baseColumn(snake(key), f);
  if (f.required) {
    c = c.notNull();
    if (f.default !== undefined && f.default !== null) c = c.default(f.default);
  }
  return c as PgColumnBuilderBase;
}

function baseColumn(name: string, f: FieldDef) {
  switch (f.kind) {
    case 'string':
      return varchar(name, { length: f.max ?? 255 });
    case 'text':
      return text(name);
    case 'int':
      return integer(name);
    case 'decimal':
      return numeric(name, { precision: 18, scale: f.scale ?? 2, mode: 'number' });
    case 'bool':
      return boolean(name);
    case 'date':
      return date(name);
    case 'uuid':
      return uuid(name);
  }
}

/**
 * What an empty value of a field counts as in a unique group: the same as any other empty value of
 * it, as the routes' check has it (two root groups named 板材 collide; PostgreSQL's NULLs would
 * not). A value no input gives: the nil uuid, NaN, minus infinity; for a string the empty string,
 * which names nothing either.
 */
const EMPTY_KEY: Record<FieldDef['kind'], SQL | null> = {
  uuid: sql`'00000000-0000-0000-0000-000000000000'::uuid`,
  string: sql`''`,
  text: sql`''`,
  decimal: sql`'NaN'::numeric`,
  int: sql`(-2147483648)`,
  date: sql`'-infinity'::date`,
  bool: null,
};

/** One member of a unique group as the index holds it: the column, or its empty value for NULL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function uniqueKey(def: AnyResourceDef, t: Record<string, any>, key: string): PgColumn | SQL {
  const f: FieldDef = def.fields[key];
  return f.required ? t[key] : sql`coalesce(${t[key]}, ${emptyKey(def, key)})`;
}

/** The empty value of a nullable member of a unique group, to compare with. */
export function emptyKey(def: AnyResourceDef, key: string): SQL {
  const empty = EMPTY_KEY[(def.fields[key] as FieldDef).kind];
  if (!empty) throw new Error(`${def.table}.${key}: a bool field in a unique group must be required`);
  return empty;
}

/** The unique index of one of a definition's unique groups (≤ 63 characters, PostgreSQL's limit). */
export function uniqueIndexName(def: AnyResourceDef, keys: readonly string[]) {
  const name = `${def.table}_${keys.map(snake).join('_')}_uq`;
  return name.length <= 63 ? name : `${def.table}_uq${(def.unique ?? []).findIndex((g: readonly string[]) => g.join() === keys.join()) + 1}`;
}

/**
 * The table of a resource, made from its definition: the tenant key, the fields, and the audited
 * envelope. drizzle-kit reads it like any hand-written table, so migrations stay generated.
 */
/** Columns are looked up by field key; rows are typed by the definition's zod schema instead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FieldColumn = PgColumn<any>;
/**
 * A table made from a definition. Its columns are known by key (K: the fields and the envelope, so
 * `t.docNo` is a column, not possibly undefined) and looked up by any key too, so that every such
 * table is a ResourceTable for the framework's generic code.
 */
export type TableOf<K extends string> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: Record<string, FieldColumn> & Record<K, FieldColumn>;
}>;
export type ResourceTable = TableOf<string>;
/** The columns every resource table has besides its fields (factoryId only in factory-scoped ones). */
export type EnvelopeKey = 'tenantId' | 'id' | keyof ReturnType<typeof auditColumns>;
type ResourceKey = EnvelopeKey | 'factoryId';

/** Every resource table by its base path, for the foreign keys of the `ref` fields that name it. */
const tablesByPath = new Map<string, ResourceTable>();

export function resourceTable<F extends Record<string, FieldDef>>(def: ResourceDef<F>): TableOf<ResourceKey | (keyof F & string)> {
  const cols: Record<string, PgColumnBuilderBase> = {};
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) cols[key] = fieldColumn(key, f);
  const table = tenantTable(
    def.table,
    {
      id: idColumn(),
      ...(def.scope === 'factory' ? { factoryId: uuid('factory_id').notNull() } : {}),
      ...cols,
      ...auditColumns(),
    },
    (t) => [
      index(`${def.table}_tenant_idx`).on(t.tenantId, t.isDeleted),
      ...listIndexes(def, t),
      ...uniqueIndexes(def, t),
      ...refForeignKeys(def, t),
    ],
  );
  tablesByPath.set(def.basePath, table as unknown as ResourceTable);
  return table as unknown as TableOf<ResourceKey | (keyof F & string)>;
}

/**
 * A `ref` field that names one row of another resource is a foreign key within the space (issue 23):
 * (tenant_id, field) → (tenant_id, id), so no row can name a row of another space or one that never
 * existed, whatever writes it. Rows are deleted softly, so a named row stays. The target is looked
 * up when drizzle reads the table's configuration, after every module's tables exist; a ref to a
 * picker that is no resource (hand-written tables) is checked by the routes only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function refForeignKeys(def: AnyResourceDef, t: Record<string, any>) {
  const out = [];
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) {
    if (f.kind !== 'uuid' || !f.ref || f.multiple) continue;
    const target = tablesByPath.get(f.ref.basePath);
    if (!target) continue;
    const name = `${def.table}_${snake(key)}_fk`;
    out.push(
      foreignKey({
        name: name.length <= 63 ? name : `${def.table.slice(0, 40)}_${snake(key).slice(0, 18)}_fk`,
        columns: [t.tenantId, t[key]],
        foreignColumns: [target.tenantId!, target.id!],
      }),
    );
  }
  return out;
}

/**
 * The definition's unique groups as unique indexes on the live rows of the space (and factory): the
 * routes check first and say which value repeats; the index stops what races past the check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function uniqueIndexes(def: AnyResourceDef, t: Record<string, any>) {
  const scope: PgColumn[] = def.scope === 'factory' ? [t.tenantId, t.factoryId] : [t.tenantId];
  return (def.unique ?? []).map((keys: readonly string[]) =>
    uniqueIndex(uniqueIndexName(def, keys))
      .on(...(scope as [PgColumn]), ...keys.map((k) => uniqueKey(def, t, k)))
      .where(sql`not ${t.isDeleted}`),
  );
}

/**
 * The indexes a resource's list needs, read from its definition (issue 22): the default order
 * (newest first) and each sortable field within the space (and factory), so page 1 and a sorted page
 * read the first rows of an index instead of sorting the space's rows; an equality index for each
 * search field that names a row or an option; and a trigram index (pg_trgm) for each text the
 * contains-filters and the free filter search with ILIKE '%…%'. The b-trees hold the live rows only.
 * The trigram indexes take each row at once (fastupdate off): PGlite runs no autovacuum, so GIN's
 * pending list would never be merged and every search would read it through (100 ms instead of 5).
 */
/**
 * A field the free filter and its own contains-filter search as text (ILIKE '%…%'): a string or
 * text that is not a code from options (nobody searches a list for "1,3").
 */
export const isTextSearched = (f: FieldDef) => (f.kind === 'string' || f.kind === 'text') && !f.options && !f.multiple;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function listIndexes(def: Pick<AnyResourceDef, 'table' | 'scope' | 'fields'>, t: Record<string, any>) {
  const scope: [PgColumn, ...PgColumn[]] = def.scope === 'factory' ? [t.tenantId, t.factoryId] : [t.tenantId];
  const live = sql`not ${t.isDeleted}`;
  const out = [index(`${def.table}_recent_idx`).on(...scope, t.creationTime.desc().nullsFirst(), t.id).where(live)];
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) {
    // a comma-separated list (`multiple`) is matched by LIKE '%,id,%', which neither index serves
    if (f.multiple) continue;
    const name = `${def.table}_${snake(key)}`;
    const text = isTextSearched(f);
    if (f.sortable) out.push(index(`${name}_sort_idx`).on(...scope, t[key], t.id).where(live));
    else if (f.search && !text && f.kind !== 'bool') out.push(index(`${name}_idx`).on(...scope, t[key]).where(live));
    if (text && (f.search || f.column)) out.push(index(`${name}_trgm_idx`).using('gin', t[key].op('gin_trgm_ops')).with({ fastupdate: false }));
  }
  return out;
}

/** A column of a resource table by field key; a typo fails loudly instead of filtering nothing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function col(table: ResourceTable, key: string): PgColumn<any> {
  const c = table[key];
  if (!c) throw new Error(`resource table has no column "${key}"`);
  return c;
}

/** Several columns of a resource table by field key, typed: `const P = cols(processes, 'id', 'name')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function cols<K extends string>(table: ResourceTable, ...keys: K[]): Record<K, PgColumn<any>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return Object.fromEntries(keys.map((k) => [k, col(table, k)])) as Record<K, PgColumn<any>>;
}
