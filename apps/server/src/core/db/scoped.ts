import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** The database role every request runs as: no superuser, no BYPASSRLS, so row-level security holds. */
export const APP_ROLE = 'app_user';
/** The role of the platform's for-admin reads: app_user's rights, and the policy that reads every tenant's rows (migration 0036). */
export const PLATFORM_ROLE = 'app_platform';
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

/** Only verified uuids are ever set as a scope; none is the empty setting. */
function scopeValue(value: string | null): string {
  if (value === null) return '';
  if (!UUID.test(value)) throw new Error(`refusing to set a non-uuid scope value: ${value}`);
  return value;
}

let zoneOf: { tz: string | undefined; zone: string } | null = null;

/** The process's time zone, worked out again only when TZ changes (an Intl.DateTimeFormat per request costs more than the request's own SQL). */
function processZone(): string {
  if (zoneOf?.tz !== process.env.TZ || !zoneOf) zoneOf = { tz: process.env.TZ, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return zoneOf.zone;
}

const scopes = new WeakMap<Tx, Scope>();

/** The scope a transaction of inScope runs in (undefined for any other executor): what a per-space cache keys by. */
export const scopeOf = (tx: unknown): Scope | undefined => scopes.get(tx as Tx);

/**
 * Runs fn in one transaction as the application role with the tenant, factory and user set as
 * transaction-local settings (set_config(…, true), what SET LOCAL does): they end with the
 * transaction, so concurrent requests on one PGlite connection or a pooled PostgreSQL connection
 * never see each other's scope. One statement, not one per setting: every request pays it, and on
 * PGlite each statement is a round through the engine on the event loop's thread.
 */
export async function inScope<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    scopes.set(tx, scope);
    // the database's days are the process's (TZ, the business zone): to_char, ::date and date_trunc
    // then cut days where the code's local dates do, also between midnight there and midnight UTC
    const zone = processZone();
    await tx.execute(
      sql`select set_config('role', ${scope.platformRead ? PLATFORM_ROLE : APP_ROLE}, true), set_config('app.tenant_id', ${scopeValue(scope.tenantId)}, true), set_config('app.factory_id', ${scopeValue(scope.factoryId)}, true), set_config('app.user_id', ${scopeValue(scope.userId)}, true), set_config('app.platform_read', ${scope.platformRead ? 'on' : ''}, true), set_config('timezone', ${zone}, true)`,
    );
    return fn(tx);
  });
}

/**
 * One read across the tenant walls inside a tenant's request (a brand name held by another tenant):
 * the platform role and its setting for `fn` only, then the request's own again.
 */
export async function acrossTenants<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(
    sql`select set_config('role', ${PLATFORM_ROLE}, true), set_config('app.platform_read', 'on', true)`,
  );
  try {
    return await fn();
  } finally {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.platform_read', '', true)`,
    );
  }
}
