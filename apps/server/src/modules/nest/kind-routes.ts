import type { FastifyInstance } from 'fastify';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { nestParameterSchema, OrderState, type nestLifeCycleEndpoints, type nestOrderListQuery, type PagedQuery } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { businessError } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { containsPattern, dayRangeWhere, pagedList } from '../../core/http/paging.ts';
import type { nestOrders } from './schema.ts';
import { findKindOrder, nestKinds, type NestKind } from './kind.ts';

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
  if (q.filter) where.push(or(ilike(O.orderNo, containsPattern(q.filter)), ilike(nameCol, containsPattern(q.filter)))!);
  return where;
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
