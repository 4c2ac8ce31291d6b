import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Tables that carry a tenant_id but are deliberately not walled by tenant, each with its reason.
 * Every other table with a tenant_id column gets the tenant wall after each migration run.
 */
export const TENANT_WALL_EXCEPTIONS: Record<string, string> = {
  members: 'own policy tenant_or_self: a user sees their memberships in every space (0001_tenancy)',
  messages: 'host-level: an invitation reaches a user outside the inviting space; filtered by user_id',
  login_logs: 'host-level: failed logins are counted before any tenant is known',
  file_conversions: 'host-level: the conversion servers and the header counts span tenants',
  orders: 'host-level: operators list and confirm orders of every tenant; payment callbacks arrive outside any tenant',
  tenant_followups: "host-level: the operators' notes about tenants, never shown to a tenant",
  tenant_operate_logs: "host-level: the operators' changes to tenant accounts, listed across tenants",
  edition_trials: 'host-level: one trial per user and edition is checked before the new space exists, across all their spaces',
  tenant_renewals: "host-level: the operators' renewal contracts, written by the platform for any tenant, never read by it",
};

/**
 * Row-level security for every tenant-owned table, so that a module cannot forget it: after the
 * migrations, each table with a tenant_id column that is not yet forced gets
 * app_enable_tenant_rls (ENABLE + FORCE, policy tenant_id = app_current_tenant(), grants to
 * app_user). Idempotent; a table already walled is left alone.
 */
export async function ensureTenantWalls(db: Db): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relforcerowsecurity
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
    ORDER BY c.relname`);
  const rows = rowsOf<{ name: string }>(result);
  const walled: string[] = [];
  for (const { name } of rows) {
    if (name in TENANT_WALL_EXCEPTIONS) continue;
    await db.execute(sql`SELECT app_enable_tenant_rls(${name}::regclass)`);
    walled.push(name);
  }
  return walled;
}
