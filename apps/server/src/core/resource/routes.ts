/* eslint-disable @typescript-eslint/no-explicit-any -- columns are looked up by field key on a table built from a definition */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  idParam,
  messages,
  pagedQuery,
  resourceInputSchema,
  sortableFields,
  updateEnvelope,
  type AnyResourceDef,
  type FieldDef,
} from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { containsPattern, pagedList, parseSorting } from '../http/paging.ts';
import { audit } from '../audit/audit.ts';
import { auditLogs } from '../../modules/logs/schema.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';

export interface ResourceHooks {
  /** Refuse a delete (throw) when documents still use the row: the message says where. */
  beforeDelete?: (tx: Tx, ctx: RequestContext, row: Record<string, unknown>) => Promise<void>;
  /** Extra routes of this resource, registered under the same prefix. */
  extend?: (app: FastifyInstance) => void;
}

/** Query schema of a list: paging, sorting, the definition's search fields, a free filter and a time range. */
export function listQuerySchema(def: AnyResourceDef) {
  const shape: Record<string, z.ZodType> = {
    filter: z.string().max(200, messages.tooLong('filter', 200)).optional(),
    beginTime: z.iso.date('beginTime日期格式应为YYYY-MM-DD').optional(),
    endTime: z.iso.date('endTime日期格式应为YYYY-MM-DD').optional(),
  };
  for (const [key, f] of Object.entries<FieldDef>(def.fields)) {
    if (!f.search) continue;
    if (f.kind === 'int' || f.kind === 'decimal') shape[key] = z.coerce.number({ error: `${f.label}必须是数字` }).optional();
    else if (f.kind === 'bool') shape[key] = z.enum(['true', 'false'], { error: `${f.label}的取值不正确` }).optional();
    else if (f.kind === 'uuid') shape[key] = z.uuid(`${f.label}${messages.invalidId}`).optional();
    else shape[key] = z.string().max(200, messages.tooLong(f.label, 200)).optional();
  }
  return pagedQuery.extend(shape);
}

/**
 * CRUD routes of a resource from its definition: list (paged, sorted, filtered), detail, create,
 * update with the concurrency stamp (stale → 409), soft delete, enable/disable when it has an
 * `enabled` field, and its operation log; each checked against the definition's permission and
 * written to the audit log in the same transaction.
 */
export function registerResource(app: FastifyInstance, def: AnyResourceDef, table: any, hooks: ResourceHooks = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const input = resourceInputSchema(def);
  const sortable = Object.fromEntries(sortableFields(def).map((k) => [k, table[k]]));
  const textFields = Object.entries<FieldDef>(def.fields)
    .filter(([, f]) => (f.kind === 'string' || f.kind === 'text') && f.column)
    .map(([k]) => k);
  const tags = [def.title];
  const base = def.basePath;
  const perm = def.permission;

  const scopeWhere = (ctx: RequestContext): SQL[] => {
    const w: SQL[] = [eq(table.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(table.isDeleted, false)];
    if (def.scope === 'factory') w.push(ctx.factoryId ? eq(table.factoryId, ctx.factoryId) : sql`false`);
    return w;
  };

  async function findRow(tx: Tx, ctx: RequestContext, id: string) {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), ...scopeWhere(ctx)));
    if (!row) throw notFound(`${def.title}不存在或已删除`);
    return row as Record<string, unknown>;
  }

  async function checkUnique(tx: Tx, ctx: RequestContext, value: Record<string, unknown>, exceptId?: string) {
    for (const keys of def.unique ?? []) {
      const conds = keys.map((k) => (value[k] == null ? sql`${table[k]} is null` : eq(table[k], value[k])));
      if (exceptId) conds.push(sql`${table.id} <> ${exceptId}`);
      const [dup] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(...scopeWhere(ctx), ...conds));
      if (dup) {
        const label = keys.map((k) => def.fields[k]!.label).join('、');
        const shown = keys
          .map((k) => def.fields[k]!.options?.find((o: { value: unknown; label: string }) => o.value === value[k])?.label ?? String(value[k] ?? ''))
          .join('、');
        throw badRequest(messages.duplicate(label, shown), [...keys]);
      }
    }
  }

  r.get(base, { schema: { tags, summary: `${def.title}列表`, querystring: listQuerySchema(def) }, config: { permission: perm, action: 'query' } }, async (req) => {
    const q = req.query as Record<string, any>;
    const where = scopeWhere(req.ctx);
    for (const [key, f] of Object.entries<FieldDef>(def.fields)) {
      const v = q[key];
      if (!f.search || v === undefined || v === '') continue;
      if (f.kind === 'bool') where.push(eq(table[key], v === 'true'));
      else if ((f.kind === 'string' || f.kind === 'text') && !f.options) where.push(ilike(table[key], containsPattern(v)));
      else where.push(eq(table[key], v));
    }
    if (q.filter && textFields.length)
      where.push(or(...textFields.map((k) => ilike(table[k], containsPattern(q.filter))))!);
    if (q.beginTime) where.push(gte(table.creationTime, new Date(`${q.beginTime}T00:00:00`)));
    if (q.endTime) where.push(lt(table.creationTime, new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86400000)));
    const fallback = def.defaultSorting
      ? parseSorting(def.defaultSorting, sortable, [])
      : [desc(table.creationTime)];
    const orderBy = [...parseSorting(q.sorting, sortable, fallback), asc(table.id)];
    return req.tx((tx) => pagedList(tx, q as never, { from: table, where: and(...where), orderBy }));
  });

  r.get(`${base}/:id`, { schema: { tags, summary: `${def.title}详情`, params: idParam }, config: { permission: perm, action: 'query' } }, async (req) =>
    req.tx((tx) => findRow(tx, req.ctx, req.params.id)),
  );

  r.post(base, { schema: { tags, summary: `新增${def.title}`, body: input }, config: { permission: perm, action: 'add' } }, async (req, reply) => {
    const value = { ...(req.body as Record<string, unknown>) };
    // An optional field left out gets its definition's default, as the form would have shown it.
    for (const [key, f] of Object.entries<FieldDef>(def.fields))
      if (value[key] === undefined && f.default !== undefined && !f.readOnly) value[key] = f.default;
    const row = await req.tx(async (tx) => {
      await checkUnique(tx, req.ctx, value);
      const [created] = (await tx
        .insert(table)
        .values({
          ...value,
          tenantId: req.ctx.tenantId ?? HOST_TENANT_ID,
          ...(def.scope === 'factory' ? { factoryId: req.ctx.factoryId } : {}),
          creatorId: req.ctx.userId,
        })
        .returning()) as any[];
      await audit(tx, req.ctx, { module: def.module, entityType: def.entity, entityId: String(created.id), action: 'create', after: created });
      return created;
    });
    return reply.status(200).send(row);
  });

  r.put(
    `${base}/:id`,
    { schema: { tags, summary: `修改${def.title}`, params: idParam, body: z.intersection(input, updateEnvelope) }, config: { permission: perm, action: 'edit' } },
    async (req) => {
      const { concurrencyStamp, ...value } = req.body as Record<string, unknown>;
      if (!concurrencyStamp) throw badRequest(messages.required('concurrencyStamp'), ['concurrencyStamp']);
      return req.tx(async (tx) => {
        const before = await findRow(tx, req.ctx, req.params.id);
        if (before.concurrencyStamp !== concurrencyStamp) throw conflict();
        await checkUnique(tx, req.ctx, value, req.params.id);
        const [after] = await tx
          .update(table)
          .set({ ...value, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
          .where(and(eq(table.id, req.params.id), eq(table.concurrencyStamp, concurrencyStamp), ...scopeWhere(req.ctx)))
          .returning();
        if (!after) throw conflict();
        await audit(tx, req.ctx, { module: def.module, entityType: def.entity, entityId: req.params.id, action: 'update', before, after });
        return after;
      });
    },
  );

  r.delete(`${base}/:id`, { schema: { tags, summary: `删除${def.title}`, params: idParam }, config: { permission: perm, action: 'delete' } }, async (req, reply) => {
    await req.tx(async (tx) => {
      const before = await findRow(tx, req.ctx, req.params.id);
      await hooks.beforeDelete?.(tx, req.ctx, before);
      await tx
        .update(table)
        .set({ isDeleted: true, deleterId: req.ctx.userId, deletionTime: new Date(), concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(table.id, req.params.id), ...scopeWhere(req.ctx)));
      await audit(tx, req.ctx, { module: def.module, entityType: def.entity, entityId: req.params.id, action: 'delete', before });
    });
    return reply.status(204).send();
  });

  if (def.fields.enabled) {
    for (const action of ['enable', 'disable'] as const) {
      r.put(`${base}/:id/${action}`, { schema: { tags, summary: `${action === 'enable' ? '启用' : '禁用'}${def.title}`, params: idParam }, config: { permission: perm, action } }, async (req) =>
        req.tx(async (tx) => {
          const before = await findRow(tx, req.ctx, req.params.id);
          const [after] = await tx
            .update(table)
            .set({ enabled: action === 'enable', lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
            .where(and(eq(table.id, req.params.id), ...scopeWhere(req.ctx)))
            .returning();
          await audit(tx, req.ctx, { module: def.module, entityType: def.entity, entityId: req.params.id, action, before, after });
          return after;
        }),
      );
    }
  }

  r.get(`${base}/:id/logs`, { schema: { tags, summary: `${def.title}操作日志`, params: idParam, querystring: pagedQuery }, config: { permission: perm, action: 'query' } }, async (req) =>
    req.tx((tx) =>
      pagedList(tx, req.query, {
        from: auditLogs,
        where: and(eq(auditLogs.tenantId, req.ctx.tenantId ?? HOST_TENANT_ID), eq(auditLogs.entityType, def.entity), eq(auditLogs.entityId, req.params.id)),
        orderBy: [desc(auditLogs.time), desc(auditLogs.id)],
      }),
    ),
  );

  hooks.extend?.(app);
}

