import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition of a tenant's live rows of a table (its own, not soft-deleted), with any more
 * conditions (undefined ones are left out, as `and` does). The tenant may be a column (a join).
 */
export const liveOf = (table: { tenantId: AnyPgColumn; isDeleted: AnyPgColumn }, tenantId: string | AnyPgColumn, ...more: (SQL | undefined)[]) =>
  and(eq(table.tenantId, tenantId), eq(table.isDeleted, false), ...more);
