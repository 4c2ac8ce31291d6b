/* eslint-disable @typescript-eslint/no-explicit-any -- tables are built from definitions and looked up by field key */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyResourceDef } from '@al/contracts';
import type { RequestContext } from '../http/context.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';

/** Registered resources by base path: `ref` fields are checked, imported and exported through it. */
export const resourceTables = new Map<string, { def: AnyResourceDef; table: any }>();

/** The live rows of a resource visible in this request: the tenant, and the factory when factory-scoped. */
export function scopeOf(def: AnyResourceDef, table: any, ctx: RequestContext): SQL[] {
  const w: SQL[] = [eq(table.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(table.isDeleted, false)];
  if (def.scope === 'factory') w.push(ctx.factoryId ? eq(table.factoryId, ctx.factoryId) : sql`false`);
  return w;
}

export const scopeAnd = (def: AnyResourceDef, table: any, ctx: RequestContext, ...more: SQL[]) => and(...scopeOf(def, table, ctx), ...more);
