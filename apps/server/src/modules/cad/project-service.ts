import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { deriveProjectStatus, messages, type ProjectLogAction } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, badRequest } from '../../core/http/errors.ts';
import { verifyPassword } from '../../core/auth/passwords.ts';
import { cadBatches, cadProducts, cadProjectLogs, cadProjects } from './schema.ts';
import { assertSpace } from '../../core/http/space.ts';
import { liveOf, tenantLiveById } from '../../core/db/live.ts';

/** CAD documents are operational: they belong to the factory named by __factory. */
export function needFactory(ctx: RequestContext): { tenantId: string; factoryId: string } {
  assertSpace(ctx.tenantId);
  if (!ctx.factoryId) throw badRequest('请先选择工厂');
  return { tenantId: ctx.tenantId, factoryId: ctx.factoryId };
}

/** Writes columns of one project of the tenant (a row `loadProject` gave, or its key). */
export const setProject = (tx: Tx, p: { tenantId: string; id: string }, set: PgUpdateSetSource<typeof cadProjects>) =>
  tx.update(cadProjects).set(set).where(and(eq(cadProjects.tenantId, p.tenantId), eq(cadProjects.id, p.id)));

/** A live row of the caller's factory by id (a project, batch or product), or 404 with `missing`. */
export function loadInFactory<T extends typeof cadProjects | typeof cadBatches | typeof cadProducts>(tx: Tx, ctx: RequestContext, table: T, id: string, missing: string) {
  const { tenantId, factoryId } = needFactory(ctx);
  return tenantLiveById(tx, table, tenantId, id, missing, eq(table.factoryId, factoryId));
}
export const loadProject = (tx: Tx, ctx: RequestContext, id: string) => loadInFactory(tx, ctx, cadProjects, id, '项目不存在或已删除');
export const loadBatch = (tx: Tx, ctx: RequestContext, id: string) => loadInFactory(tx, ctx, cadBatches, id, '批次不存在或已删除');

/** One entry of the project's document log, in the caller's transaction. */
export async function logProject(
  tx: Tx,
  ctx: RequestContext,
  projectId: string,
  action: ProjectLogAction,
  entry: { comment?: string | null; before?: unknown; after?: unknown } = {},
) {
  await tx.insert(cadProjectLogs).values({
    tenantId: ctx.tenantId!,
    projectId,
    action,
    operatorId: ctx.userId,
    operatorName: ctx.userName,
    comment: entry.comment ?? null,
    beforeJson: entry.before ?? null,
    afterJson: entry.after ?? null,
  });
}

/**
 * Recounts the project's stored figures from its live products and batches, and its status from
 * the facts (unless an administrator's override is in force). Called after every write that
 * changes products or batches, in the same transaction.
 */
export async function recountProject(tx: Tx, tenantId: string, projectId: string) {
  const [c] = await tx
    .select({
      kinds: sql<number>`count(*)::int`,
      pieces: sql<number>`coalesce(sum(${cadProducts.quantity}), 0)::int`,
      notNested: sql<number>`coalesce(sum(${cadProducts.quantity}) filter (where ${cadProducts.nestState} <> 4), 0)::int`,
      main: sql<number>`coalesce(sum(${cadProducts.quantity}) filter (where ${cadProducts.kind} = 1), 0)::int`,
      part: sql<number>`coalesce(sum(${cadProducts.quantity}) filter (where ${cadProducts.kind} = 2), 0)::int`,
      area: sql<string>`coalesce(sum(${cadProducts.unfoldArea} * ${cadProducts.quantity}), 0)`,
    })
    .from(cadProducts)
    .where(liveOf(cadProducts, tenantId, eq(cadProducts.projectId, projectId)));
  const batches = await tx
    .select({ batchNo: cadBatches.batchNo, status: cadBatches.status })
    .from(cadBatches)
    .where(liveOf(cadBatches, tenantId, eq(cadBatches.projectId, projectId)))
    .orderBy(asc(cadBatches.sort), asc(cadBatches.creationTime));
  const [p] = await tx
    .select({ statusOverride: cadProjects.statusOverride, isVoided: cadProjects.isVoided })
    .from(cadProjects)
    .where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, projectId)));
  if (!p) return;
  const derived = deriveProjectStatus(
    batches.map((b) => b.status),
    p.isVoided,
  );
  // The list shows the latest batch that is still live.
  const live = batches.filter((b) => b.status !== 64);
  await tx
    .update(cadProjects)
    .set({
      kindAmount: c?.kinds ?? 0,
      productAmount: c?.pieces ?? 0,
      notNestingAmount: c?.notNested ?? 0,
      mainProductAmount: c?.main ?? 0,
      partProductAmount: c?.part ?? 0,
      unfoldArea: Number(c?.area ?? 0),
      projectStatus: p.isVoided ? 64 : (p.statusOverride ?? derived),
      displayBatch: live.at(-1)?.batchNo ?? null,
    })
    .where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, projectId)));
}

/**
 * A project with a drawing password lets its drawings be downloaded only with that password
 * (403 with code DrawingPassword, so that the page can ask for it and try again).
 */
export async function checkDrawingPassword(
  tx: Tx,
  tenantId: string,
  projectIds: string[],
  given: string | undefined,
) {
  for (const id of new Set(projectIds)) {
    const [p] = await tx
      .select({ name: cadProjects.name, passwordHash: cadProjects.passwordHash })
      .from(cadProjects)
      .where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, id)));
    if (!p?.passwordHash) continue;
    if (!given) throw new AppError(403, `项目“${p.name}”的图纸已设置密码，请输入图纸密码`, 'DrawingPassword');
    if (!(await verifyPassword(p.passwordHash, given)))
      throw new AppError(403, '图纸密码不正确', 'DrawingPassword');
  }
}

/**
 * A document head that names a project of the factory and perhaps one of its batches: the project's
 * name and the batch's number are kept on the head (lists and notices show them); a project outside
 * the factory or a batch of another project is refused.
 */
export async function nameProjectAndBatch(tx: Tx, ctx: RequestContext, head: Record<string, unknown>) {
  const { tenantId, factoryId } = needFactory(ctx);
  const [project] = await tx
    .select({ name: cadProjects.name })
    .from(cadProjects)
    .where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.factoryId, factoryId), eq(cadProjects.id, head.projectId as string)));
  if (!project) throw badRequest(messages.projectNotInFactory, ['projectId']);
  head.projectName = project.name;
  head.batchNo = null;
  if (head.batchId) {
    const [batch] = await tx.select().from(cadBatches).where(and(eq(cadBatches.tenantId, tenantId), eq(cadBatches.id, head.batchId as string)));
    if (!batch || batch.projectId !== head.projectId) throw badRequest(messages.batchNotInProject, ['batchId']);
    head.batchNo = batch.batchNo;
  }
}
