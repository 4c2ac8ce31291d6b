import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors.ts';
import type { Executor } from './client.ts';

/**
 * The condition of a tenant's live rows of a table (its own, not soft-deleted), with any more
 * conditions (undefined ones are left out, as `and` does). The tenant may be a column (a join).
 */
export const liveOf = (table: { tenantId: AnyPgColumn; isDeleted: AnyPgColumn }, tenantId: string | AnyPgColumn, ...more: (SQL | undefined)[]) =>
  and(eq(table.tenantId, tenantId), eq(table.isDeleted, false), ...more);

/**
 * Whether every one of `ids` names a live row of the tenant, matched on `column` (the table's id
 * unless said) and meeting `where` (of the caller's factory, of the project): the check before a
 * route links or prints the rows a caller picked.
 */
export async function allLive(
  tx: Executor,
  table: { tenantId: AnyPgColumn; isDeleted: AnyPgColumn; id: AnyPgColumn },
  tenantId: string,
  ids: readonly string[],
  { column = table.id, where = [] }: { column?: AnyPgColumn; where?: (SQL | undefined)[] } = {},
) {
  const distinct = [...new Set(ids)];
  if (!distinct.length) return true;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const found = await tx.select({ id: column }).from(table as any).where(liveOf(table, tenantId, inArray(column, distinct), ...where));
  return found.length === distinct.length;
}

/**
 * The live row of a host-level or already-scoped table by id (meeting `more`), or 404 with `missing`
 * (版本不存在…): the first step of a route that reads, changes or deletes one row.
 */
export async function liveById<T extends PgTable & { id: AnyPgColumn; isDeleted: AnyPgColumn }>(
  tx: Executor,
  table: T,
  id: string,
  missing: string,
  ...more: (SQL | undefined)[]
): Promise<T['$inferSelect']> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [row] = await tx.select().from(table as any).where(and(eq(table.id, id), eq(table.isDeleted, false), ...more));
  if (!row) throw notFound(missing);
  return row as T['$inferSelect'];
}

/** The tenant's live row of a table by id (meeting `more`: in the caller's factory…), or 404 with `missing`. */
export const tenantLiveById = <T extends PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn; isDeleted: AnyPgColumn }>(
  tx: Executor,
  table: T,
  tenantId: string,
  id: string,
  missing: string,
  ...more: (SQL | undefined)[]
) => liveById(tx, table, id, missing, eq(table.tenantId, tenantId), ...more);
