import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { projectProcessEndpoints as ep } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { cadProducts } from '../cad/schema.ts';
import { loadBatch, loadProject, logProject } from '../cad/project-service.ts';
import { projectProcesses } from './schema.ts';
import { listSteps, loadProcesses, loadStep, nextSort, withProgress } from './steps.ts';
import { syncPlanStates } from './plan-state.ts';
import { allLive, liveOf } from '../../core/db/live.ts';
import { softDeleted } from '../../core/db/columns.ts';

/** The products a step applies to must belong to the project (and to its batch when it has one). */
async function checkScope(tx: Tx, ctx: RequestContext, projectId: string, batchId: string | null, productIds: string[]) {
  if (batchId) {
    const b = await loadBatch(tx, ctx, batchId);
    if (b.projectId !== projectId) throw badRequest('批次不属于该项目', ['batchId']);
  }
  const scope = [eq(cadProducts.projectId, projectId), batchId ? eq(cadProducts.batchId, batchId) : undefined];
  if (!(await allLive(tx, cadProducts, ctx.tenantId!, productIds, { where: scope })))
    throw badRequest(batchId ? '所选产品不全属于该批次' : '所选产品不全属于该项目', ['productIds']);
}

const touch = (ctx: RequestContext) => ({ lastModificationTime: new Date(), lastModifierId: ctx.userId });

/**
 * The route of a project or batch (/cad/project-process, spec 03 "Project CRUD; PUT
 * /project/completed; PUT /project/sort; GET /project/{id}/progress; POST /project-process; POST
 * /project-process/list"): steps name rows of the process table, in order, with their progress.
 */
export function stepRoutes(app: FastifyInstance) {
  serve(app, ep.list, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.query.projectId);
      const items = await listSteps(tx, req.ctx, [p.id], req.query.batchId);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.add, async (req) =>
    req.tx(async (tx) => {
      const b = req.body;
      const p = await loadProject(tx, req.ctx, b.projectId);
      await checkScope(tx, req.ctx, p.id, b.batchId ?? null, b.productIds);
      const proc = (await loadProcesses(tx, req.ctx, [b.processId])).get(b.processId)!;
      const [row] = await tx
        .insert(projectProcesses)
        .values({
          tenantId: p.tenantId,
          projectId: p.id,
          batchId: b.batchId ?? null,
          processId: b.processId,
          processName: String(proc.name),
          sort: b.sort ?? (await nextSort(tx, p.tenantId, p.id)),
          productIds: [...new Set(b.productIds)],
          remark: b.remark ?? null,
          creatorId: req.ctx.userId,
        })
        .returning();
      await logProject(tx, req.ctx, p.id, 'process', { comment: `添加工序 ${String(proc.name)}` });
      return (await withProgress(tx, p.tenantId, [row!]))[0]!;
    }),
  );

  serve(app, ep.setRoute, async (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const p = await loadProject(tx, req.ctx, b.projectId);
        const batchId = b.batchId ?? null;
        await checkScope(tx, req.ctx, p.id, batchId, []);
        const procs = await loadProcesses(tx, req.ctx, b.processIds);
        const dup = b.processIds.find((n, i) => b.processIds.indexOf(n) !== i);
        if (dup) throw badRequest(`工序“${String(procs.get(dup)!.name)}”重复`, ['processIds']);
        // completed steps are history and stay; the open ones are replaced by the new route
        await tx
          .update(projectProcesses)
          .set(softDeleted(req.ctx.userId))
          .where(
            liveOf(
              projectProcesses,
              p.tenantId,
              eq(projectProcesses.projectId, p.id),
              batchId ? eq(projectProcesses.batchId, batchId) : sql`${projectProcesses.batchId} is null`,
              eq(projectProcesses.isCompleted, false),
            ),
          );
        const start = await nextSort(tx, p.tenantId, p.id);
        await tx.insert(projectProcesses).values(
          b.processIds.map((processId, i) => ({
            tenantId: p.tenantId,
            projectId: p.id,
            batchId,
            processId,
            processName: String(procs.get(processId)!.name),
            sort: start + i * 10,
            creatorId: req.ctx.userId,
          })),
        );
        await logProject(tx, req.ctx, p.id, 'process', { comment: `设置工艺路线：${b.processIds.map((id) => String(procs.get(id)!.name)).join(' → ')}` });
        const items = await listSteps(tx, req.ctx, [p.id], batchId ?? undefined);
        return { items, totalCount: items.length };
      }),
  );

  serve(app, ep.ofProjects, async (req) =>
    req.tx(async (tx) => {
      const ids = [...new Set(req.body.projectIds)];
      for (const id of ids) await loadProject(tx, req.ctx, id);
      const items = await listSteps(tx, req.ctx, ids);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.completed, async (req) =>
    req.tx(async (tx) => {
      const steps = [];
      for (const id of new Set(req.body.ids)) steps.push(await loadStep(tx, req.ctx, id));
      await tx
        .update(projectProcesses)
        .set({ isCompleted: req.body.isCompleted, completedTime: req.body.isCompleted ? new Date() : null, ...touch(req.ctx) })
        .where(and(eq(projectProcesses.tenantId, req.ctx.tenantId), inArray(projectProcesses.id, steps.map((s) => s.id))));
      const projectIds = [...new Set(steps.map((s) => s.projectId))];
      for (const projectId of projectIds)
        await logProject(tx, req.ctx, projectId, 'process', {
          comment: `${req.body.isCompleted ? '完成' : '取消完成'}工序 ${steps
            .filter((s) => s.projectId === projectId)
            .map((s) => s.processName)
            .join('、')}`,
        });
      // plans of these projects follow their routes (released → in progress → completed)
      await syncPlanStates(tx, req.ctx, projectIds);
      return { count: steps.length };
    }),
  );

  serve(app, ep.sort, async (req) =>
    req.tx(async (tx) => {
      const ids = req.body.ids;
      if (new Set(ids).size !== ids.length) throw badRequest('工序重复', ['ids']);
      const steps = [];
      for (const id of ids) steps.push(await loadStep(tx, req.ctx, id));
      if (new Set(steps.map((s) => s.projectId)).size > 1) throw badRequest('只能调整同一项目的工序顺序', ['ids']);
      for (let i = 0; i < ids.length; i++)
        await tx
          .update(projectProcesses)
          .set({ sort: (i + 1) * 10, ...touch(req.ctx) })
          .where(and(eq(projectProcesses.tenantId, req.ctx.tenantId), eq(projectProcesses.id, ids[i]!)));
      return { count: ids.length };
    }),
  );

  serve(app, ep.progress, async (req) =>
    req.tx(async (tx) => {
      const step = await loadStep(tx, req.ctx, req.params.id);
      return (await withProgress(tx, step.tenantId, [step]))[0]!;
    }),
  );

  serve(app, ep.update, async (req) =>
    req.tx(async (tx) => {
      const step = await loadStep(tx, req.ctx, req.params.id);
      const b = req.body;
      const batchId = b.batchId === undefined ? step.batchId : b.batchId;
      await checkScope(tx, req.ctx, step.projectId, batchId, b.productIds);
      const proc = (await loadProcesses(tx, req.ctx, [b.processId])).get(b.processId)!;
      const [row] = await tx
        .update(projectProcesses)
        .set({
          batchId,
          processId: b.processId,
          processName: String(proc.name),
          sort: b.sort ?? step.sort,
          productIds: [...new Set(b.productIds)],
          remark: b.remark === undefined ? step.remark : b.remark,
          ...touch(req.ctx),
        })
        .where(and(eq(projectProcesses.tenantId, step.tenantId), eq(projectProcesses.id, step.id)))
        .returning();
      await logProject(tx, req.ctx, step.projectId, 'process', {
        comment: `修改工序 ${step.processName}`,
        before: { processName: step.processName, batchId: step.batchId },
        after: { processName: proc.name, batchId },
      });
      return (await withProgress(tx, step.tenantId, [row!]))[0]!;
    }),
  );

  serve(app, ep.remove, async (req) => {
    await req.tx(async (tx) => {
      const step = await loadStep(tx, req.ctx, req.params.id);
      if (step.isCompleted) throw badRequest(`工序“${step.processName}”已完成，不能删除`);
      await tx
        .update(projectProcesses)
        .set(softDeleted(req.ctx.userId))
        .where(and(eq(projectProcesses.tenantId, step.tenantId), eq(projectProcesses.id, step.id)));
      await logProject(tx, req.ctx, step.projectId, 'process', { comment: `删除工序 ${step.processName}` });
    });
  });
}
