import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { nestEndpoints as ep, nestOrderLifeCycle, OrderState } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { businessError } from '../../core/http/errors.ts';
import { iso, isoRow, serve } from '../../core/http/endpoint.ts';
import { pagedList, parseSorting } from '../../core/http/paging.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { audit } from '../../core/audit/audit.ts';
import { changeState, createOrder, findOrder, logOrder, type NestOrderRow } from './orders.ts';
import { createOrdersFromBatches } from './from-batch.ts';
import { syncProductNestState } from './product-nest-state.ts';
import { findResult, layoutDxf, layoutSvg, resultSheets } from './sheets.ts';
import { nestOrderLines, nestOrders, nestResults } from './schema.ts';
import { softDeleteKindOrder } from './kind.ts';
import { costLogPage, kindOrderPage, nestOrderOut, orderLifeCycleRoutes, orderLogPage, ownedPage, resultListWhere } from './kind-routes.ts';
import { softDeleted } from '../../core/db/columns.ts';
import { rowsOf } from '../../core/db/rows.ts';

const resultSorting = { creationTime: nestResults.creationTime, utilisation: nestResults.utilisation, sheetCount: nestResults.sheetCount } satisfies Record<
  (typeof ep.results.sortable)[number],
  unknown
>;
const orderSorting = { creationTime: nestOrders.creationTime, orderNo: nestOrders.orderNo, orderState: nestOrders.orderState, thickness: nestOrders.thickness } satisfies Record<
  (typeof ep.orders.sortable)[number],
  unknown
>;

/** A result with its order's number and state and every layout, read in `tenantId`. */
export async function resultDetail(tx: Tx, tenantId: string, result: typeof nestResults.$inferSelect) {
  const [order] = await tx
    .select({ orderNo: nestOrders.orderNo, orderState: nestOrders.orderState })
    .from(nestOrders)
    .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.id, result.orderId)));
  const sheets = await resultSheets(tx, tenantId, result.id);
  return { ...isoRow(result), orderNo: order?.orderNo ?? '', orderState: order?.orderState ?? 0, sheets };
}

type LostOf = { id: string; orderNo: string; lost: NestOrderRow['lostProducts']; time: Date | null };
/** The orders' parts the engine left out, each with its order (`extra`: the platform's rows add the space). */
export const lostRows = <O extends LostOf, E extends object>(orders: O[], extra: (o: O) => E) =>
  orders.flatMap((o) => o.lost.map((l) => ({ orderId: o.id, orderNo: o.orderNo, ...extra(o), finishTime: iso(o.time), ...l })));

/** Nest orders, results, their downloads and the cost log (spec 02, /api/cad/nest). */
export function nestRoutes(app: FastifyInstance) {
  serve(app, ep.orders, async (req) => kindOrderPage(req, 'panel', req.ctx.tenantId, req.query, { name: nestOrders.materialName, sorting: orderSorting, out: nestOrderOut }));

  serve(app, ep.create, async (req) => req.tx(async (tx) => nestOrderOut(await createOrder(tx, req.ctx, req.body))));

  serve(app, ep.fromBatch, async (req) => {
    const items = (await req.tx((tx) => createOrdersFromBatches(tx, req.ctx, req.body))).map(nestOrderOut);
    return { items, totalCount: items.length };
  });

  serve(app, ep.order, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const order = await findOrder(tx, tenantId, req.params.id);
      const result = order.resultId ? await findResult(tx, tenantId, order.resultId).catch(() => null) : null;
      return { ...nestOrderOut(order), result: result && isoRow(result) };
    });
  });

  serve(app, ep.lines, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      await findOrder(tx, tenantId, req.params.id);
      return ownedPage(tx, req.query, nestOrderLines, nestOrderLines.orderId, tenantId, req.params.id, [asc(nestOrderLines.code), asc(nestOrderLines.id)]);
    });
  });

  orderLifeCycleRoutes(app, 'panel', nestOrderLifeCycle, { changeState, softDelete, out: nestOrderOut });

  serve(app, ep.setParameter, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const order = await findOrder(tx, tenantId, req.params.id);
      if (order.orderState === OrderState.processing) throw businessError('排版进行中，不能修改参数');
      const [after] = await tx
        .update(nestOrders)
        .set({ parameter: req.body, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
        .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.id, order.id)))
        .returning();
      await logOrder(tx, req.ctx, order.id, { action: 'parameter', message: JSON.stringify(req.body) });
      await audit(tx, req.ctx, { module: 'nest', entityType: 'NestOrder', entityId: order.id, action: 'update', before: { parameter: order.parameter }, after: { parameter: req.body } });
      return nestOrderOut(after!);
    });
  });

  serve(app, ep.logs, async (req) => req.tx((tx) => orderLogPage(tx, 'panel', req.query, req.ctx.tenantId, req.params.id)));

  serve(app, ep.errorProductUrls, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => (await findOrder(tx, tenantId, req.params.id)).errorProductUrls);
  });

  serve(app, ep.lost, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const rows = await tx
        .select({ id: nestOrders.id, orderNo: nestOrders.orderNo, lost: nestOrders.lostProducts, time: nestOrders.finishTime })
        .from(nestOrders)
        .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.isDeleted, false), sql`jsonb_array_length(${nestOrders.lostProducts}) > 0`))
        .orderBy(desc(nestOrders.finishTime));
      const items = lostRows(rows, () => ({}));
      return { items: items.slice(req.query.skipCount, req.query.skipCount + req.query.maxResultCount), totalCount: items.length };
    });
  });

  serve(app, ep.results, async (req) => {
    const tenantId = req.ctx.tenantId;
    const q = req.query;
    return req.tx((tx) =>
      pagedList(tx, q, {
        from: nestResults,
        where: and(...resultListWhere('panel', tenantId, q, nestResults.materialName)),
        orderBy: [...parseSorting(q.sorting, resultSorting, [desc(nestResults.creationTime)]), asc(nestResults.id)],
        map: (row) => isoRow(row as typeof nestResults.$inferSelect),
      }),
    );
  });

  serve(app, ep.result, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const result = await findResult(tx, tenantId, req.params.id);
      await findOrder(tx, tenantId, result.orderId);
      return resultDetail(tx, tenantId, result);
    });
  });

  serve(app, ep.removeResult, async (req) => {
    const tenantId = req.ctx.tenantId;
    await req.tx(async (tx) => {
      const result = await findResult(tx, tenantId, req.params.id);
      if (result.state !== 1) throw businessError('排版结果已确认或已领料，不能删除');
      await tx
        .update(nestResults)
        .set(softDeleted(req.ctx.userId))
        .where(and(eq(nestResults.tenantId, tenantId), eq(nestResults.id, result.id)));
      await audit(tx, req.ctx, { module: 'nest', entityType: 'NestResult', entityId: result.id, action: 'delete', before: result });
    });
  });

  serve(app, ep.layoutSvg, async (req, reply) => {
    const { name, svg } = await req.tx((tx) => layoutSvg(tx, req.ctx.tenantId, req.params.id, req.params.layoutNo));
    return sendDownload(reply, { fileName: `${name}.svg`, contentType: CONTENT_TYPES.svg, body: svg, inline: true });
  });

  serve(app, ep.layoutDxf, async (req, reply) => {
    const { name, dxf } = await req.tx((tx) => layoutDxf(tx, req.ctx.tenantId, req.params.id, req.params.layoutNo));
    return sendDownload(reply, { fileName: `${name}.dxf`, contentType: CONTENT_TYPES.dxf, body: dxf });
  });

  serve(app, ep.costs, async (req) => req.tx((tx) => costLogPage(tx, 'panel', req.query, req.ctx.tenantId)));

  for (const period of ['monthly', 'daily'] as const) {
    serve(app, ep[period], async (req) => {
      const tenantId = req.ctx.tenantId;
      const now = new Date();
      const year = req.query.year ?? now.getFullYear();
      const month = req.query.month ?? now.getMonth() + 1;
      const from = period === 'monthly' ? new Date(year, 0, 1) : new Date(year, month - 1, 1);
      const to = period === 'monthly' ? new Date(year + 1, 0, 1) : new Date(year, month, 1);
      const fmt = period === 'monthly' ? 'YYYY-MM' : 'YYYY-MM-DD';
      return req.tx(async (tx) => {
        const rows = await tx.execute<{ period: string; orders: number; sheets: number; plate_area: number; parts_area: number }>(sql`
          select to_char(r.creation_time at time zone current_setting('TimeZone'), ${fmt}) as period,
                 count(*)::int as orders, coalesce(sum(r.sheet_count), 0)::int as sheets,
                 coalesce(sum(r.plate_area), 0)::float8 as plate_area, coalesce(sum(r.parts_area), 0)::float8 as parts_area
          from nest_results r
          where r.tenant_id = ${tenantId} and not r.is_deleted and r.creation_time >= ${from} and r.creation_time < ${to}
          group by 1 order by 1`);
        const costs = await tx.execute<{ period: string; amount: number }>(sql`
          select to_char(c.time at time zone current_setting('TimeZone'), ${fmt}) as period, coalesce(sum(c.amount), 0)::float8 as amount
          from nest_cost_logs c where c.tenant_id = ${tenantId} and c.time >= ${from} and c.time < ${to} group by 1`);
        const list = rowsOf<{ period: string; orders: number; sheets: number; plate_area: number; parts_area: number }>(rows);
        const costList = rowsOf<{ period: string; amount: number }>(costs);
        const cost = new Map(costList.map((c) => [c.period, Number(c.amount)]));
        const items = list.map((x) => ({
          period: x.period,
          orders: x.orders,
          sheets: x.sheets,
          plateArea: Number(x.plate_area),
          partsArea: Number(x.parts_area),
          utilisation: Number(x.plate_area) > 0 ? Math.round((Number(x.parts_area) / Number(x.plate_area)) * 10000) / 10000 : 0,
          cost: cost.get(x.period) ?? 0,
        }));
        return { items, totalCount: items.length };
      });
    });
  }
}

/** Deletes an order softly and frees its products (the related-order delete uses it too). */
export async function softDelete(tx: Tx, ctx: RequestContext, tenantId: string, id: string, action: string) {
  await syncProductNestState(tx, tenantId, id, 'released');
  await softDeleteKindOrder(tx, ctx, 'panel', tenantId, id, action);
}
