/* eslint-disable @typescript-eslint/no-explicit-any -- tables are built from definitions and looked up by field key */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DocumentDef } from '@al/contracts';
import type { RequestContext } from '../http/context.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';

export interface RegisteredDocument {
  def: DocumentDef;
  head: any;
  lines: any;
}

/** Registered documents by base path: sources are resolved and downstream references found through it. */
export const documentTables = new Map<string, RegisteredDocument>();

/** The live documents of a definition visible in this request: the tenant, and the factory when factory-scoped. */
export function docScope(def: DocumentDef, head: any, ctx: RequestContext): SQL[] {
  const w: SQL[] = [eq(head.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(head.isDeleted, false)];
  if (def.scope === 'factory') w.push(ctx.factoryId ? eq(head.factoryId, ctx.factoryId) : sql`false`);
  return w;
}

/** Documents whose lines may be pulled from the document at `basePath`. */
export const downstreamOf = (basePath: string) =>
  [...documentTables.values()].filter((d) => d.def.sources?.some((s) => s.basePath === basePath));
