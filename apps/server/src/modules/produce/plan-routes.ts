import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { planListQuery } from '@al/contracts';
import {
  EquipmentStatus,
  idList,
  LIVE_PLAN_STATES,
  planEndpoints as ep,
  productionPlanDocument as def,
  planStates,
  type PlanColor,
  type PlanProgressItem,
  type PlanSortInput,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError, conflict } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { audit } from '../../core/audit/audit.ts';
import { pagedList } from '../../core/http/paging.ts';
import { registerDocument, type DocumentWithLines } from '../../core/document/routes.ts';
import { loadBatch, loadProject, needFactory } from '../cad/project-service.ts';
import { E, equipment, PL, PLL, productionPlanLines, productionPlans } from './schema.ts';
import { amountOf, productsOf, round2 } from './progress.ts';
import { loadProcesses } from './steps.ts';
import { plansProgress, planWhere, type PlanRow } from './plan-state.ts';
import { projectPlanRoutes } from './project-plan-routes.ts';

/** A machine a plan may be put on: a live one of the caller's factory, not scrapped, able to do the plan's processes. */
export async function planMachine(tx: Tx, ctx: RequestContext, id: string, processIds: string[]) {
  const [m] = (await tx.select().from(equipment).where(and(eq(E.tenantId, ctx.tenantId!), eq(E.id, id), eq(E.isDeleted, false)))) as Record<string, unknown>[];
  if (!m || m.factoryId !== ctx.factoryId) throw badRequest('设备不存在或不在当前工厂', ['equipmentId']);
  if (m.status === EquipmentStatus.scrapped) throw badRequest(`设备“${String(m.name)}”已报废`, ['equipmentId']);
  const able = idList(m.processIds);
  if (able.length) {
    const procs = await loadProcesses(tx, ctx, processIds, false);
    const not = processIds.find((p) => !able.includes(p));
    if (not) throw badRequest(`设备“${String(m.name)}”不能做工序“${String(procs.get(not)?.name ?? '')}”`, ['equipmentId']);
  }
  return m;
}

async function lastSort(tx: Tx, ctx: RequestContext, equipmentId: string) {
  const [row] = await tx
    .select({ n: max(PL.sort) })
    .from(productionPlans)
    .where(and(eq(PL.tenantId, ctx.tenantId!), eq(PL.factoryId, ctx.factoryId!), eq(PL.isDeleted, false), eq(PL.equipmentId, equipmentId)));
  return Number(row?.n ?? 0);
}

/**
 * Checks and completes a plan before it is saved: the project and its batches in the caller's
 * factory, the processes, the machine; snapshots of the project name and batch numbers; the
 * planned pieces and area from the batches' products; a new plan (or one moved to another machine)
 * goes last in that machine's order.
 */
async function preparePlan(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], before?: DocumentWithLines) {
  const project = await loadProject(tx, ctx, head.projectId as string);
  head.projectName = project.name;
  const processIds = idList(head.processIds);
  await loadProcesses(tx, ctx, processIds);
  head.processIds = [...new Set(processIds)].join(',');
  await planMachine(tx, ctx, head.equipmentId as string, processIds);
  const products = await productsOf(tx, ctx.tenantId!, [project.id]);
  for (const [i, l] of lines.entries()) {
    const b = await loadBatch(tx, ctx, l.batchId as string);
    if (b.projectId !== project.id) throw badRequest(`第${i + 1}行：批次不属于该项目`, ['lines']);
    const a = amountOf(products.filter((p) => p.batchId === b.id));
    Object.assign(l, { batchNo: b.batchNo, plannedQty: a.pieces, plannedArea: round2(a.area) });
  }
  head.plannedQty = lines.reduce((s, l) => s + Number(l.plannedQty), 0);
  head.plannedArea = round2(lines.reduce((s, l) => s + Number(l.plannedArea), 0));
  if (!before || before.head.equipmentId !== head.equipmentId) head.sort = (await lastSort(tx, ctx, head.equipmentId as string)) + 1;
}

/** Plans with their batches and progress, as the Gantt and the lists show them. */
export async function withPlanProgress(tx: Tx, ctx: RequestContext, plans: PlanRow[]): Promise<PlanProgressItem[]> {
  const progress = await plansProgress(tx, ctx.tenantId!, plans);
  const lines = plans.length
    ? ((await tx
        .select({ docId: PLL.docId, batchNo: PLL.batchNo })
        .from(productionPlanLines)
        .where(and(eq(PLL.tenantId, ctx.tenantId!), inArray(PLL.docId, plans.map((p) => p.id))))
        .orderBy(asc(PLL.batchNo))) as { docId: string; batchNo: string }[])
    : [];
  return plans.map((p) => {
    const g = progress.get(p.id)!;
    return {
      id: p.id,
      docNo: p.docNo as string,
      status: p.status,
      projectId: p.projectId,
      projectName: (p.projectName as string) ?? '',
      equipmentId: p.equipmentId as string,
      processIds: p.processIds,
      planStart: p.planStart as string,
      planEnd: p.planEnd as string,
      sort: p.sort as number,
      plannedQty: Number(p.plannedQty ?? 0),
      plannedArea: Number(p.plannedArea ?? 0),
      concurrencyStamp: p.concurrencyStamp as string,
      batchNos: lines.filter((l) => l.docId === p.id).map((l) => l.batchNo),
      donePieces: g.donePieces,
      doneArea: g.doneArea,
      percent: g.percent,
      processes: g.processes,
    };
  });
}

/** PUT /plan/sort: one machine's live plans in their new order, the dragged one perhaps moved to it and to new dates. */
async function sortPlans(tx: Tx, ctx: RequestContext, body: PlanSortInput) {
  if (new Set(body.ids).size !== body.ids.length) throw badRequest('计划重复', ['ids']);
  const plans = (await tx
    .select()
    .from(productionPlans)
    .where(and(eq(PL.tenantId, ctx.tenantId!), eq(PL.factoryId, needFactory(ctx).factoryId), eq(PL.isDeleted, false), inArray(PL.id, body.ids)))
    .for('update')) as PlanRow[];
  if (plans.length !== body.ids.length) throw badRequest('计划不存在或不在当前工厂', ['ids']);
  const stuck = plans.find((p) => !LIVE_PLAN_STATES.includes(p.status));
  if (stuck) throw businessError(`计划${String(stuck.docNo)}${planStates.find((s) => s.value === stuck.status)?.label}，不能调整`, 'DocumentState');
  const machine = await planMachine(tx, ctx, body.equipmentId, [...new Set(plans.flatMap((p) => idList(p.processIds)))]);
  const others = await tx
    .select({ id: PL.id })
    .from(productionPlans)
    .where(and(eq(PL.tenantId, ctx.tenantId!), eq(PL.isDeleted, false), eq(PL.equipmentId, body.equipmentId), inArray(PL.status, [...LIVE_PLAN_STATES])));
  if (others.some((o) => !body.ids.includes(o.id as string))) throw badRequest(`排序须包含设备“${String(machine.name)}”的全部未完成计划`, ['ids']);
  for (const [i, id] of body.ids.entries()) {
    const p = plans.find((x) => x.id === id)!;
    const patch: Record<string, unknown> = { sort: i + 1, equipmentId: body.equipmentId };
    if (body.moved?.id === id) Object.assign(patch, { planStart: body.moved.planStart, planEnd: body.moved.planEnd });
    const changed = Object.entries(patch).some(([k, v]) => p[k] !== v);
    if (!changed) continue;
    const [after] = await tx
      .update(productionPlans)
      .set({ ...patch, lastModificationTime: new Date(), lastModifierId: ctx.userId, concurrencyStamp: crypto.randomUUID() })
      .where(and(eq(PL.tenantId, ctx.tenantId!), eq(PL.id, id), eq(PL.concurrencyStamp, p.concurrencyStamp as string)))
      .returning();
    if (!after) throw conflict();
    await audit(tx, ctx, {
      module: 'produce',
      entityType: def.entity,
      entityId: id,
      action: 'sort',
      before: { docNo: p.docNo, sort: p.sort, equipmentId: p.equipmentId, planStart: p.planStart, planEnd: p.planEnd },
      after: { docNo: p.docNo, ...patch },
    });
  }
  return { count: body.ids.length };
}

/** Production plans (DOMAIN §2.5) on the document framework, with the machine's order and the project plan calls. */
export function planRoutes(app: FastifyInstance) {
  const doc = registerDocument(app, def, { head: productionPlans, lines: productionPlanLines }, { prepare: preparePlan });
  serve(app, ep.ofEquipment, async (req) =>
      req.tx(async (tx) => {
        const rows = (await tx
          .select()
          .from(productionPlans)
          .where(and(planWhere(req.ctx, { equipmentId: req.params.id }), req.query.all === 'true' ? undefined : inArray(PL.status, [...LIVE_PLAN_STATES])))
          .orderBy(asc(PL.sort), asc(PL.planStart))) as PlanRow[];
        const items = await withPlanProgress(tx, req.ctx, rows);
        return { items, totalCount: items.length };
      }),
  );

  serve(app, ep.sort, async (req) => req.tx((tx) => sortPlans(tx, req.ctx, req.body)));

  const list = async (tx: Tx, ctx: RequestContext, q: z.infer<typeof planListQuery>) => {
    const page = await pagedList(tx, q, { from: productionPlans, where: planWhere(ctx, q), orderBy: [asc(PL.planStart), asc(PL.sort), asc(PL.id)] });
    return { items: await withPlanProgress(tx, ctx, page.items as PlanRow[]), totalCount: page.totalCount };
  };
  projectPlanRoutes(app, {
    list,
    create: (tx, ctx, body) => doc.createDoc(tx, ctx, body),
    update: (tx, ctx, id, body) => doc.updateDoc(tx, ctx, id, body),
    invalid: (tx, ctx, id, body) => doc.act(tx, ctx, id, 'invalid', body),
    find: (tx, ctx, id) => doc.findDoc(tx, ctx, id),
    colors: async (tx, ctx, id): Promise<PlanColor[]> => {
      const plan = await doc.findDoc(tx, ctx, id);
      const batches = new Set(plan.lines.map((l) => l.batchId as string));
      const products = (await productsOf(tx, ctx.tenantId!, [plan.head.projectId as string])).filter((p) => batches.has(p.batchId));
      const byColor = new Map<string, typeof products>();
      for (const p of products) byColor.set(p.colorCode ?? '', [...(byColor.get(p.colorCode ?? '') ?? []), p]);
      return [...byColor].map(([colorCode, ps]) => ({ colorCode, ...(({ pieces, area }) => ({ pieces, area: round2(area) }))(amountOf(ps)) })).sort((a, b) => b.area - a.area);
    },
  });
}
