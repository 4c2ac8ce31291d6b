import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { softDeleted } from '../db/columns.ts';
import type { PagedQuery } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import type { RequestContext } from '../http/context.ts';
import { pagedList, parseSorting } from '../http/paging.ts';
import { auditLogs } from './schema.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'enable' | 'disable' | 'import' | string;

/** Drops the envelope noise so that the log shows what a person changed. */
function clean(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  const { concurrencyStamp: _c, lastModificationTime: _t, lastModifierId: _m, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** Records one write in the operation log, in the same transaction as the write itself. */
export async function audit(
  tx: Tx,
  ctx: RequestContext,
  entry: { module: string; entityType: string; entityId: string; action: AuditAction; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLogs).values({
    tenantId: ctx.tenantId ?? HOST_TENANT_ID,
    userId: ctx.userId,
    userName: ctx.userName,
    module: entry.module,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    beforeJson: clean(entry.before),
    afterJson: clean(entry.after),
    ip: ctx.ip,
  });
}

/** A table with the audited envelope, keyed by `id`. */
type AuditedTable = PgTable & { id: PgColumn; isDeleted: PgColumn; deleterId: PgColumn; deletionTime: PgColumn };

/**
 * Inserts one row with its creator (the caller) and records the create with the row as stored, in the
 * same transaction. The input has been checked by the caller; the stored row is returned.
 */
export async function insertAudited<T extends PgTable & { id: PgColumn; creatorId: PgColumn }>(
  tx: Tx,
  ctx: RequestContext,
  table: T,
  values: Omit<T['$inferInsert'], 'creatorId'>,
  entry: { module: string; entityType: string },
): Promise<T['$inferSelect']> {
  const created: PgTable = table;
  const [row] = (await tx
    .insert(created)
    .values({ ...values, creatorId: ctx.userId } as never)
    .returning()) as { id: string }[];
  await audit(tx, ctx, { ...entry, entityId: row!.id, action: 'create', after: row });
  return row as T['$inferSelect'];
}

/**
 * Deletes one row softly (it stays, marked gone, so references to it hold) and records the delete with
 * the row as it was, in the same transaction. The row has been read (and its rules checked) by the caller.
 */
export async function softDeleteAudited(
  tx: Tx,
  ctx: RequestContext,
  table: AuditedTable,
  before: { id: string },
  entry: { module: string; entityType: string },
): Promise<void> {
  await tx.update(table).set(softDeleted(ctx.userId)).where(eq(table.id, before.id));
  await audit(tx, ctx, { ...entry, entityId: before.id, action: 'delete', before });
}

/** A table with the whole audited envelope: modification and a concurrency stamp too. */
type StampedTable = AuditedTable & { lastModificationTime: PgColumn; lastModifierId: PgColumn; concurrencyStamp: PgColumn };

/**
 * Updates one row with `set` and the envelope (modifier, time, a new concurrency stamp), and records
 * the update with the row before and after, in the same transaction. The row has been read (and the
 * input checked against it) by the caller; the row after is returned.
 */
export async function updateAudited<T extends StampedTable>(
  tx: Tx,
  ctx: RequestContext,
  table: T,
  before: { id: string },
  set: Partial<T['$inferInsert']>,
  entry: { module: string; entityType: string },
): Promise<T['$inferSelect']> {
  const stamped: StampedTable = table;
  const [after] = await tx
    .update(stamped)
    .set({ ...set, lastModificationTime: new Date(), lastModifierId: ctx.userId, concurrencyStamp: crypto.randomUUID() })
    .where(eq(stamped.id, before.id))
    .returning();
  await audit(tx, ctx, { ...entry, entityId: before.id, action: 'update', before, after });
  return after as T['$inferSelect'];
}

/** What an operation log list sorts by: when, who, what. */
export const auditLogSorting = { time: auditLogs.time, userName: auditLogs.userName, action: auditLogs.action };

/** A page of the caller's space's operation log of one kind of entity (with any more conditions), newest first. */
export const auditLogPage = (tx: Tx, ctx: RequestContext, q: PagedQuery, entityType: string, ...more: (SQL | undefined)[]) =>
  pagedList(tx, q, {
    from: auditLogs,
    where: and(eq(auditLogs.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(auditLogs.entityType, entityType), ...more),
    orderBy: [...parseSorting(q.sorting, auditLogSorting, [desc(auditLogs.time)]), desc(auditLogs.id)],
  });
