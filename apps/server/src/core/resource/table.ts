import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
  index,
  type PgColumnBuilderBase,
  type PgColumn,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { AnyResourceDef, FieldDef } from '@al/contracts';
import { auditColumns, idColumn, tenantIdColumn } from '../db/columns.ts';

export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column of one field, named in snake case. */
export function fieldColumn(key: string, f: FieldDef): PgColumnBuilderBase {
  const name = snake(key);
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
 * The table of a resource, made from its definition: the tenant key, the fields, and the audited
 * envelope. drizzle-kit reads it like any hand-written table, so migrations stay generated.
 */
/** Columns are looked up by field key; rows are typed by the definition's zod schema instead. */
export type ResourceTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: Record<string, PgColumn<any>>;
}>;

export function resourceTable(def: AnyResourceDef): ResourceTable {
  const cols: Record<string, PgColumnBuilderBase> = {};
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) cols[key] = fieldColumn(key, f);
  const table = pgTable(
    def.table,
    {
      tenantId: tenantIdColumn(),
      id: idColumn(),
      ...(def.scope === 'factory' ? { factoryId: uuid('factory_id').notNull() } : {}),
      ...cols,
      ...auditColumns(),
    },
    (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index(`${def.table}_tenant_idx`).on(t.tenantId, t.isDeleted)],
  );
  return table as unknown as ResourceTable;
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
