/* eslint-disable @typescript-eslint/no-explicit-any -- columns are looked up by field key on a table built from a definition */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  fieldSchema,
  idParam,
  messages,
  pagedQuery,
  resourceInputSchema,
  sortableFields,
  updateEnvelope,
  type AnyResourceDef,
  type FieldDef,
  type StoredRow,
} from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { badRequest, businessError, conflict, notFound } from '../http/errors.ts';
import { containsPattern, pagedList, parseSorting, sortableKeys, sortingOf } from '../http/paging.ts';
import { auditLogPage, auditLogSorting } from '../audit/audit.ts';
import { audit } from '../audit/audit.ts';
import { auditLogs } from '../audit/schema.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { onlySelfFilter } from '../auth/data-permission.ts';
import { buildTree, refuseCycle } from './tree.ts';
import { resourceTables, scopeOf } from './registry.ts';
import { checkRefFields } from './refs.ts';
import { registerExcel } from './excel.ts';
import { listQuerySchema } from './query.ts';
import { emptyKey, isTextSearched, uniqueIndexName, uniqueKey } from './table.ts';
import { onUniqueViolation } from '../db/unique-violations.ts';
import { softDeleted } from '../db/columns.ts';

/** Cap of the unpaged /all and /trees answers. */
const ALL_LIMIT = 5000;

export interface ResourceHooks {
  /** Refuse a delete (throw) when documents still use the row: the message says where. */
  beforeDelete?: (tx: Tx, ctx: RequestContext, row: Record<string, unknown>) => Promise<void>;
  /**
   * Tables whose live rows point at this resource by `column`: a delete is refused while any does,
   * with a message naming `label` (e.g. 板材尺寸) and how many rows use it.
   */
  usedBy?: UsedBy[];
  /**
   * A condition every list (paged, /all, export) adds for this request, e.g. equipment shows the
   * current factory's and the unallocated rows.
   */
  listFilter?: (ctx: RequestContext) => SQL | undefined;
  /**
   * Checks and completes a create/update value inside the write's transaction (rules that need
   * other rows, computed fields); throw to refuse. `before` is the stored row on update.
   */
  prepare?: (tx: Tx, ctx: RequestContext, value: Record<string, unknown>, before?: Record<string, unknown>) => Promise<void>;
  /** Refuse PUT {id}/default for a row that may not be the default (throw with the reason). */
  beforeDefault?: (row: Record<string, unknown>) => void;
  /** Also answer the Excel export at GET {basePath}/down (the spec's name for some lists' download). */
  down?: boolean;
  /** Extra routes of this resource, registered under the same prefix. */
  extend?: (app: FastifyInstance) => void;
}

/**
 * A table whose live rows point at a resource by `column`: its id there, or among the ids of a
 * comma-separated column (`multiple`, e.g. the process lists of basic data).
 */
export interface UsedBy {
  table: any;
  column: string;
  label: string;
  multiple?: boolean;
  /** Rows that do not count (e.g. voided plans). */
  where?: SQL;
}

/** How many live rows of `u` name `id`. */
export async function countUses(tx: Tx, u: UsedBy, id: string): Promise<number> {
  const col = u.table[u.column];
  const hit = u.multiple ? sql`(',' || coalesce(${col}, '') || ',') like ${`%,${id},%`}` : eq(col, id);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(u.table)
    .where(and(hit, eq(u.table.isDeleted, false), u.where));
  return n;
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
  const sortable = sortingOf(table, sortableFields(def));
  const textFields = Object.entries<FieldDef>(def.fields)
    .filter(([, f]) => isTextSearched(f) && f.column)
    .map(([k]) => k);
  const tags = [def.title];
  const base = def.basePath;
  const perm = def.permission;

  const scopeWhere = (ctx: RequestContext): SQL[] => scopeOf(def, table, ctx);

  async function findRow(tx: Tx, ctx: RequestContext, id: string) {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), ...scopeWhere(ctx)));
    if (!row) throw notFound(`${def.title}不存在或已删除`);
    return row as StoredRow;
  }

  /** The message of a repeated unique group: its labels and the values sent (an option by its label). */
  function duplicateError(keys: readonly string[], value: Record<string, unknown>) {
    const label = keys.map((k) => def.fields[k]!.label).join('、');
    const shown = keys
      .map((k) => def.fields[k]!.options?.find((o: { value: unknown; label: string }) => o.value === value[k])?.label ?? String(value[k] ?? ''))
      .join('、');
    return badRequest(messages.duplicate(label, shown), [...keys]);
  }

  /** Compares as the unique index does: an empty member is the same as any other empty one. */
  async function checkUnique(tx: Tx, ctx: RequestContext, value: Record<string, unknown>, exceptId?: string) {
    for (const keys of def.unique ?? []) {
      const conds = keys.map((k: string) => sql`${uniqueKey(def, table, k)} = ${value[k] == null ? emptyKey(def, k) : value[k]}`);
      if (exceptId) conds.push(sql`${table.id} <> ${exceptId}`);
      const [dup] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(...scopeWhere(ctx), ...conds));
      if (dup) throw duplicateError(keys, value);
    }
  }
  // Two writers can both pass the check at once; the second one's insert or update is then stopped
  // by the group's unique index (23505), and gets the check's message instead of a 500.
  for (const keys of def.unique ?? [])
    onUniqueViolation(uniqueIndexName(def, keys), ({ body }) => {
      const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
      return sent && keys.every((k: string) => k in sent) ? duplicateError(keys, sent) : badRequest(messages.duplicateRow, [...keys]);
    });

  /** The list's where clause: scope, the definition's search fields, the free filter and the time range. */
  function listWhere(ctx: RequestContext, q: Record<string, any>, self?: SQL) {
    const where = scopeWhere(ctx);
    for (const [key, f] of Object.entries<FieldDef>(def.fields)) {
      const v = q[key];
      if (v === undefined || v === '') continue;
      if (f.kind === 'bool') where.push(eq(table[key], v === 'true'));
      else if (f.multiple) where.push(sql`(',' || ${table[key]} || ',') like ${`%,${String(v).replace(/[\\%_,]/g, '')},%`}`);
      else if (isTextSearched(f)) where.push(ilike(table[key], containsPattern(v)));
      else where.push(eq(table[key], v));
    }
    if (q.filter && textFields.length)
      where.push(or(...textFields.map((k) => ilike(table[k], containsPattern(q.filter))))!);
    // Data permission "only self": the caller's own rows (the handler resolves it from the roles).
    if (self) where.push(self);
    const extra = hooks.listFilter?.(ctx);
    if (extra) where.push(extra);
    if (q.beginTime) where.push(gte(table.creationTime, new Date(`${q.beginTime}T00:00:00`)));
    if (q.endTime) where.push(lt(table.creationTime, new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86400000)));
    return and(...where);
  }

  function listOrder(sorting: string | undefined) {
    const fallback = def.defaultSorting ? parseSorting(def.defaultSorting, sortable, []) : [desc(table.creationTime)];
    return [...parseSorting(sorting, sortable, fallback), asc(table.id)];
  }

  const sortableConfig = sortableKeys(sortable);
  r.get(base, { schema: { tags, summary: `${def.title}列表`, querystring: listQuerySchema(def) }, config: { contract: 'resource', permission: perm, action: 'query', sortable: sortableConfig } }, async (req) => {
    const q = req.query as Record<string, any>;
    const self = await onlySelfFilter(req, table.creatorId);
    return req.tx((tx) => pagedList(tx, q as never, { from: table, where: listWhere(req.ctx, q, self), orderBy: listOrder(q.sorting) }));
  });


  if (def.tree) {
    const parentKey = def.tree.parentField;
    r.get(`${base}/trees`, { schema: { tags, summary: `${def.title}树` }, config: { contract: 'resource', permission: perm, action: 'query' } }, async (req) =>
      req.tx(async (tx) => {
        const rows = (await tx.select().from(table).where(and(...scopeWhere(req.ctx))).orderBy(...listOrder(undefined)).limit(ALL_LIMIT)) as Record<string, unknown>[];
        const items = buildTree(rows, parentKey);
        return { items, totalCount: items.length };
      }),
    );
  }

  r.get(`${base}/:id`, { schema: { tags, summary: `${def.title}详情`, params: idParam }, config: { contract: 'resource', permission: perm, action: 'query' } }, async (req) =>
    req.tx((tx) => findRow(tx, req.ctx, req.params.id)),
  );

  const checkRefs = (tx: Tx, ctx: RequestContext, value: Record<string, unknown>, selfId?: string) => checkRefFields(tx, ctx, def.fields, value, '', selfId);

  /** Clears the default flag on the other rows of the same scope when `value` sets it. */
  async function clearOtherDefaults(tx: Tx, ctx: RequestContext, row: Record<string, unknown>) {
    const flag = def.defaultFlag;
    if (!flag || row[flag.field] !== true) return;
    const w = [...scopeWhere(ctx), sql`${table.id} <> ${row.id}`, eq(table[flag.field], true)];
    for (const k of flag.per ?? []) w.push(row[k] == null ? sql`${table[k]} is null` : eq(table[k], row[k]));
    await tx.update(table).set({ [flag.field]: false, concurrencyStamp: crypto.randomUUID() }).where(and(...w));
  }

  /** Validated create: uniques, references, the module's rules, the insert, the default flag, the log. */
  async function insertRow(tx: Tx, ctx: RequestContext, input: Record<string, unknown>) {
    if (def.scope === 'factory' && !ctx.factoryId) throw badRequest('请先选择工厂');
    const value = { ...input };
    // A field left out gets its definition's default, as the form would have shown it (a read-only
    // field, never in the input, starts at its default: a brand 申请中, a warehouse not default).
    for (const [key, f] of Object.entries<FieldDef>(def.fields)) if (value[key] === undefined && f.default !== undefined) value[key] = f.default;
    await checkRefs(tx, ctx, value);
    await hooks.prepare?.(tx, ctx, value);
    await checkUnique(tx, ctx, value);
    const [created] = (await tx
      .insert(table)
      .values({
        ...value,
        tenantId: ctx.tenantId ?? HOST_TENANT_ID,
        ...(def.scope === 'factory' ? { factoryId: ctx.factoryId } : {}),
        creatorId: ctx.userId,
      })
      .returning()) as any[];
    await clearOtherDefaults(tx, ctx, created);
    await audit(tx, ctx, { module: def.module, entityType: def.entity, entityId: String(created.id), action: 'create', after: created });
    return created as Record<string, unknown>;
  }

  /** Writes `patch` to a row read in this transaction, under its stamp; a changed stamp is a 409. */
  async function writeRow(tx: Tx, ctx: RequestContext, before: Record<string, unknown>, patch: Record<string, unknown>, action: string) {
    const [after] = (await tx
      .update(table)
      .set({ ...patch, lastModificationTime: new Date(), lastModifierId: ctx.userId, concurrencyStamp: crypto.randomUUID() })
      .where(and(eq(table.id, before.id), eq(table.concurrencyStamp, before.concurrencyStamp), ...scopeWhere(ctx)))
      .returning()) as StoredRow[];
    if (!after) throw conflict();
    await clearOtherDefaults(tx, ctx, after);
    await audit(tx, ctx, { module: def.module, entityType: def.entity, entityId: String(before.id), action, before, after });
    return after;
  }

  r.post(base, { schema: { tags, summary: `新增${def.title}`, body: input }, config: { contract: 'resource', permission: perm, action: 'add' } }, async (req, reply) => {
    const row = await req.tx((tx) => insertRow(tx, req.ctx, req.body as Record<string, unknown>));
    return reply.status(200).send(row);
  });

  r.put(
    `${base}/:id`,
    { schema: { tags, summary: `修改${def.title}`, params: idParam, body: z.intersection(input, updateEnvelope) }, config: { contract: 'resource', permission: perm, action: 'edit' } },
    async (req) => {
      const { concurrencyStamp, ...value } = req.body as Record<string, unknown>;
      if (!concurrencyStamp) throw badRequest(messages.required('concurrencyStamp'), ['concurrencyStamp']);
      return req.tx(async (tx) => {
        const before = await findRow(tx, req.ctx, req.params.id);
        if (before.concurrencyStamp !== concurrencyStamp) throw conflict();
        await checkRefs(tx, req.ctx, value, req.params.id);
        if (def.tree) await refuseCycle(tx, req.ctx, def, table, req.params.id, value[def.tree.parentField]);
        await hooks.prepare?.(tx, req.ctx, value, before);
        await checkUnique(tx, req.ctx, value, req.params.id);
        return writeRow(tx, req.ctx, before, value, 'update');
      });
    },
  );

  const usedBy: UsedBy[] = [...(hooks.usedBy ?? []), ...(def.tree ? [{ table, column: def.tree.parentField, label: `下级${def.title}` }] : [])];
  r.delete(`${base}/:id`, { schema: { tags, summary: `删除${def.title}`, params: idParam }, config: { contract: 'resource', permission: perm, action: 'delete' } }, async (req, reply) => {
    await req.tx(async (tx) => {
      const before = await findRow(tx, req.ctx, req.params.id);
      for (const u of usedBy) {
        const n = await countUses(tx, u, req.params.id);
        if (n > 0) throw businessError(`该${def.title}已被${n}条${u.label}使用，不能删除`, 'InUse');
      }
      await hooks.beforeDelete?.(tx, req.ctx, before);
      await tx
        .update(table)
        .set({ ...softDeleted(req.ctx.userId), concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(table.id, req.params.id), ...scopeWhere(req.ctx)));
      await audit(tx, req.ctx, { module: def.module, entityType: def.entity, entityId: req.params.id, action: 'delete', before });
    });
    return reply.status(204).send();
  });

  if (def.fields.enabled) {
    for (const action of ['enable', 'disable'] as const) {
      r.put(`${base}/:id/${action}`, { schema: { tags, summary: `${action === 'enable' ? '启用' : '禁用'}${def.title}`, params: idParam }, config: { contract: 'resource', permission: perm, action } }, async (req) =>
        req.tx(async (tx) => writeRow(tx, req.ctx, await findRow(tx, req.ctx, req.params.id), { enabled: action === 'enable' }, action)),
      );
    }
  }

  if (def.defaultFlag) {
    const field = def.defaultFlag.field;
    r.put(`${base}/:id/default`, { schema: { tags, summary: `设为默认${def.title}`, params: idParam }, config: { contract: 'resource', permission: perm, action: 'edit' } }, async (req) =>
      req.tx(async (tx) => {
        const row = await findRow(tx, req.ctx, req.params.id);
        hooks.beforeDefault?.(row);
        return writeRow(tx, req.ctx, row, { [field]: true }, 'default');
      }),
    );
  }

  if (def.statusField) {
    const key = def.statusField;
    const body = z.object({ status: fieldSchema({ ...def.fields[key]!, required: true, default: undefined }) });
    r.put(`${base}/:id/status`, { schema: { tags, summary: `修改${def.title}状态`, params: idParam, body }, config: { contract: 'resource', permission: perm, action: 'edit' } }, async (req) =>
      req.tx(async (tx) => writeRow(tx, req.ctx, await findRow(tx, req.ctx, req.params.id), { [key]: (req.body as { status: unknown }).status }, 'status')),
    );
  }

  registerExcel(app, def, { listWhere, listOrder, sortable: sortableConfig, insertRow, checkUnique }, hooks.down);

  r.get(`${base}/:id/logs`, { schema: { tags, summary: `${def.title}操作日志`, params: idParam, querystring: pagedQuery }, config: { contract: 'resource', permission: perm, action: 'query', sortable: sortableKeys(auditLogSorting) } }, async (req) =>
    req.tx((tx) =>
      auditLogPage(tx, req.ctx, req.query, def.entity, eq(auditLogs.entityId, req.params.id)),
    ),
  );

  hooks.extend?.(app);

  // Every live row matching the filters, unpaged (pickers and the web's cached lists). Registered
  // last: a module's own /all or /list (e.g. the shell's factory list) takes the path instead.
  for (const path of ['all', 'list'].filter((p) => !app.hasRoute({ method: 'GET', url: `${base}/${p}` })))
    r.get(`${base}/${path}`, { schema: { tags, summary: `${def.title}全部`, querystring: listQuerySchema(def) }, config: { contract: 'resource', permission: perm, action: 'query', sortable: sortableConfig } }, async (req) => {
      const q = req.query as Record<string, any>;
      const self = await onlySelfFilter(req, table.creatorId);
      return req.tx(async (tx) => {
        const items = await tx.select().from(table).where(listWhere(req.ctx, q, self)).orderBy(...listOrder(q.sorting)).limit(ALL_LIMIT);
        return { items, totalCount: items.length };
      });
    });
  resourceTables.set(def.basePath, { def, table });
  return { def, table, findRow, insertRow, writeRow, listWhere, listOrder, scopeWhere };
}

/** What registerResource gives the module back: the same validated writes its routes use. */
export type ResourceApi = ReturnType<typeof registerResource>;


