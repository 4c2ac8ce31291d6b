import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** The database role every request runs as: no superuser, no BYPASSRLS, so row-level security holds. */
export const APP_ROLE = 'app_user';
/** tenant_id of rows written outside any tenant (platform actions); no tenant ever has it. */
export const HOST_TENANT_ID = '00000000-0000-0000-0000-000000000000';

export interface Scope {
  userId: string | null;
  tenantId: string | null;
  factoryId: string | null;
  /** Read every tenant's rows (for-admin endpoints of platform administrators); writes stay walled. */
  platformRead?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SET cannot take bind parameters, so values are inlined: only verified uuids ever get here. */
function literal(value: string | null): string {
  if (value === null) return "''";
  if (!UUID.test(value)) throw new Error(`refusing to set a non-uuid scope value: ${value}`);
  return `'${value}'`;
}

/**
 * Runs fn in one transaction as the application role with the tenant, factory and user set by
 * SET LOCAL: they end with the transaction, so concurrent requests on one PGlite connection or a
 * pooled PostgreSQL connection never see each other's scope.
 */
export async function inScope<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
    await tx.execute(sql.raw(`SET LOCAL app.tenant_id = ${literal(scope.tenantId)}`));
    await tx.execute(sql.raw(`SET LOCAL app.factory_id = ${literal(scope.factoryId)}`));
    await tx.execute(sql.raw(`SET LOCAL app.user_id = ${literal(scope.userId)}`));
    if (scope.platformRead) await tx.execute(sql.raw(`SET LOCAL app.platform_read = 'on'`));
    return fn(tx);
  });
}
