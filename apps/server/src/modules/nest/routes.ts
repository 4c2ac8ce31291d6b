import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { createNestOrderSchema, idParam, messages, nestParameterSchema, OrderState, pagedQuery } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { businessError } from '../../core/http/errors.ts';
import { containsPattern, dateRangeQuery, dayRangeWhere, pagedList, parseSorting, sortableKeys } from '../../core/http/paging.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { audit } from '../../core/audit/audit.ts';
import { onlySelfFilter } from '../../core/auth/data-permission.ts';
import { changeState, createOrder, findOrder, logOrder } from './orders.ts';
import { createOrdersFromBatches } from './from-batch.ts';
import { syncProductNestState } from './product-nest-state.ts';
import { findResult, layoutDxf, layoutSvg, resultSheets } from './sheets.ts';
import { nestCostLogs, nestOrderLines, nestOrderLogs, nestOrders, nestResults } from './schema.ts';
import { softDeleteKindOrder } from './kind.ts';
import { NEST_PERMISSIONS, nestOrderListQuery, orderLifeCycleRoutes, orderListWhere, ownedPage, tenantOf } from './kind-routes.ts';
import { softDeleted } from '../../core/db/columns.ts';

const { orders: ORDERS, results: RESULTS, costs: COSTS } = NEST_PERMISSIONS;
const base = '/api/cad/nest';
const tags = ['排版'];

const resultSorting = { creationTime: nestResults.creationTime, utilisation: nestResults.utilisation, sheetCount: nestResults.sheetCount };
const orderSorting = { creationTime: nestOrders.creationTime, orderNo: nestOrders.orderNo, orderState: nestOrders.orderState, thickness: nestOrders.thickness };

/** Nest orders, results, their downloads and the cost log (spec 02, /api/cad/nest). */
export function nestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/order`, { schema: { tags, summary: '排版订单列表', querystring: nestOrderListQuery }, config: { permission: ORDERS, action: 'query', sortable: sortableKeys(orderSorting) } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    const q = req.query;
    const where: SQL[] = [eq(nestOrders.tenantId, tenantId), ...orderListWhere('panel', q, nestOrders.materialName)];
    const self = await onlySelfFilter(req, nestOrders.creatorId);
    if (self) where.push(self);
    const orderBy = [...parseSorting(q.sorting, orderSorting, [desc(nestOrders.creationTime)]), asc(nestOrders.id)];
    return req.tx((tx) => pagedList(tx, q, { from: nestOrders, where: and(...where), orderBy }));
  });

  r.post(`${base}/order`, { schema: { tags, summary: '新建排版订单', body: createNestOrderSchema }, config: { permission: ORDERS, action: 'add' } }, async (req) => {
    tenantOf(req.ctx);
    return req.tx((tx) => createOrder(tx, req.ctx, req.body));
  });

  const fromBatch = z.object({
    batchIds: z.array(z.uuid(messages.invalidId)).min(1, '请至少选择一个批次').max(50, '批次不能超过50个'),
    byColor: z.boolean().optional(),
    plates: createNestOrderSchema.shape.plates.optional(),
    parameter: nestParameterSchema.default(nestParameterSchema.parse({})),
    submit: z.boolean().optional(),
  });
  r.post(`${base}/order/from-batch`, { schema: { tags, summary: '按批次生成排版订单（按材质、厚度分单）', body: fromBatch }, config: { permission: ORDERS, action: 'add' } }, async (req) => {
    tenantOf(req.ctx);
    const items = await req.tx((tx) => createOrdersFromBatches(tx, req.ctx, req.body));
    return { items, totalCount: items.length };
  });

  r.get(`${base}/order/:id`, { schema: { tags, summary: '排版订单详情', params: idParam }, config: { permission: ORDERS, action: 'query' } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    return req.tx(async (tx) => {
      const order = await findOrder(tx, tenantId, req.params.id);
      const result = order.resultId ? await findResult(tx, tenantId, order.resultId).catch(() => null) : null;
      return { ...order, result };
    });
  });

  r.get(`${base}/order/:id/list`, { schema: { tags, summary: '排版订单的零件', params: idParam, querystring: pagedQuery }, config: { permission: ORDERS, action: 'query' } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    return req.tx(async (tx) => {
      await findOrder(tx, tenantId, req.params.id);
      return ownedPage(tx, req.query, nestOrderLines, nestOrderLines.orderId, tenantId, req.params.id, [asc(nestOrderLines.code), asc(nestOrderLines.id)]);
    });
  });

  orderLifeCycleRoutes(app, 'panel', `${base}/order`, tags, { changeState, softDelete });

  r.put(
    `${base}/order/parameter/:id/for-admin`,
    { schema: { tags, summary: '修改排版参数（平台管理员）', params: idParam, body: nestParameterSchema }, config: { platformAdmin: true } },
    async (req) => {
      const tenantId = tenantOf(req.ctx);
      return req.tx(async (tx) => {
        const order = await findOrder(tx, tenantId, req.params.id);
        if (order.orderState === OrderState.processing) throw businessError('排版进行中，不能修改参数');
        const [after] = await tx
          .update(nestOrders)
          .set({ parameter: req.body, lastModificationTime: new Date(), lastModifierId: req.ctx.userId, concurrencyStamp: crypto.randomUUID() })
          .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.id, order.id)))
          .returning();
        await logOrder(tx, { ...req.ctx, tenantId }, order.id, { action: 'parameter', message: JSON.stringify(req.body) });
        await audit(tx, req.ctx, { module: 'nest', entityType: 'NestOrder', entityId: order.id, action: 'update', before: { parameter: order.parameter }, after: { parameter: req.body } });
        return after;
      });
    },
  );

  r.get(`${base}/order/:id/log`, { schema: { tags, summary: '排版订单日志', params: idParam, querystring: pagedQuery }, config: { permission: ORDERS, action: 'query' } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    return req.tx((tx) => ownedPage(tx, req.query, nestOrderLogs, nestOrderLogs.orderId, tenantId, req.params.id, [desc(nestOrderLogs.time), desc(nestOrderLogs.id)]));
  });

  r.get(`${base}/order/:id/error-product-urls`, { schema: { tags, summary: '无法读取的零件图纸', params: idParam }, config: { permission: ORDERS, action: 'query' } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    return req.tx(async (tx) => (await findOrder(tx, tenantId, req.params.id)).errorProductUrls);
  });

  r.get(`${base}/lost/product/list`, { schema: { tags, summary: '未排入的零件', querystring: pagedQuery }, config: { permission: ORDERS, action: 'query' } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    return req.tx(async (tx) => {
      const rows = await tx
        .select({ id: nestOrders.id, orderNo: nestOrders.orderNo, lost: nestOrders.lostProducts, time: nestOrders.finishTime })
        .from(nestOrders)
        .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.isDeleted, false), sql`jsonb_array_length(${nestOrders.lostProducts}) > 0`))
        .orderBy(desc(nestOrders.finishTime));
      const items = rows.flatMap((o) => o.lost.map((l) => ({ orderId: o.id, orderNo: o.orderNo, finishTime: o.time, ...l })));
      return { items: items.slice(req.query.skipCount, req.query.skipCount + req.query.maxResultCount), totalCount: items.length };
    });
  });

  const resultListQuery = pagedQuery.extend({ orderId: z.uuid(messages.invalidId).optional(), filter: z.string().max(100).optional(), ...dateRangeQuery });
  r.get(`${base}/result`, { schema: { tags, summary: '排版结果列表', querystring: resultListQuery }, config: { permission: RESULTS, action: 'query', sortable: sortableKeys(resultSorting) } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    const q = req.query;
    const where: SQL[] = [eq(nestResults.tenantId, tenantId), eq(nestResults.isDeleted, false), ...dayRangeWhere(nestResults.creationTime, q)];
    if (q.orderId) where.push(eq(nestResults.orderId, q.orderId));
    if (q.filter) where.push(or(ilike(nestResults.resultNo, containsPattern(q.filter)), ilike(nestResults.materialName, containsPattern(q.filter)))!);
    return req.tx((tx) =>
      pagedList(tx, q, {
        from: nestResults,
        where: and(...where),
        orderBy: [...parseSorting(q.sorting, resultSorting, [desc(nestResults.creationTime)]), asc(nestResults.id)],
      }),
    );
  });

  r.get(`${base}/result/:id`, { schema: { tags, summary: '排版结果详情（含每张排版图）', params: idParam }, config: { permission: RESULTS, action: 'query' } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    return req.tx(async (tx) => {
      const result = await findResult(tx, tenantId, req.params.id);
      const order = await findOrder(tx, tenantId, result.orderId);
      const sheets = await resultSheets(tx, tenantId, result.id);
      return { ...result, orderNo: order.orderNo, orderState: order.orderState, sheets };
    });
  });

  r.delete(`${base}/result/:id`, { schema: { tags, summary: '删除排版结果', params: idParam }, config: { permission: RESULTS, action: 'delete' } }, async (req, reply) => {
    const tenantId = tenantOf(req.ctx);
    await req.tx(async (tx) => {
      const result = await findResult(tx, tenantId, req.params.id);
      if (result.state !== 1) throw businessError('排版结果已确认或已领料，不能删除');
      await tx
        .update(nestResults)
        .set(softDeleted(req.ctx.userId))
        .where(and(eq(nestResults.tenantId, tenantId), eq(nestResults.id, result.id)));
      await audit(tx, req.ctx, { module: 'nest', entityType: 'NestResult', entityId: result.id, action: 'delete', before: result });
    });
    return reply.status(204).send();
  });

  const layoutParams = z.object({ id: z.uuid(messages.invalidId), layoutNo: z.coerce.number({ error: '排版图序号必须是数字' }).int().min(1).max(100000) });
  r.get(`${base}/result/:id/layout/:layoutNo/svg`, { schema: { tags, summary: '排版图（SVG）', params: layoutParams }, config: { permission: RESULTS, action: 'query' } }, async (req, reply) => {
    const tenantId = tenantOf(req.ctx);
    const { name, svg } = await req.tx((tx) => layoutSvg(tx, tenantId, req.params.id, req.params.layoutNo));
    return sendDownload(reply, { fileName: `${name}.svg`, contentType: CONTENT_TYPES.svg, body: svg, inline: true });
  });

  r.get(`${base}/result/:id/layout/:layoutNo/dxf`, { schema: { tags, summary: '排版图（DXF，供切割机）', params: layoutParams }, config: { permission: RESULTS, action: 'query' } }, async (req, reply) => {
    const tenantId = tenantOf(req.ctx);
    const { name, dxf } = await req.tx((tx) => layoutDxf(tx, tenantId, req.params.id, req.params.layoutNo));
    return sendDownload(reply, { fileName: `${name}.dxf`, contentType: CONTENT_TYPES.dxf, body: dxf });
  });

  const costQuery = pagedQuery.extend({ filter: z.string().max(100).optional(), ...dateRangeQuery });
  r.get(`${base}/cost/log`, { schema: { tags, summary: '排版费用记录', querystring: costQuery }, config: { permission: COSTS, action: 'query' } }, async (req) => {
    const tenantId = tenantOf(req.ctx);
    const q = req.query;
    const where: SQL[] = [eq(nestCostLogs.tenantId, tenantId), ...dayRangeWhere(nestCostLogs.time, q)];
    if (q.filter) where.push(ilike(nestCostLogs.orderNo, containsPattern(q.filter)));
    return req.tx((tx) => pagedList(tx, q, { from: nestCostLogs, where: and(...where), orderBy: [desc(nestCostLogs.time), desc(nestCostLogs.id)] }));
  });

  const reportQuery = z.object({ year: z.coerce.number({ error: '年份必须是数字' }).int().min(2020).max(2100).optional(), month: z.coerce.number().int().min(1).max(12).optional() });
  for (const period of ['monthly', 'daily'] as const) {
    r.get(`${base}/report/${period}`, { schema: { tags, summary: period === 'monthly' ? '排版月报' : '排版日报', querystring: reportQuery }, config: { permission: ORDERS, action: 'query' } }, async (req) => {
      const tenantId = tenantOf(req.ctx);
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
        const list = ((rows as unknown as { rows?: unknown[] }).rows ?? rows) as { period: string; orders: number; sheets: number; plate_area: number; parts_area: number }[];
        const costList = ((costs as unknown as { rows?: unknown[] }).rows ?? costs) as { period: string; amount: number }[];
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
