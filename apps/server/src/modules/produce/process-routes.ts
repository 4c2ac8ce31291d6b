import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  localToday,
  PlanStatus,
  processEndpoints as ep,
  processGroupResource,
  processResource,
  processUseList,
  type CapacityConfigItem,
  type ProcessOption,
  type ProcessUseItem,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { badRequest } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { xlsx } from '../../core/http/xlsx.ts';
import { audit } from '../../core/audit/audit.ts';
import { cadProjects } from '../cad/schema.ts';
import { craftsmanshipItems, installStructures, priorityProcessCosts, structureItems } from '../basic/schema.ts';
import { clientCapacities, equipment, P, PL, processes, processGroups, productionPlans, projectProcesses } from './schema.ts';
import { withProgress } from './steps.ts';
import { pieceRateLedger } from './piece-rate.ts';

/** Processes and their groups (DOMAIN §2.5): the master data and its switches, capacity and re-pricing. */
export function processRoutes(app: FastifyInstance) {
  registerResource(app, processGroupResource, processGroups, {
    usedBy: [{ table: processes, column: 'processGroupId', label: '工序' }],
  });
  const proc = registerResource(app, processResource, processes, {
    // every place that names a process: a route, a machine, a plan, output records, basic data
    usedBy: [
      { table: projectProcesses, column: 'processId', label: '项目工序' },
      { table: equipment, column: 'processIds', label: '设备', multiple: true },
      { table: productionPlans, column: 'processIds', label: '生产计划', multiple: true, where: ne(PL.status, PlanStatus.invalid) },
      { table: clientCapacities, column: 'processId', label: '产能记录' },
      { table: priorityProcessCosts, column: 'processId', label: '优先工序成本' },
      { table: structureItems, column: 'defaultProcessIds', label: '结构', multiple: true },
      { table: craftsmanshipItems, column: 'processIds', label: '工艺', multiple: true },
      { table: installStructures, column: 'processIds', label: '安装结构', multiple: true },
    ],
  });
  const live = (tenantId: string) => and(eq(P.tenantId, tenantId), eq(P.isDeleted, false));

  for (const [contract, qcOnly] of [
    [ep.options, false],
    [ep.qcOptions, true],
  ] as const)
    serve(app, contract, async (req) =>
      req.tx(async (tx) => {
        const rows = (await tx
          .select()
          .from(processes)
          .where(and(live(req.ctx.tenantId), eq(P.enabled, true), qcOnly ? eq(P.isQc, true) : undefined))
          .orderBy(asc(P.sort), asc(P.name))) as Record<string, unknown>[];
        return rows.map(
          (p): ProcessOption => ({
            value: p.id as string,
            label: p.name as string,
            code: (p.code as string | null) ?? null,
            kind: p.kind as number,
            isQc: p.isQc === true,
            sort: p.sort as number,
          }),
        );
      }),
    );

  serve(app, ep.dailyReport, async (req) =>
    req.tx(async (tx) => proc.writeRow(tx, req.ctx, await proc.findRow(tx, req.ctx, req.params.id), { inDailyReport: req.body.inDailyReport }, 'daily-report')),
  );

  serve(app, ep.performanceField, async (req) =>
    req.tx(async (tx) => {
      const before = await proc.findRow(tx, req.ctx, req.params.id);
      const patch: Record<string, unknown> = { performanceField: req.body.performanceField };
      if (req.body.unitPrice !== undefined) patch.unitPrice = req.body.unitPrice;
      if (req.body.reworkRateFactor !== undefined) patch.reworkRateFactor = req.body.reworkRateFactor;
      return proc.writeRow(tx, req.ctx, before, patch, 'performance-field');
    }),
  );

  serve(app, ep.capacityConfig, async (req) =>
    req.tx(async (tx) => {
      const rows = (await tx.select().from(processes).where(live(req.ctx.tenantId)).orderBy(asc(P.sort), asc(P.name))) as Record<string, unknown>[];
      const items = rows.map(
        (p): CapacityConfigItem => ({
          processId: p.id as string,
          processName: p.name as string,
          kind: p.kind as number,
          dailyCapacity: (p.dailyCapacity as number | null) ?? null,
          capacityUnit: (p.capacityUnit as number | null) ?? 2,
          shifts: (p.shifts as number | null) ?? 1,
          headcount: (p.headcount as number | null) ?? null,
        }),
      );
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.saveCapacityConfig, async (req) =>
    req.tx(async (tx) => {
      const ids = req.body.items.map((i) => i.processId);
      if (new Set(ids).size !== ids.length) throw badRequest('工序重复', ['items']);
      for (const item of req.body.items) {
        const before = await proc.findRow(tx, req.ctx, item.processId);
        const { processId: _p, ...capacity } = item;
        await proc.writeRow(tx, req.ctx, before, { ...capacity, headcount: capacity.headcount ?? null }, 'capacity-config');
      }
      return { count: ids.length };
    }),
  );

  serve(app, ep.calculate, async (req) =>
    req.tx(async (tx) => {
      const p = await proc.findRow(tx, req.ctx, req.params.id);
      const { beginDate, endDate } = req.body;
      if (endDate > localToday()) throw badRequest('结束日期不能晚于今天', ['endDate']);
      const rate = {
        id: p.id as string,
        name: p.name as string,
        performanceField: p.performanceField as number,
        unitPrice: Number(p.unitPrice ?? 0),
        reworkRateFactor: Number(p.reworkRateFactor ?? 0),
      };
      const done = await pieceRateLedger().reprice(tx, req.ctx, rate, { beginDate, endDate });
      await audit(tx, req.ctx, { module: 'produce', entityType: processResource.entity, entityId: rate.id, action: 'calculate', after: { beginDate, endDate, ...rate, ...done } });
      return { processId: rate.id, processName: rate.name, unitPrice: rate.unitPrice, reworkRateFactor: rate.reworkRateFactor, beginDate, endDate, count: done.count, amount: done.amount, note: done.note ?? null };
    }),
  );

  /** Where a process stands on routes, with the steps' progress. */
  async function uses(tx: Tx, ctx: RequestContext, id: string): Promise<ProcessUseItem[]> {
    const steps = await tx
      .select()
      .from(projectProcesses)
      .where(and(eq(projectProcesses.tenantId, ctx.tenantId!), eq(projectProcesses.processId, id), eq(projectProcesses.isDeleted, false)));
    const projectIds = [...new Set(steps.map((s) => s.projectId))];
    const names = new Map(
      projectIds.length
        ? (await tx
            .select({ id: cadProjects.id, name: cadProjects.name })
            .from(cadProjects)
            .where(and(eq(cadProjects.tenantId, ctx.tenantId!), inArray(cadProjects.id, projectIds)))).map((p) => [p.id, p.name])
        : [],
    );
    return (await withProgress(tx, ctx.tenantId!, steps)).map((s) => ({
      stepId: s.id,
      projectId: s.projectId,
      projectName: names.get(s.projectId) ?? '',
      batchId: s.batchId,
      batchNo: s.batchNo,
      isCompleted: s.isCompleted,
      requiredPieces: s.requiredPieces,
      requiredArea: s.requiredArea,
      donePieces: s.donePieces,
      doneArea: s.doneArea,
    }));
  }

  serve(app, ep.uses, async (req) =>
    req.tx(async (tx) => {
      await proc.findRow(tx, req.ctx, req.params.id);
      const items = await uses(tx, req.ctx, req.params.id);
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.usesDown, async (req, reply) => {
    const { name, body } = await req.tx(async (tx) => {
      const p = await proc.findRow(tx, req.ctx, req.params.id);
      const items = await uses(tx, req.ctx, req.params.id);
      const body = await xlsx(String(p.name), processUseList, items);
      return { name: String(p.name), body };
    });
    return sendDownload(reply, { fileName: `工序${name}的项目.xlsx`, contentType: CONTENT_TYPES.xlsx, body });
  });
}
