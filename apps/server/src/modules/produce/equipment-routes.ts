import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  equipmentEndpoints as ep,
  EquipmentSource,
  EquipmentStatus,
  equipmentFeatureResource,
  equipmentGroupResource,
  equipmentResource,
  idList,
  LIVE_PLAN_STATES,
  localToday,
  PlanStatus,
  TERMINAL_TYPES,
  type StoredRow,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { registerResource, type ResourceApi } from '../../core/resource/routes.ts';
import { directory } from '../../core/auth/directory.ts';
import {
  clientCapacities,
  E,
  EF,
  EG,
  equipment,
  equipmentFeatures,
  equipmentGroups,
  equipmentMaintenances,
  P,
  PL,
  processes,
  productionPlans,
} from './schema.ts';
import { loadProcesses } from './steps.ts';
import { ownLicensedTerminals } from './own.ts';

type Row = StoredRow;

/** What a list of equipment shows in a factory: its own machines and the space's unallocated ones. */
export const inFactoryOrPool = (ctx: RequestContext) => (ctx.factoryId ? or(eq(E.factoryId, ctx.factoryId), isNull(E.factoryId)) : undefined);
const live = (ctx: RequestContext) => and(eq(E.tenantId, ctx.tenantId!), eq(E.isDeleted, false), inFactoryOrPool(ctx));

/** Adds or removes one id in a comma-separated id list. */
const withId = (list: unknown, id: string, on: boolean) => {
  const ids = idList(list).filter((x) => x !== id);
  return (on ? [...ids, id] : ids).join(',') || null;
};

/** Machines and terminals (DOMAIN §2.5): groups, features, the equipment and its own calls. */
export function equipmentRoutes(app: FastifyInstance) {
  registerResource(app, equipmentGroupResource, equipmentGroups, {
    usedBy: [{ table: equipment, column: 'equipmentGroupId', label: '设备' }],
  });
  registerResource(app, equipmentFeatureResource, equipmentFeatures, {
    usedBy: [{ table: equipment, column: 'featureIds', label: '设备', multiple: true }],
  });
  const api = registerResource(app, equipmentResource, equipment, {
    listFilter: inFactoryOrPool,
    // a new machine stands in the factory it is created in; terminals of the platform come through POST own
    prepare: async (_tx, ctx, value, before) => {
      if (!before) Object.assign(value, { factoryId: ctx.factoryId ?? null, source: EquipmentSource.own });
    },
    usedBy: [
      { table: productionPlans, column: 'equipmentId', label: '生产计划', where: ne(PL.status, PlanStatus.invalid) },
      { table: equipmentMaintenances, column: 'equipmentId', label: '保养单' },
      { table: clientCapacities, column: 'equipmentId', label: '产能记录' },
    ],
  });
  extraRoutes(app, api);
  return api;
}

function extraRoutes(app: FastifyInstance, api: ResourceApi) {
  const list = (tx: Tx, where: ReturnType<typeof and>) => tx.select().from(equipment).where(where).orderBy(asc(E.code)) as unknown as Promise<Row[]>;
  const answer = <T,>(items: T[]) => ({ items, totalCount: items.length });

  serve(app, ep.inGroup, async (req) =>
    req.tx(async (tx) => {
      const groups = (await tx.select({ id: EG.id, parentId: EG.parentId }).from(equipmentGroups).where(and(eq(EG.tenantId, req.ctx.tenantId), eq(EG.isDeleted, false)))) as { id: string; parentId: string | null }[];
      if (!groups.some((g) => g.id === req.params.id)) throw badRequest('设备分组不存在或已删除');
      const ids = new Set([req.params.id]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const g of groups) if (g.parentId && ids.has(g.parentId) && !ids.has(g.id)) grew = !!ids.add(g.id);
      }
      return answer(await list(tx, and(live(req.ctx), inArray(E.equipmentGroupId, [...ids]))));
    }),
  );

  serve(app, ep.expired, async (req) =>
    req.tx(async (tx) => answer(await list(tx, and(live(req.ctx), lt(E.useDate, localToday()))))),
  );

  serve(app, ep.unexpired, async (req) =>
    req.tx(async (tx) => {
      await loadProcesses(tx, req.ctx, [req.params.id], false);
      return answer(
        await list(
          tx,
          and(
            live(req.ctx),
            ne(E.status, EquipmentStatus.scrapped),
            or(isNull(E.useDate), gte(E.useDate, localToday())),
            sql`(',' || coalesce(${E.processIds}, '') || ',') like ${`%,${req.params.id},%`}`,
          ),
        ),
      );
    }),
  );

  serve(app, ep.allocate, async (req) =>
    req.tx(async (tx) => {
      const row = await api.findRow(tx, req.ctx, req.params.id);
      if (row.factoryId) throw businessError('设备已分配到工厂，请使用调拨', 'EquipmentAllocated');
      await checkFactory(tx, req.ctx, req.body.factoryId);
      return api.writeRow(tx, req.ctx, row, { factoryId: req.body.factoryId }, 'allocate');
    }),
  );

  serve(app, ep.transfer, async (req) =>
      req.tx(async (tx) => {
        const row = await api.findRow(tx, req.ctx, req.params.id);
        if (!row.factoryId) throw businessError('设备尚未分配到工厂，请先分配', 'EquipmentNotAllocated');
        if (row.factoryId === req.params.id2) throw badRequest('设备已在该工厂');
        await checkFactory(tx, req.ctx, req.params.id2);
        const [open] = await tx
          .select({ docNo: PL.docNo })
          .from(productionPlans)
          .where(and(eq(PL.tenantId, req.ctx.tenantId), eq(PL.isDeleted, false), eq(PL.equipmentId, req.params.id), inArray(PL.status, [...LIVE_PLAN_STATES])));
        if (open) throw businessError(`设备还有未完成的生产计划（${String(open.docNo)}），不能调拨`, 'EquipmentPlanned');
        return api.writeRow(tx, req.ctx, row, { factoryId: req.params.id2 }, 'transfer');
      }),
  );

  serve(app, ep.useDate, async (req) =>
    req.tx(async (tx) => {
      const row = await api.findRow(tx, req.ctx, req.params.id);
      if (row.source === EquipmentSource.licensed && !req.ctx.isPlatformAdmin)
        throw businessError('平台授权终端的使用期限由平台在续费后设置', 'LicensedTerminal');
      return api.writeRow(tx, req.ctx, row, { useDate: req.body.useDate }, 'use-date');
    }),
  );

  serve(app, ep.byProcess, async (req) =>
    req.tx(async (tx) => {
      const procs = (await tx.select({ id: P.id, name: P.name }).from(processes).where(and(eq(P.tenantId, req.ctx.tenantId), eq(P.isDeleted, false))).orderBy(asc(P.sort))) as { id: string; name: string }[];
      const machines = await list(tx, live(req.ctx));
      const items = procs.map((p) => ({
        processId: p.id,
        processName: p.name,
        equipment: machines.filter((m) => idList(m.processIds).includes(p.id)).map((m) => ({ id: m.id, name: m.name as string, code: m.code as string | null })),
      }));
      return answer(items);
    }),
  );

  serve(app, ep.ofProcess, async (req) =>
    req.tx(async (tx) => {
      await loadProcesses(tx, req.ctx, [req.params.id], false);
      return answer((await list(tx, live(req.ctx))).filter((m) => idList(m.processIds).includes(req.params.id)));
    }),
  );

  serve(app, ep.setOfProcess, async (req) =>
    req.tx(async (tx) => {
      await loadProcesses(tx, req.ctx, [req.params.id], false);
      const wanted = new Set(req.body.equipmentIds);
      const machines = await list(tx, live(req.ctx));
      const missing = [...wanted].find((id) => !machines.some((m) => m.id === id));
      if (missing) throw badRequest('设备不存在或不在当前工厂', ['equipmentIds']);
      for (const m of machines) {
        const has = idList(m.processIds).includes(req.params.id);
        if (has !== wanted.has(m.id as string)) await api.writeRow(tx, req.ctx, m, { processIds: withId(m.processIds, req.params.id, !has) }, 'process');
      }
      return { count: wanted.size };
    }),
  );

  serve(app, ep.processes, async (req) =>
    req.tx(async (tx) => {
      const row = await api.findRow(tx, req.ctx, req.params.id);
      const ids = idList(row.processIds);
      return answer(ids.length ? ((await tx.select().from(processes).where(and(eq(P.tenantId, req.ctx.tenantId), eq(P.isDeleted, false), inArray(P.id, ids))).orderBy(asc(P.sort))) as Row[]) : []);
    }),
  );

  serve(app, ep.setProcesses, async (req) =>
    req.tx(async (tx) => {
      const row = await api.findRow(tx, req.ctx, req.params.id);
      await loadProcesses(tx, req.ctx, req.body.processIds, false);
      return api.writeRow(tx, req.ctx, row, { processIds: [...new Set(req.body.processIds)].join(',') || null }, 'process');
    }),
  );

  serve(app, ep.features, async (req) =>
    req.tx(async (tx) => {
      const features = [...new Set(req.body.featureIds)];
      if (features.length) {
        const found = await tx.select({ id: EF.id }).from(equipmentFeatures).where(and(eq(EF.tenantId, req.ctx.tenantId), eq(EF.isDeleted, false), inArray(EF.id, features)));
        if (found.length !== features.length) throw badRequest('设备功能不存在或已删除', ['featureIds']);
      }
      const machines = (await list(tx, live(req.ctx))).filter((m) =>
        req.body.equipmentIds.length ? req.body.equipmentIds.includes(m.id as string) : TERMINAL_TYPES.includes(m.equipmentType as number),
      );
      if (req.body.equipmentIds.length && machines.length !== new Set(req.body.equipmentIds).size) throw badRequest('设备不存在或不在当前工厂', ['equipmentIds']);
      for (const m of machines) await api.writeRow(tx, req.ctx, m, { featureIds: features.join(',') || null }, 'features');
      return { count: machines.length };
    }),
  );

  serve(app, ep.own, async (req) =>
    req.tx(async (tx) => answer(await ownLicensedTerminals(tx, req.ctx, req.body?.serialNos))),
  );
}

/** A factory named by a call must be a live factory of the caller's own space. */
async function checkFactory(tx: Tx, ctx: RequestContext, factoryId: string) {
  if (!(await directory().factoryExists(tx, ctx.tenantId!, factoryId))) throw badRequest('目标工厂不存在或不属于本企业', ['factoryId']);
}
