import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  idParam,
  projectLinksApi,
  projectProcessCompletedInput,
  projectProcessInput,
  projectProcessQuery,
  projectProcessSortInput,
  projectProcessUpdate,
  projectRouteInput,
  projectRouteListInput,
  type ProjectProcessItem,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { cadBatches, cadProducts, cadProjectProcesses } from './schema.ts';
import { loadBatch, loadProject, logProject } from './project-service.ts';

const B = projectLinksApi.process;
const tags = ['项目工序'];
const perm = (action: 'query' | 'get' | 'add' | 'edit' | 'delete') => ({
  permission: 'AlCad.ProjectProcesses',
  action,
});
type Row = typeof cadProjectProcesses.$inferSelect;

/** The products a step applies to must belong to the project (and to its batch when it has one). */
async function checkScope(tx: Tx, ctx: RequestContext, projectId: string, batchId: string | null, productIds: string[]) {
  if (batchId) {
    const b = await loadBatch(tx, ctx, batchId);
    if (b.projectId !== projectId) throw badRequest('批次不属于该项目', ['batchId']);
  }
  if (!productIds.length) return;
  const found = await tx
    .select({ id: cadProducts.id })
    .from(cadProducts)
    .where(
      and(
        eq(cadProducts.tenantId, ctx.tenantId!),
        eq(cadProducts.projectId, projectId),
        batchId ? eq(cadProducts.batchId, batchId) : undefined,
        eq(cadProducts.isDeleted, false),
        inArray(cadProducts.id, productIds),
      ),
    );
  if (found.length !== new Set(productIds).size)
    throw badRequest(batchId ? '所选产品不全属于该批次' : '所选产品不全属于该项目', ['productIds']);
}

/**
 * Pieces and area each step must process (its products, or all of its project / batch), and what
 * is done: a completed step counts all of them. Per-label progress from process scans comes with
 * the production module's scan log, which does not exist yet.
 */
async function withProgress(tx: Tx, tenantId: string, rows: Row[]): Promise<ProjectProcessItem[]> {
  if (!rows.length) return [];
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const products = await tx
    .select({
      id: cadProducts.id,
      projectId: cadProducts.projectId,
      batchId: cadProducts.batchId,
      quantity: cadProducts.quantity,
      unfoldArea: cadProducts.unfoldArea,
    })
    .from(cadProducts)
    .where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.projectId, projectIds), eq(cadProducts.isDeleted, false)));
  const batchIds = [...new Set(rows.map((r) => r.batchId).filter((b): b is string => !!b))];
  const batches = batchIds.length
    ? await tx
        .select({ id: cadBatches.id, batchNo: cadBatches.batchNo })
        .from(cadBatches)
        .where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, batchIds)))
    : [];
  const batchNo = new Map(batches.map((b) => [b.id, b.batchNo]));
  return rows.map((r) => {
    const chosen = new Set(r.productIds);
    const mine = products.filter(
      (p) => p.projectId === r.projectId && (!r.batchId || p.batchId === r.batchId) && (!chosen.size || chosen.has(p.id)),
    );
    const requiredPieces = mine.reduce((s, p) => s + p.quantity, 0);
    const requiredArea = Math.round(mine.reduce((s, p) => s + p.quantity * p.unfoldArea, 0) * 10000) / 10000;
    return {
      id: r.id,
      projectId: r.projectId,
      batchId: r.batchId,
      batchNo: r.batchId ? (batchNo.get(r.batchId) ?? null) : null,
      processId: r.processId,
      processName: r.processName,
      sort: r.sort,
      productIds: r.productIds,
      isCompleted: r.isCompleted,
      completedTime: r.completedTime?.toISOString() ?? null,
      remark: r.remark,
      requiredPieces,
      requiredArea,
      donePieces: r.isCompleted ? requiredPieces : 0,
      doneArea: r.isCompleted ? requiredArea : 0,
    };
  });
}

async function loadStep(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await tx
    .select()
    .from(cadProjectProcesses)
    .where(
      and(eq(cadProjectProcesses.tenantId, ctx.tenantId!), eq(cadProjectProcesses.id, id), eq(cadProjectProcesses.isDeleted, false)),
    );
  if (!row) throw notFound('项目工序不存在或已删除');
  await loadProject(tx, ctx, row.projectId); // the project must be in the caller's factory
  return row;
}

async function listSteps(tx: Tx, ctx: RequestContext, projectIds: string[], batchId?: string) {
  const rows = await tx
    .select()
    .from(cadProjectProcesses)
    .where(
      and(
        eq(cadProjectProcesses.tenantId, ctx.tenantId!),
        inArray(cadProjectProcesses.projectId, projectIds),
        eq(cadProjectProcesses.isDeleted, false),
        // a batch sees its own steps and the project-wide ones
        batchId ? sql`(${cadProjectProcesses.batchId} = ${batchId} or ${cadProjectProcesses.batchId} is null)` : undefined,
      ),
    )
    .orderBy(asc(cadProjectProcesses.projectId), asc(cadProjectProcesses.sort), asc(cadProjectProcesses.creationTime));
  return withProgress(tx, ctx.tenantId!, rows);
}

const nextSort = async (tx: Tx, tenantId: string, projectId: string) => {
  const [m] = await tx
    .select({ max: sql<number>`coalesce(max(${cadProjectProcesses.sort}), 0)::int` })
    .from(cadProjectProcesses)
    .where(
      and(eq(cadProjectProcesses.tenantId, tenantId), eq(cadProjectProcesses.projectId, projectId), eq(cadProjectProcesses.isDeleted, false)),
    );
  return (m?.max ?? 0) + 10;
};

/** The project's process route (/cad/project-process): steps, order, completion, progress. */
export function processRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${B}/project`,
    { schema: { tags, summary: '项目工序列表', querystring: projectProcessQuery }, config: perm('query') },
    async (req) =>
      req.tx(async (tx) => {
        const p = await loadProject(tx, req.ctx, req.query.projectId);
        const items = await listSteps(tx, req.ctx, [p.id], req.query.batchId);
        return { items, totalCount: items.length };
      }),
  );

  r.post(
    `${B}/project`,
    { schema: { tags, summary: '添加项目工序', body: projectProcessInput }, config: perm('add') },
    async (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const p = await loadProject(tx, req.ctx, b.projectId);
        await checkScope(tx, req.ctx, p.id, b.batchId ?? null, b.productIds);
        const [row] = await tx
          .insert(cadProjectProcesses)
          .values({
            tenantId: p.tenantId,
            projectId: p.id,
            batchId: b.batchId ?? null,
            processId: b.processId ?? null,
            processName: b.processName,
            sort: b.sort ?? (await nextSort(tx, p.tenantId, p.id)),
            productIds: [...new Set(b.productIds)],
            remark: b.remark ?? null,
            creatorId: req.ctx.userId,
          })
          .returning();
        await logProject(tx, req.ctx, p.id, 'process', { comment: `添加工序 ${b.processName}` });
        return (await withProgress(tx, p.tenantId, [row!]))[0];
      }),
  );

  r.post(
    `${B}/project-process`,
    { schema: { tags, summary: '设置项目（批次）的工艺路线：按顺序替换未完成的工序', body: projectRouteInput }, config: perm('add') },
    async (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const p = await loadProject(tx, req.ctx, b.projectId);
        const batchId = b.batchId ?? null;
        await checkScope(tx, req.ctx, p.id, batchId, []);
        const dup = b.processNames.find((n, i) => b.processNames.indexOf(n) !== i);
        if (dup) throw badRequest(`工序“${dup}”重复`, ['processNames']);
        // completed steps are history and stay; the open ones are replaced by the new route
        await tx
          .update(cadProjectProcesses)
          .set({ isDeleted: true, deletionTime: new Date(), deleterId: req.ctx.userId })
          .where(
            and(
              eq(cadProjectProcesses.tenantId, p.tenantId),
              eq(cadProjectProcesses.projectId, p.id),
              batchId ? eq(cadProjectProcesses.batchId, batchId) : sql`${cadProjectProcesses.batchId} is null`,
              eq(cadProjectProcesses.isCompleted, false),
              eq(cadProjectProcesses.isDeleted, false),
            ),
          );
        const start = await nextSort(tx, p.tenantId, p.id);
        await tx.insert(cadProjectProcesses).values(
          b.processNames.map((processName, i) => ({
            tenantId: p.tenantId,
            projectId: p.id,
            batchId,
            processName,
            sort: start + i * 10,
            creatorId: req.ctx.userId,
          })),
        );
        await logProject(tx, req.ctx, p.id, 'process', { comment: `设置工艺路线：${b.processNames.join(' → ')}` });
        const items = await listSteps(tx, req.ctx, [p.id], batchId ?? undefined);
        return { items, totalCount: items.length };
      }),
  );

  r.post(
    `${B}/project-process/list`,
    { schema: { tags, summary: '多个项目的工序', body: projectRouteListInput }, config: perm('query') },
    async (req) =>
      req.tx(async (tx) => {
        for (const id of new Set(req.body.projectIds)) await loadProject(tx, req.ctx, id);
        const items = await listSteps(tx, req.ctx, [...new Set(req.body.projectIds)]);
        return { items, totalCount: items.length };
      }),
  );

  r.put(
    `${B}/project/completed`,
    { schema: { tags, summary: '标记工序完成 / 未完成', body: projectProcessCompletedInput }, config: perm('edit') },
    async (req) =>
      req.tx(async (tx) => {
        const steps = [];
        for (const id of new Set(req.body.ids)) steps.push(await loadStep(tx, req.ctx, id));
        await tx
          .update(cadProjectProcesses)
          .set({
            isCompleted: req.body.isCompleted,
            completedTime: req.body.isCompleted ? new Date() : null,
            lastModificationTime: new Date(),
            lastModifierId: req.ctx.userId,
          })
          .where(and(eq(cadProjectProcesses.tenantId, req.ctx.tenantId!), inArray(cadProjectProcesses.id, steps.map((s) => s.id))));
        for (const projectId of new Set(steps.map((s) => s.projectId)))
          await logProject(tx, req.ctx, projectId, 'process', {
            comment: `${req.body.isCompleted ? '完成' : '取消完成'}工序 ${steps
              .filter((s) => s.projectId === projectId)
              .map((s) => s.processName)
              .join('、')}`,
          });
        return { count: steps.length };
      }),
  );

  r.put(
    `${B}/project/sort`,
    { schema: { tags, summary: '调整工序顺序', body: projectProcessSortInput }, config: perm('edit') },
    async (req) =>
      req.tx(async (tx) => {
        const ids = req.body.ids;
        if (new Set(ids).size !== ids.length) throw badRequest('工序重复', ['ids']);
        const steps = [];
        for (const id of ids) steps.push(await loadStep(tx, req.ctx, id));
        if (new Set(steps.map((s) => s.projectId)).size > 1) throw badRequest('只能调整同一项目的工序顺序', ['ids']);
        for (let i = 0; i < ids.length; i++)
          await tx
            .update(cadProjectProcesses)
            .set({ sort: (i + 1) * 10, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
            .where(and(eq(cadProjectProcesses.tenantId, req.ctx.tenantId!), eq(cadProjectProcesses.id, ids[i]!)));
        return { count: ids.length };
      }),
  );

  r.get(
    `${B}/project/:id/progress`,
    { schema: { tags, summary: '工序进度', params: idParam }, config: perm('get') },
    async (req) =>
      req.tx(async (tx) => {
        const step = await loadStep(tx, req.ctx, req.params.id);
        return (await withProgress(tx, step.tenantId, [step]))[0];
      }),
  );

  r.put(
    `${B}/project/:id`,
    { schema: { tags, summary: '修改项目工序', params: idParam, body: projectProcessUpdate }, config: perm('edit') },
    async (req) =>
      req.tx(async (tx) => {
        const step = await loadStep(tx, req.ctx, req.params.id);
        const b = req.body;
        const batchId = b.batchId === undefined ? step.batchId : b.batchId;
        await checkScope(tx, req.ctx, step.projectId, batchId, b.productIds);
        const [row] = await tx
          .update(cadProjectProcesses)
          .set({
            batchId,
            processId: b.processId === undefined ? step.processId : b.processId,
            processName: b.processName,
            sort: b.sort ?? step.sort,
            productIds: [...new Set(b.productIds)],
            remark: b.remark === undefined ? step.remark : b.remark,
            lastModificationTime: new Date(),
            lastModifierId: req.ctx.userId,
          })
          .where(and(eq(cadProjectProcesses.tenantId, step.tenantId), eq(cadProjectProcesses.id, step.id)))
          .returning();
        await logProject(tx, req.ctx, step.projectId, 'process', {
          comment: `修改工序 ${step.processName}`,
          before: { processName: step.processName, batchId: step.batchId },
          after: { processName: b.processName, batchId },
        });
        return (await withProgress(tx, step.tenantId, [row!]))[0];
      }),
  );

  r.delete(
    `${B}/project/:id`,
    { schema: { tags, summary: '删除项目工序', params: idParam }, config: perm('delete') },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const step = await loadStep(tx, req.ctx, req.params.id);
        if (step.isCompleted) throw badRequest(`工序“${step.processName}”已完成，不能删除`);
        await tx
          .update(cadProjectProcesses)
          .set({ isDeleted: true, deletionTime: new Date(), deleterId: req.ctx.userId })
          .where(and(eq(cadProjectProcesses.tenantId, step.tenantId), eq(cadProjectProcesses.id, step.id)));
        await logProject(tx, req.ctx, step.projectId, 'process', { comment: `删除工序 ${step.processName}` });
      });
      return reply.status(204).send();
    },
  );
}
