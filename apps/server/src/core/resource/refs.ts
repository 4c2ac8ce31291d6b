/* eslint-disable @typescript-eslint/no-explicit-any -- reference targets are tables of any module */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { idList, type FieldDef } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { directory } from '../auth/directory.ts';
import { resourceTables, scopeAnd } from './registry.ts';

/**
 * Rows named by `ref` fields must exist in this space (and factory), and person fields must name an
 * active member: a value that points elsewhere is refused with the field's label. `prefix` names the
 * line of a document ("第2行：").
 */
export async function checkRefFields(
  tx: Tx,
  ctx: RequestContext,
  fields: Record<string, FieldDef>,
  value: Record<string, unknown>,
  prefix = '',
  selfId?: string,
) {
  for (const [key, f] of Object.entries(fields)) {
    const v = value[key];
    if (v == null) continue;
    if (f.staff) {
      for (const id of f.multiple ? [...new Set(idList(v))] : [v as string]) {
        const m = await directory().isActiveMember(tx, ctx.tenantId ?? HOST_TENANT_ID, id);
        if (!m) throw badRequest(`${prefix}${f.label}${f.multiple ? '中有人' : ''}不是本企业的在职成员`, [key]);
      }
      continue;
    }
    if (!f.ref) continue;
    if (f.multiple) {
      // Several rows named by comma-separated ids (multiple refs): each must be a live row here.
      const ids = [...new Set(idList(v))];
      if (ids.length)
        await checkRefs(tx, ctx, { [key]: { label: f.label, target: f.ref.basePath, missing: `${f.label}中有不存在或已删除的项` } }, { [key]: ids }, prefix);
      continue;
    }
    if (selfId && v === selfId) throw badRequest(`${prefix}${f.label}不能是自己`, [key]);
    await checkRefs(tx, ctx, { [key]: { label: f.label, target: f.ref.basePath } }, value, prefix);
  }
}

/**
 * Tables that hand-written routes refer to by id and that are no resource (CAD projects, batches,
 * products ...), registered by their module under a name; resources are found by their base path.
 */
const refTargets = new Map<string, { table: any; scope: 'tenant' | 'factory' }>();
export function registerRefTarget(name: string, table: any, scope: 'tenant' | 'factory') {
  refTargets.set(name, { table, scope });
}

function targetWhere(name: string, ctx: RequestContext): { table: any; where: SQL[] } {
  const resource = resourceTables.get(name);
  if (resource) return { table: resource.table, where: [scopeAnd(resource.def, resource.table, ctx)!] };
  const t = refTargets.get(name);
  // A reference nobody can check is a programming error, never a silent pass.
  if (!t) throw new Error(`no resource or reference target registered as ${name}`);
  const where: SQL[] = [eq(t.table.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(t.table.isDeleted, false)];
  if (t.scope === 'factory') where.push(ctx.factoryId ? eq(t.table.factoryId, ctx.factoryId) : sql`false`);
  return { table: t.table, where };
}

export interface RefSpec {
  /** Chinese name of the field, the subject of the message (客户不存在或已删除). */
  label: string;
  /** A resource's base path, or a name given to registerRefTarget. */
  target: string;
  /** The message when a row is missing, instead of「{label}不存在或已删除」. */
  missing?: string;
  /** A further condition the row must meet (e.g. a supplier of paint), with its own message. */
  where?: { sql: SQL; message: string };
}

/**
 * The rule of every reference to another row, for resources, documents and hand-written routes
 * alike: each id (or each id of an array) in `value[key]` must name a live row of this space (and
 * factory, for factory-scoped rows); otherwise 400 with the field's label. A row of another space
 * is never stored, even though the walls would keep it from being read.
 */
export async function checkRefs(tx: Tx, ctx: RequestContext, refs: Record<string, RefSpec>, value: Record<string, unknown>, prefix = '') {
  for (const [key, spec] of Object.entries(refs)) {
    const raw = value[key];
    if (raw == null) continue;
    const ids = [...new Set((Array.isArray(raw) ? raw : [raw]).filter((x) => x != null).map(String))];
    if (!ids.length) continue;
    const { table, where } = targetWhere(spec.target, ctx);
    const hits = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(...where, inArray(table.id, ids)));
    if (hits.length !== ids.length) throw badRequest(`${prefix}${spec.missing ?? `${spec.label}不存在或已删除`}`, [key]);
    if (spec.where) {
      const ok = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(...where, inArray(table.id, ids), spec.where.sql));
      if (ok.length !== ids.length) throw badRequest(`${prefix}${spec.where.message}`, [key]);
    }
  }
}
