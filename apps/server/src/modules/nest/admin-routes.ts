import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../core/db/client.ts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { nestAdminEndpoints as ep } from '@al/contracts';
import { iso, isoRow, serve } from '../../core/http/endpoint.ts';
import { containsPattern, dayRangeWhere, pagedList, parseSorting } from '../../core/http/paging.ts';
import { tenants } from '../saas/schema.ts';
import { nestOrders, nestResults } from './schema.ts';
import { adminCostLogPage, nestOrderOut, platformOrder, spaceName, type InSpace } from './kind-routes.ts';
import { lostRows } from './routes.ts';
import { rowsOf } from '../../core/db/rows.ts';

const adminOrderSorting = { creationTime: nestOrders.creationTime, orderState: nestOrders.orderState } satisfies Record<(typeof ep.orders.sortable)[number], unknown>;

/** The order's space is named like the text (a subquery: the list and its count have no join to tenants). */
const tenantNameLike = (tenantId: SQL | Parameters<typeof eq>[0], text: string) =>
  sql`exists (select 1 from tenants t where t.id = ${tenantId} and t.display_name ilike ${containsPattern(text)})`;

/** Every space's name by id. */
const tenantNames = async (tx: Pick<Tx, 'select'>) => new Map((await tx.select({ id: tenants.id, name: tenants.displayName }).from(tenants)).map((t) => [t.id, t.name]));

/**
 * The platform's view of nesting across every space (statistics pages): orders, costs (income),
 * lost parts. These routes are for platform administrators only, and their transaction reads
 * across the tenant walls (app.platform_read); nothing here writes.
 */
export function nestAdminRoutes(app: FastifyInstance) {
  serve(app, ep.orders, async (req) => {
    const q = req.query;
    const where: SQL[] = [eq(nestOrders.isDeleted, false), ...dayRangeWhere(nestOrders.creationTime, q)];
    if (q.tenantId) where.push(eq(nestOrders.tenantId, q.tenantId));
    if (q.orderState) where.push(sql`(${nestOrders.orderState} & ${q.orderState}) <> 0`);
    if (q.filter) where.push(or(ilike(nestOrders.orderNo, containsPattern(q.filter)), tenantNameLike(nestOrders.tenantId, q.filter))!);
    return req.tx((tx) =>
      pagedList(tx, q, {
        from: nestOrders,
        where: and(...where),
        orderBy: [...parseSorting(q.sorting, adminOrderSorting, [desc(nestOrders.creationTime)]), asc(nestOrders.id)],
        select: {
          id: nestOrders.id,
          tenantId: nestOrders.tenantId,
          tenantName: spaceName(nestOrders.tenantId),
          orderNo: nestOrders.orderNo,
          materialName: nestOrders.materialName,
          thickness: nestOrders.thickness,
          pieceCount: nestOrders.pieceCount,
          partsArea: nestOrders.partsArea,
          orderState: nestOrders.orderState,
          progress: nestOrders.progress,
          cost: nestOrders.cost,
          message: nestOrders.message,
          resultId: nestOrders.resultId,
          creationTime: nestOrders.creationTime,
          finishTime: nestOrders.finishTime,
        },
        map: (row) => isoRow(row as InSpace<typeof nestOrders>),
      }),
    );
  });

  serve(app, ep.order, async (req) =>
    req.tx(async (tx) => {
      const { order, tenantName } = await platformOrder(tx, 'panel', req.params.id);
      const [result] = order.resultId ? await tx.select().from(nestResults).where(eq(nestResults.id, order.resultId)) : [];
      return { ...nestOrderOut(order), tenantName, result: result ? isoRow(result) : null };
    }),
  );

  serve(app, ep.costs, async (req) => req.tx((tx) => adminCostLogPage(tx, 'panel', req.query)));

  serve(app, ep.lost, async (req) => {
    const q = req.query;
    return req.tx(async (tx) => {
      const rows = await tx
        .select({ id: nestOrders.id, tenantId: nestOrders.tenantId, orderNo: nestOrders.orderNo, lost: nestOrders.lostProducts, time: nestOrders.finishTime })
        .from(nestOrders)
        .where(and(eq(nestOrders.isDeleted, false), sql`jsonb_array_length(${nestOrders.lostProducts}) > 0`, ...(q.tenantId ? [eq(nestOrders.tenantId, q.tenantId)] : []), ...dayRangeWhere(nestOrders.creationTime, q)))
        .orderBy(desc(nestOrders.finishTime));
      const names = await tenantNames(tx);
      const items = lostRows(rows, (o) => ({ tenantId: o.tenantId, tenantName: names.get(o.tenantId) ?? null }));
      return { items: items.slice(q.skipCount, q.skipCount + q.maxResultCount), totalCount: items.length };
    });
  });

  // The summary beside the list: per space, how many orders left parts out and how many pieces.
  serve(app, ep.lostSummary, async (req) => {
    const q = req.query;
    return req.tx(async (tx) => {
      const rows = await tx
        .select({ tenantId: nestOrders.tenantId, lost: nestOrders.lostProducts, time: nestOrders.finishTime })
        .from(nestOrders)
        .where(and(eq(nestOrders.isDeleted, false), sql`jsonb_array_length(${nestOrders.lostProducts}) > 0`, ...(q.tenantId ? [eq(nestOrders.tenantId, q.tenantId)] : []), ...dayRangeWhere(nestOrders.creationTime, q)));
      const names = await tenantNames(tx);
      const byTenant = new Map<string, { tenantId: string; tenantName: string | null; orderCount: number; kindCount: number; pieceCount: number; lastTime: Date | null }>();
      for (const o of rows) {
        const s = byTenant.get(o.tenantId) ?? { tenantId: o.tenantId, tenantName: names.get(o.tenantId) ?? null, orderCount: 0, kindCount: 0, pieceCount: 0, lastTime: null };
        s.orderCount++;
        s.kindCount += o.lost.length;
        s.pieceCount += o.lost.reduce((n, l) => n + (Number(l.qty) || 0), 0);
        if (o.time && (!s.lastTime || o.time > s.lastTime)) s.lastTime = o.time;
        byTenant.set(o.tenantId, s);
      }
      const items = [...byTenant.values()].sort((a, b) => b.pieceCount - a.pieceCount).map((x) => ({ ...x, lastTime: iso(x.lastTime) }));
      return { items: items.slice(q.skipCount, q.skipCount + q.maxResultCount), totalCount: items.length };
    });
  });

  serve(app, ep.statistics, async (req) => {
    const q = req.query;
    const fmt = q.period === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD';
    const to = q.endTime ? new Date(new Date(`${q.endTime}T00:00:00`).getTime() + 86400000) : new Date(Date.now() + 86400000);
    const from = q.beginTime ? new Date(`${q.beginTime}T00:00:00`) : new Date(to.getTime() - (q.period === 'month' ? 366 : 31) * 86400000);
    return req.tx(async (tx) => {
      const res = await tx.execute<{ period: string; nests: number; sheets: number; plate_area: number }>(sql`
        select to_char(r.creation_time at time zone current_setting('TimeZone'), ${fmt}) as period, count(*)::int as nests,
               coalesce(sum(r.sheet_count), 0)::int as sheets, coalesce(sum(r.plate_area), 0)::float8 as plate_area
        from nest_results r where not r.is_deleted and r.creation_time >= ${from} and r.creation_time < ${to} group by 1 order by 1`);
      const inc = await tx.execute<{ period: string; income: number }>(sql`
        select to_char(c.time at time zone current_setting('TimeZone'), ${fmt}) as period, coalesce(sum(c.amount), 0)::float8 as income
        from nest_cost_logs c where c.time >= ${from} and c.time < ${to} group by 1`);
      const rows = rowsOf<{ period: string; nests: number; sheets: number; plate_area: number }>(res);
      const income = new Map(rowsOf<{ period: string; income: number }>(inc).map((x) => [x.period, Number(x.income)]));
      const periods = [...new Set([...rows.map((x) => x.period), ...income.keys()])].sort();
      const byPeriod = new Map(rows.map((x) => [x.period, x]));
      const items = periods.map((p) => ({ period: p, nests: byPeriod.get(p)?.nests ?? 0, sheets: byPeriod.get(p)?.sheets ?? 0, plateArea: Number(byPeriod.get(p)?.plate_area ?? 0), income: income.get(p) ?? 0 }));
      return { items, totalCount: items.length };
    });
  });
}
