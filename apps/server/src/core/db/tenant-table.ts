import { pgTable, primaryKey, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
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
