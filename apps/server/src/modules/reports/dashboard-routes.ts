import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  ANALYSIS_MAX_DAYS,
  auditActionLabels,
  dashboardEndpoints as ep,
  DocStatus,
  localToday,
  MessageGroup,
  MessageState,
  OrderState,
  projectStatusLabels,
  type DashboardAnalysis,
  type DashboardWorkplace,
  type ProjectStatus,
} from '@al/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { cadProjects } from '../cad/schema.ts';
import { nestOrders, nestResults } from '../nest/schema.ts';
import { plateStockIns, stockMoves } from '../warehouse/schema.ts';
import { messages } from '../account/schema.ts';
import { auditLogs } from '../../core/audit/schema.ts';
import { entityName } from '../logs/service.ts';
import { serve } from '../../core/http/endpoint.ts';
import { col } from '../../core/resource/table.ts';
import { liveOf } from '../../core/db/live.ts';

const DAY = 86_400_000;
/** Day buckets in the server's time zone (the factories' calendar). */
const dayOf = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone current_setting('TimeZone'), 'YYYY-MM-DD')`;
const num = (v: unknown) => Number(v ?? 0);
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

type SpaceContext = RequestContext & { tenantId: string };
/** The space (the contract's `space: true` has the auth hook refuse a call without one) and the factory chosen, if any. */
const scope = (ctx: SpaceContext) => ({ tenantId: ctx.tenantId, factoryId: ctx.factoryId });

/** Every day of [begin, end] as YYYY-MM-DD. */
function days(begin: Date, end: Date): string[] {
  const out: string[] = [];
  for (let t = begin.getTime(); t <= end.getTime(); t += DAY) out.push(localToday(new Date(t + DAY / 2)));
  return out;
}

async function analysis(tx: Tx, ctx: SpaceContext, q: { beginTime?: string; endTime?: string }): Promise<DashboardAnalysis> {
  const { tenantId, factoryId } = scope(ctx);
  const end = new Date(`${q.endTime ?? localToday(new Date())}T00:00:00`);
  const begin = q.beginTime ? new Date(`${q.beginTime}T00:00:00`) : new Date(end.getTime() - 29 * DAY);
  if (begin > end) throw badRequest('开始日期不能晚于结束日期', ['beginTime']);
  if (end.getTime() - begin.getTime() > (ANALYSIS_MAX_DAYS - 1) * DAY) throw badRequest('时间不可超过1年', ['beginTime']);
  const until = new Date(end.getTime() + DAY);
  const factory = <T extends { factoryId: unknown }>(t: T) => (factoryId ? [eq(t.factoryId as never, factoryId)] : []);

  const byStatus = await tx
    .select({ status: cadProjects.projectStatus, count: sql<number>`count(*)::int` })
    .from(cadProjects)
    .where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.isDeleted, false), ...factory(cadProjects)))
    .groupBy(cadProjects.projectStatus)
    .orderBy(cadProjects.projectStatus);

  // Results of the factory's orders made in the range (results carry no factory: through the order).
  const orderIds = sql`(select ${nestOrders.id} from ${nestOrders} where ${nestOrders.tenantId} = ${tenantId}${factoryId ? sql` and ${nestOrders.factoryId} = ${factoryId}` : sql``})`;
  const resultWhere = liveOf(
    nestResults,
    tenantId,
    sql`${nestResults.state} <> 32`,
    inArray(nestResults.orderId, orderIds),
    gte(nestResults.creationTime, begin),
    lt(nestResults.creationTime, until),
  );
  const [orders = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(nestOrders)
    .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.isDeleted, false), ...factory(nestOrders), gte(nestOrders.creationTime, begin), lt(nestOrders.creationTime, until)));
  const nestDays = await tx
    .select({
      day: dayOf(nestResults.creationTime),
      results: sql<number>`count(*)::int`,
      sheets: sql<number>`coalesce(sum(${nestResults.sheetCount}), 0)::int`,
      plateArea: sql<number>`coalesce(sum(${nestResults.plateArea}), 0)::float8`,
      partsArea: sql<number>`coalesce(sum(${nestResults.partsArea}), 0)::float8`,
    })
    .from(nestResults)
    .where(resultWhere)
    .groupBy(dayOf(nestResults.creationTime));
  const materials = await tx
    .select({
      material: sql<string>`coalesce(${nestResults.materialName}, '未知材质')`,
      thickness: nestResults.thickness,
      sheets: sql<number>`coalesce(sum(${nestResults.sheetCount}), 0)::int`,
      plateArea: sql<number>`coalesce(sum(${nestResults.plateArea}), 0)::float8`,
    })
    .from(nestResults)
    .where(resultWhere)
    .groupBy(sql`coalesce(${nestResults.materialName}, '未知材质')`, nestResults.thickness)
    .orderBy(desc(sql`sum(${nestResults.plateArea})`));

  const moves = await tx
    .select({
      day: dayOf(stockMoves.time),
      inQty: sql<number>`coalesce(sum(${stockMoves.qty}) filter (where ${stockMoves.direction} = 1), 0)::float8`,
      outQty: sql<number>`coalesce(sum(${stockMoves.qty}) filter (where ${stockMoves.direction} = 2), 0)::float8`,
    })
    .from(stockMoves)
    .where(and(eq(stockMoves.tenantId, tenantId), eq(stockMoves.itemKind, 'plate'), ...factory(stockMoves), gte(stockMoves.time, begin), lt(stockMoves.time, until)))
    .groupBy(dayOf(stockMoves.time));

  const all = days(begin, end);
  const nestByDay = new Map(nestDays.map((d) => [d.day, d]));
  const moveByDay = new Map(moves.map((d) => [d.day, d]));
  const sheetCount = nestDays.reduce((n, d) => n + num(d.sheets), 0);
  const plateArea = nestDays.reduce((n, d) => n + num(d.plateArea), 0);
  const partsArea = nestDays.reduce((n, d) => n + num(d.partsArea), 0);
  return {
    range: { beginTime: localToday(begin), endTime: localToday(end) },
    projects: {
      total: byStatus.reduce((n, s) => n + s.count, 0),
      byStatus: byStatus.map((s) => ({ status: s.status, label: projectStatusLabels[s.status as ProjectStatus] ?? String(s.status), count: s.count })),
    },
    nest: {
      orderCount: orders.n,
      resultCount: nestDays.reduce((n, d) => n + num(d.results), 0),
      sheetCount,
      plateArea: round(plateArea),
      partsArea: round(partsArea),
      utilisation: plateArea > 0 ? round(partsArea / plateArea, 4) : null,
      byDay: all.map((day) => {
        const d = nestByDay.get(day);
        return { day, results: num(d?.results), sheets: num(d?.sheets), plateArea: round(num(d?.plateArea)), partsArea: round(num(d?.partsArea)) };
      }),
      byMaterial: materials.map((m) => ({ material: m.material, thickness: num(m.thickness), sheets: num(m.sheets), plateArea: round(num(m.plateArea)) })),
    },
    plateStock: {
      inQty: moves.reduce((n, d) => n + num(d.inQty), 0),
      outQty: moves.reduce((n, d) => n + num(d.outQty), 0),
      byDay: all.map((day) => ({ day, inQty: num(moveByDay.get(day)?.inQty), outQty: num(moveByDay.get(day)?.outQty) })),
    },
    // Production scans (报工) are not recorded yet: the output chart says so instead of showing zeros.
    output: { available: false, note: '生产扫码报工尚未启用，启用后按天统计产量（件数、面积）', byDay: [] },
  };
}

async function workplace(tx: Tx, ctx: SpaceContext): Promise<DashboardWorkplace> {
  const { tenantId, factoryId } = scope(ctx);
  const todoWhere = and(
    eq(messages.userId, ctx.userId!),
    eq(messages.groupType, MessageGroup.todos),
    eq(messages.isCleared, false),
    eq(messages.messageState, MessageState.unread),
  );
  const todos = await tx.select().from(messages).where(todoWhere).orderBy(desc(messages.creationTime)).limit(10);
  const [{ n: todoCount } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(messages).where(todoWhere);

  const projectWhere = and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.isDeleted, false), ...(factoryId ? [eq(cadProjects.factoryId, factoryId)] : []));
  const [p = { active: 0, due: 0 }] = await tx
    .select({
      active: sql<number>`count(*) filter (where ${cadProjects.projectStatus} not in (64, 256))::int`,
      due: sql<number>`count(*) filter (where ${cadProjects.deliveryDate} between current_date and current_date + 7 and ${cadProjects.projectStatus} not in (64, 256))::int`,
    })
    .from(cadProjects)
    .where(projectWhere);
  const [n = { waiting: 0, confirm: 0 }] = await tx
    .select({
      waiting: sql<number>`count(*) filter (where ${nestOrders.orderState} in (${OrderState.pending}, ${OrderState.processing}))::int`,
      confirm: sql<number>`count(*) filter (where ${nestOrders.orderState} = ${OrderState.toConfirm})::int`,
    })
    .from(nestOrders)
    .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.isDeleted, false), ...(factoryId ? [eq(nestOrders.factoryId, factoryId)] : [])));
  const si = (key: string) => col(plateStockIns, key);
  const [s = { open: 0 }] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(plateStockIns)
    .where(
      and(
        eq(si('tenantId'), tenantId),
        eq(si('isDeleted'), false),
        inArray(si('status'), [DocStatus.draft, DocStatus.pending]),
        ...(factoryId ? [eq(si('factoryId'), factoryId)] : []),
      ),
    );
  const recent = await tx.select().from(cadProjects).where(projectWhere).orderBy(desc(cadProjects.creationTime)).limit(5);
  const activity = await tx.select().from(auditLogs).where(eq(auditLogs.tenantId, tenantId)).orderBy(desc(auditLogs.time)).limit(10);
  return {
    todos: todos.map((m) => ({ id: m.id, title: m.title, content: m.content, creationTime: m.creationTime.toISOString(), tenantName: m.tenantName })),
    todoCount,
    counts: { activeProjects: p.active, dueIn7Days: p.due, nestWaiting: n.waiting, nestToConfirm: n.confirm, stockInOpen: s.open },
    recentProjects: recent.map((x) => ({
      id: x.id,
      name: x.name,
      code: x.code,
      projectStatus: x.projectStatus,
      statusLabel: projectStatusLabels[x.projectStatus as ProjectStatus] ?? String(x.projectStatus),
      deliveryDate: x.deliveryDate,
    })),
    activity: activity.map((a) => ({
      id: a.id,
      time: a.time.toISOString(),
      userName: a.userName,
      text: `${auditActionLabels[a.action] ?? a.action}${entityName(a.entityType)}`,
    })),
  };
}

/** /dashboard/analysis and /dashboard/workplace. */
export function dashboardRoutes(app: FastifyInstance) {
  serve(app, ep.analysis, async (req) => req.tx((tx) => analysis(tx, req.ctx, req.query)));
  serve(app, ep.workplace, async (req) => req.tx((tx) => workplace(tx, req.ctx)));
}
