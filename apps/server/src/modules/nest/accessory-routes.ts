import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { accessoryNestAdminEndpoints as adminEp, accessoryNestEndpoints as ep, accessoryOrderLifeCycle, nestClientStatusLabels } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { businessError, notFound } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { pagedList, parseSorting } from '../../core/http/paging.ts';
import { cols, plainSheet, sendSheet, sheetCol } from '../../core/http/xlsx.ts';
import { col } from '../../core/resource/table.ts';
import { accessories } from '../basic/schema.ts';
import { nestJobs } from './schema.ts';
import { listClients } from './clients.ts';
import { accessoryCandidates, changeAccessoryState, createAccessoryOrder, findAccessoryOrder } from './accessory-orders.ts';
import { softDeleteKindOrder } from './kind.ts';
import { adminCostLogPage, costLogPage, kindOrderPage, orderLifeCycleRoutes, orderListWhere, orderLogPage, platformOrder, resultListWhere, spaceName, type InSpace } from './kind-routes.ts';
import { accessoryNestOrderLines, accessoryNestOrders, accessoryNestResults } from './accessory-schema.ts';

const O = accessoryNestOrders;
const R = accessoryNestResults;

const orderSorting = { creationTime: O.creationTime, orderNo: O.orderNo, orderState: O.orderState } satisfies Record<(typeof ep.orders.sortable)[number], unknown>;

const purchaseSheet = plainSheet('型材采购清单', [
  sheetCol('配件名称', 'name', 18),
  sheetCol('配件编码', 'code', 14),
  cols.spec,
  sheetCol('型材长度(mm)', 'barLength', 14),
  sheetCol('数量(根)', 'qty', 10),
  sheetCol('总长度(m)', 'total', 12),
  sheetCol('参考单价(元)', 'price', 14),
  sheetCol('计价单位', 'unit', 10),
  cols.amount,
  sheetCol('排版单号', 'orderNo', 18),
  sheetCol('排版结果', 'resultNo', 18),
]);

/** An order with its lines and result (bars), read in the caller's tenant, or across tenants for the platform. */
async function orderDetail(tx: Tx, order: typeof O.$inferSelect) {
  const L = accessoryNestOrderLines;
  const lines = await tx.select().from(L).where(and(eq(L.tenantId, order.tenantId), eq(L.orderId, order.id))).orderBy(asc(L.code), asc(L.length));
  const [result] = order.resultId ? await tx.select().from(R).where(and(eq(R.tenantId, order.tenantId), eq(R.id, order.resultId), eq(R.isDeleted, false))) : [];
  return { ...isoRow(order), lines, result: result ? isoRow(result) : null };
}

/** Accessory (1-D) nest orders, results, cost log and purchase list (spec 02, /api/cad/accessory). */
export function accessoryNestRoutes(app: FastifyInstance, db: Db) {
  serve(app, ep.orders, async (req) => kindOrderPage(req, 'accessory', req.ctx.tenantId, req.query, { name: O.accessoryName, sorting: orderSorting, out: isoRow }));

  serve(app, ep.candidates, async (req) => {
    const items = await req.tx((tx) => accessoryCandidates(tx, req.ctx, req.query.batchIds));
    return { items, totalCount: items.length };
  });

  serve(app, ep.create, async (req) => req.tx(async (tx) => isoRow(await createAccessoryOrder(tx, req.ctx, req.body))));

  serve(app, adminEp.orders, async (req) => {
    const q = req.query;
    const where = orderListWhere('accessory', q, O.accessoryName);
    if (q.tenantId) where.push(eq(O.tenantId, q.tenantId));
    const orderBy = [...parseSorting(q.sorting, orderSorting, [desc(O.creationTime)]), asc(O.id)];
    return req.tx((tx) => pagedList(tx, q, { from: O, where: and(...where), orderBy, select: { ...pickOrder(), tenantName: spaceName(O.tenantId) }, map: (row) => isoRow(row as InSpace<typeof O>) }));
  });

  serve(app, adminEp.order, async (req) =>
    req.tx(async (tx) => {
      const { order, tenantName } = await platformOrder(tx, 'accessory', req.params.id);
      return { ...(await orderDetail(tx, order)), tenantName };
    }),
  );

  serve(app, ep.order, async (req) => req.tx(async (tx) => orderDetail(tx, await findAccessoryOrder(tx, req.ctx.tenantId, req.params.id))));

  orderLifeCycleRoutes(app, 'accessory', accessoryOrderLifeCycle, {
    changeState: changeAccessoryState,
    softDelete: (tx, ctx, tenantId, id, action) => softDeleteKindOrder(tx, ctx, 'accessory', tenantId, id, action),
    out: isoRow,
  });

  serve(app, ep.logs, async (req) => req.tx((tx) => orderLogPage(tx, 'accessory', req.query, req.ctx.tenantId, req.params.id)));

  serve(app, ep.results, async (req) => {
    const q = req.query;
    const where = resultListWhere('accessory', req.ctx.tenantId, q, R.accessoryName);
    return req.tx((tx) => pagedList(tx, q, { from: R, where: and(...where), orderBy: [desc(R.creationTime), asc(R.id)], select: pickResult(), map: (row) => isoRow(row as typeof R.$inferSelect) }));
  });

  serve(app, adminEp.result, async (req) =>
    req.tx(async (tx) => {
      const [result] = await tx.select().from(R).where(eq(R.id, req.params.id));
      if (!result) throw notFound('配件排版结果不存在或已删除');
      const [order] = await tx.select().from(O).where(and(eq(O.tenantId, result.tenantId), eq(O.id, result.orderId)));
      return { ...isoRow(result), order: order ? isoRow(order) : null };
    }),
  );

  serve(app, ep.result, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const [result] = await tx.select().from(R).where(and(eq(R.tenantId, tenantId), eq(R.id, req.params.id), eq(R.isDeleted, false)));
      if (!result) throw notFound('配件排版结果不存在或已删除');
      const order = await findAccessoryOrder(tx, tenantId, result.orderId);
      return { ...isoRow(result), order: isoRow(order) };
    });
  });

  serve(app, ep.costs, async (req) => req.tx((tx) => costLogPage(tx, 'accessory', req.query, req.ctx.tenantId)));

  serve(app, adminEp.costs, async (req) => req.tx((tx) => adminCostLogPage(tx, 'accessory', req.query)));

  serve(app, ep.downPurchase, async (req, reply) => {
    const tenantId = req.ctx.tenantId;
    const { order, result, acc } = await req.tx(async (tx) => {
      const order = await findAccessoryOrder(tx, tenantId, req.params.id);
      const [result] = order.resultId ? await tx.select().from(R).where(and(eq(R.tenantId, tenantId), eq(R.id, order.resultId), eq(R.isDeleted, false))) : [];
      if (!result) throw businessError('该配件排版订单还没有排版结果');
      const A = accessories;
      const [acc] = order.accessoryId
        ? ((await tx
            .select({ unit: col(A, 'unit'), refPrice: col(A, 'refPrice'), supplierId: col(A, 'defaultSupplierId') })
            .from(A)
            .where(and(eq(col(A, 'tenantId'), tenantId), eq(col(A, 'id'), order.accessoryId)))) as { unit: string | null; refPrice: number | null }[])
        : [];
      return { order, result, acc };
    });
    // A price per metre (unit 米) is charged by the bar's length; any other unit by the bar.
    const perMetre = acc?.unit === '米';
    const price = acc?.refPrice == null ? null : Number(acc.refPrice);
    const barM = Number(result.barLength) / 1000;
    return sendSheet(
      reply,
      `${order.orderNo}_型材采购清单`,
      purchaseSheet,
      [
        {
          name: order.accessoryName,
          code: order.accessoryCode,
          spec: order.accessorySpec,
          barLength: Number(result.barLength),
          qty: result.barCount,
          total: Number(result.barsLength),
          price,
          unit: perMetre ? '米' : '根',
          amount: price == null ? null : Math.round(price * result.barCount * (perMetre ? barM : 1) * 100) / 100,
          orderNo: order.orderNo,
          resultNo: result.resultNo,
        },
      ],
    );
  });

  serve(app, adminEp.clients, async (req) => {
    // Built-in clients and nest-clients of this version take accessory runs when no panel run waits;
    // listed: the built-in ones and every client that has taken an accessory run.
    const done = await req.tx(async (tx) =>
      tx
        .select({ clientId: nestJobs.clientId, jobs: sql<number>`count(*)::int`, lastTime: sql<Date | null>`max(${nestJobs.finishedAt})` })
        .from(nestJobs)
        .where(and(eq(nestJobs.kind, 'accessory'), isNotNull(nestJobs.clientId)))
        .groupBy(nestJobs.clientId),
    );
    const byClient = new Map(done.map((d) => [d.clientId, d]));
    const items = (await listClients(db))
      .filter((c) => c.builtIn || byClient.has(c.id))
      .map((c) => {
        const last = byClient.get(c.id)?.lastTime;
        return { ...isoRow(c), statusName: nestClientStatusLabels[c.status], kinds: ['panel', 'accessory'], accessoryJobs: byClient.get(c.id)?.jobs ?? 0, lastAccessoryJobTime: last ? new Date(last).toISOString() : null };
      });
    return { items, totalCount: items.length };
  });
}

function pickOrder() {
  return {
    id: O.id,
    tenantId: O.tenantId,
    orderNo: O.orderNo,
    accessoryName: O.accessoryName,
    accessorySpec: O.accessorySpec,
    parameter: O.parameter,
    lineCount: O.lineCount,
    pieceCount: O.pieceCount,
    partsLength: O.partsLength,
    orderState: O.orderState,
    cost: O.cost,
    message: O.message,
    resultId: O.resultId,
    creationTime: O.creationTime,
    finishTime: O.finishTime,
  };
}

/** A result's head without its bars (lists stay small). */
function pickResult() {
  const keys = ['id', 'tenantId', 'orderId', 'resultNo', 'accessoryName', 'barLength', 'barCount', 'layoutCount', 'pieceCount', 'barsLength', 'partsLength', 'offcutLength', 'utilisation', 'lowerBound', 'optimal', 'elapsedMs', 'state', 'creationTime'] as const;
  return Object.fromEntries(keys.map((k) => [k, R[k]]));
}
