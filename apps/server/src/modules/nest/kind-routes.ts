import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { nestParameterSchema, OrderState, type nestCostQuery, type nestLifeCycleEndpoints, type nestOrderListQuery, type nestResultListQuery, type PagedQuery } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { businessError, notFound } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { containsAny, containsPattern, dayRangeWhere, pagedList, parseSorting } from '../../core/http/paging.ts';
import { onlySelfFilter } from '../../core/auth/data-permission.ts';
import { nestOrderLogs, type nestOrders, type nestResults } from './schema.ts';
import { findKindOrder, nestKinds, type KindOrderRow, type NestKind } from './kind.ts';

/** One page of the rows an order or a result of the tenant owns: its lines, its log, its cutting records (times as ISO strings). */
export const ownedPage = <T extends PgTable & { tenantId: AnyPgColumn }>(tx: Tx, q: PagedQuery, from: T, owner: AnyPgColumn, tenantId: string, ownerId: string, orderBy: SQL[]) =>
  pagedList(tx, q, { from, where: and(eq(from.tenantId, tenantId), eq(owner, ownerId)), orderBy, map: (row) => isoRow(row as T['$inferSelect']) });

/** A row of the platform's lists across spaces (the selected columns of `T` and the space's name). */
export type InSpace<T extends PgTable> = T['$inferSelect'] & { tenantName: string | null };

/**
 * A panel order as the answers carry it: times as ISO strings, and the parameters an order was stored
 * without (commonLine, seed came later) filled from their defaults, which the answer schema requires.
 */
export const nestOrderOut = <T extends typeof nestOrders.$inferSelect>(row: T) =>
  isoRow({ ...row, parameter: { ...nestParameterSchema.parse({}), ...row.parameter } });

/** The list conditions of a kind's live orders; the free-text filter looks at the number and `nameCol`. */
export function orderListWhere(kind: NestKind, q: z.infer<typeof nestOrderListQuery>, nameCol: AnyPgColumn): SQL[] {
  const O = nestKinds[kind].orders as typeof nestOrders;
  const where: SQL[] = [eq(O.isDeleted, false), ...dayRangeWhere(O.creationTime, q)];
  // orderState is a bitmask sum of the wanted states (DOMAIN.md §0.4).
  if (q.orderState) where.push(sql`(${O.orderState} & ${q.orderState}) <> 0`);
  if (q.projectId) where.push(eq(O.projectId, q.projectId));
  if (q.filter) where.push(containsAny(q.filter, O.orderNo, nameCol));
  return where;
}

/** The name of a row's space (a subquery: a list and its count need no join to tenants). */
export const spaceName = (tenantCol: AnyPgColumn) => sql<string>`(select display_name from tenants t where t.id = ${tenantCol})`;

/** An order of the kind in any space, as the platform reads it, with its space's name; 404 in the kind's words. */
export async function platformOrder<K extends NestKind>(tx: Tx, kind: K, id: string) {
  const O = nestKinds[kind].orders as typeof nestOrders;
  const [row] = await tx.select({ order: O, tenantName: spaceName(O.tenantId) }).from(O).where(eq(O.id, id));
  if (!row) throw notFound(`${nestKinds[kind].noun}不存在或已删除`);
  return { order: row.order as KindOrderRow<K>, tenantName: row.tenantName as string | null };
}

/**
 * One page of a kind's live orders in the tenant: the list conditions, only the planner's own where
 * the data permission says so, sorted as asked (newest first); `out` makes each row the answer's.
 */
export async function kindOrderPage<K extends NestKind, Out>(
  req: FastifyRequest,
  kind: K,
  tenantId: string,
  q: z.infer<typeof nestOrderListQuery> & { sorting?: string },
  by: { name: AnyPgColumn; sorting: Record<string, AnyPgColumn>; out: (row: KindOrderRow<K>) => Out },
) {
  const O = nestKinds[kind].orders as typeof nestOrders;
  const where = [eq(O.tenantId, tenantId), ...orderListWhere(kind, q, by.name)];
  const self = await onlySelfFilter(req, O.creatorId);
  if (self) where.push(self);
  const orderBy = [...parseSorting(q.sorting, by.sorting, [desc(O.creationTime)]), asc(O.id)];
  return req.tx((tx) => pagedList(tx, q, { from: O, where: and(...where), orderBy, map: (row) => by.out(row as KindOrderRow<K>) }));
}

/** The log of a live order of the kind, newest first. */
export async function orderLogPage(tx: Tx, kind: NestKind, q: PagedQuery, tenantId: string, orderId: string) {
  await findKindOrder(tx, kind, tenantId, orderId);
  return ownedPage(tx, q, nestOrderLogs, nestOrderLogs.orderId, tenantId, orderId, [desc(nestOrderLogs.time), desc(nestOrderLogs.id)]);
}

/** The list conditions of a kind's live results in the tenant; the free-text filter looks at the number and `nameCol`. */
export function resultListWhere(kind: NestKind, tenantId: string, q: z.infer<typeof nestResultListQuery>, nameCol: AnyPgColumn): SQL[] {
  const R = nestKinds[kind].results as typeof nestResults;
  const where: SQL[] = [eq(R.tenantId, tenantId), eq(R.isDeleted, false), ...dayRangeWhere(R.creationTime, q)];
  if (q.orderId) where.push(eq(R.orderId, q.orderId));
  if (q.filter) where.push(containsAny(q.filter, R.resultNo, nameCol));
  return where;
}

type CostQuery = Omit<z.infer<typeof nestCostQuery>, 'tenantId'> & { tenantId?: string };

/** The list conditions of a kind's cost log: a day range, one space (the tenant's, or the platform's pick), an order number. */
function costWhere(kind: NestKind, q: CostQuery, tenantId?: string) {
  const C = nestKinds[kind].costLogs;
  const where: SQL[] = [...dayRangeWhere(C.time, q)];
  if (tenantId ?? q.tenantId) where.push(eq(C.tenantId, (tenantId ?? q.tenantId)!));
  if (q.filter) where.push(ilike(C.orderNo, containsPattern(q.filter)));
  return where.length ? and(...where) : undefined;
}

/** One page of the tenant's cost log of the kind, newest first. */
export function costLogPage(tx: Tx, kind: NestKind, q: CostQuery, tenantId: string) {
  const C = nestKinds[kind].costLogs;
  return pagedList(tx, q, { from: C, where: costWhere(kind, q, tenantId), orderBy: [desc(C.time), desc(C.id)], map: (row) => isoRow(row as typeof C.$inferSelect) });
}

/** The platform's cost log of the kind across spaces (its income): a page with each row's space, and the sum of every page. */
export async function adminCostLogPage(tx: Tx, kind: NestKind, q: CostQuery) {
  const C = nestKinds[kind].costLogs;
  const where = costWhere(kind, q);
  const select = {
    id: C.id,
    tenantId: C.tenantId,
    tenantName: spaceName(C.tenantId),
    orderId: C.orderId,
    orderNo: C.orderNo,
    basis: C.basis,
    qty: C.qty,
    unitPrice: C.unitPrice,
    amount: C.amount,
    quotaBefore: C.quotaBefore,
    quotaAfter: C.quotaAfter,
    time: C.time,
  };
  const page = await pagedList(tx, q, { from: C, where, orderBy: [desc(C.time), desc(C.id)], select, map: (row) => isoRow(row as InSpace<typeof C>) });
  const [sum] = await tx.select({ amount: sql<number>`coalesce(sum(${C.amount}), 0)::float8` }).from(C).where(where);
  return { ...page, totalAmount: Number(sum?.amount ?? 0) };
}

interface KindLifeCycle<Row, Out> {
  changeState(tx: Tx, ctx: RequestContext, id: string, to: number, remark?: string): Promise<Row>;
  softDelete(tx: Tx, ctx: RequestContext, tenantId: string, id: string, action: string): Promise<void>;
  /** The order as the answer carries it. */
  out(row: Row): Out;
}

/**
 * A planner's state change and deletes of a kind's orders: deleting only what is to nest, cancelled
 * or abnormal; the platform's force-delete first stops or cancels a run.
 */
export function orderLifeCycleRoutes<Row, Out>(app: FastifyInstance, kind: NestKind, ep: ReturnType<typeof nestLifeCycleEndpoints>, ops: KindLifeCycle<Row, Out>) {
  const { noun } = nestKinds[kind];

  serve(app, ep.setState, async (req) =>
    req.tx(async (tx) => ops.out(await ops.changeState(tx, req.ctx, req.params.id, req.body.orderState, req.body.remark))),
  );

  serve(app, ep.remove, async (req) => {
    const tenantId = req.ctx.tenantId;
    await req.tx(async (tx) => {
      const order = await findKindOrder(tx, kind, tenantId, req.params.id);
      const deletable: number[] = [OrderState.toNest, OrderState.cancelled, OrderState.abnormal];
      if (!deletable.includes(order.orderState)) throw businessError(`只能删除待排版、已取消或异常的${noun}`);
      await ops.softDelete(tx, req.ctx, tenantId, order.id, 'delete');
    });
  });

  serve(app, ep.forceDelete, async (req) => {
    const tenantId = req.ctx.tenantId;
    await req.tx(async (tx) => {
      const order = await findKindOrder(tx, kind, tenantId, req.params.id);
      if (order.orderState === OrderState.processing || order.orderState === OrderState.pending)
        await ops.changeState(tx, req.ctx, order.id, order.orderState === OrderState.pending ? OrderState.cancelled : OrderState.abnormal, '平台管理员强制删除');
      await ops.softDelete(tx, req.ctx, tenantId, order.id, 'force-delete');
    });
  });
}
