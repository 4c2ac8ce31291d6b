import { pgTable, primaryKey, uuid, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { tenantIdColumn } from './columns.ts';

type TenantColumns<C> = { tenantId: ReturnType<typeof tenantIdColumn> } & C;

/**
 * A tenant-owned table: the tenant column first and the key (tenant, id), so that rows can be
 * distributed by tenant (Citus) and a row is found only within its space. The indexes a table adds
 * come after the key; most of them lead with the tenant too.
 */
export function tenantTable<N extends string, C extends Record<string, PgColumnBuilderBase> & { id: PgColumnBuilderBase }>(
  name: N,
  columns: C,
  indexes?: (t: BuildExtraConfigColumns<N, TenantColumns<C>, 'pg'>) => PgTableExtraConfigValue[],
) {
  const all: TenantColumns<C> = { tenantId: tenantIdColumn(), ...columns };
  return pgTable(name, all, (t) => [primaryKey({ columns: [t.tenantId, t.id] }), ...(indexes?.(t) ?? [])]);
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const linkColumn = (key: string) => uuid(snakeCase(key)).notNull();
type LinkColumns<A extends string, B extends string> = { tenantId: ReturnType<typeof tenantIdColumn> } & Record<A | B, ReturnType<typeof linkColumn>>;

/**
 * A tenant's link between two kinds of rows (a member's roles, a factory's users): the tenant and the
 * two ids (columns named after the keys, snake_case), the three together the key.
 */
export function tenantLinkTable<N extends string, A extends string, B extends string>(name: N, a: A, b: B) {
  const columns = { tenantId: tenantIdColumn(), [a]: linkColumn(a), [b]: linkColumn(b) } as LinkColumns<A, B>;
  return pgTable(name, columns, (t) => [primaryKey({ columns: [t.tenantId, t[a], t[b]] })]);
}
