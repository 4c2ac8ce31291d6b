import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idParam, messages, nestOrderStateSchema, OrderState, pagedQuery, Permissions, type PagedQuery } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { businessError } from '../../core/http/errors.ts';
import { containsPattern, dateRangeQuery, dayRangeWhere, pagedList } from '../../core/http/paging.ts';
import { requireTenant } from '../../core/http/space.ts';
import type { nestOrders } from './schema.ts';
import { findKindOrder, nestKinds, type NestKind } from './kind.ts';

export const NEST_PERMISSIONS = { orders: Permissions.AlNest.Orders, results: Permissions.AlNest.Results, costs: Permissions.AlNest.Costs } as const;

export const tenantOf = (ctx: RequestContext) => requireTenant(ctx.tenantId);

/** One page of the rows an order or a result of the tenant owns: its lines, its log, its cutting records. */
export const ownedPage = (tx: Tx, q: PagedQuery, from: { tenantId: AnyPgColumn }, owner: AnyPgColumn, tenantId: string, ownerId: string, orderBy: SQL[]) =>
  pagedList(tx, q, { from, where: and(eq(from.tenantId, tenantId), eq(owner, ownerId)), orderBy });

/** The list query of either kind's orders (tenantId: the platform's view across spaces). */
export const nestOrderListQuery = pagedQuery.extend({
  filter: z.string().max(100, messages.tooLong('filter', 100)).optional(),
  orderState: z.coerce.number({ error: '订单状态必须是数字' }).int().min(0).max(255).optional(),
  projectId: z.uuid(messages.invalidId).optional(),
  ...dateRangeQuery,
});

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

interface KindLifeCycle {
  changeState(tx: Tx, ctx: RequestContext, id: string, to: number, remark?: string): Promise<unknown>;
  softDelete(tx: Tx, ctx: RequestContext, tenantId: string, id: string, action: string): Promise<void>;
}

/**
 * A planner's state change and deletes of a kind's orders at `orderPath`: deleting only what is to
 * nest, cancelled or abnormal; the platform's force-delete first stops or cancels a run.
 */
export function orderLifeCycleRoutes(app: FastifyInstance, kind: NestKind, orderPath: string, tags: string[], ops: KindLifeCycle) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { noun } = nestKinds[kind];
  const ORDERS = NEST_PERMISSIONS.orders;

  r.post(
    `${orderPath}/:id/order-state`,
    { schema: { tags, summary: `修改${noun}状态`, params: idParam, body: nestOrderStateSchema }, config: { permission: ORDERS, action: 'edit' } },
    async (req) => {
      tenantOf(req.ctx);
      return req.tx((tx) => ops.changeState(tx, req.ctx, req.params.id, req.body.orderState, req.body.remark));
    },
  );

  r.delete(`${orderPath}/:id`, { schema: { tags, summary: `删除${noun}`, params: idParam }, config: { permission: ORDERS, action: 'delete' } }, async (req, reply) => {
    const tenantId = tenantOf(req.ctx);
    await req.tx(async (tx) => {
      const order = await findKindOrder(tx, kind, tenantId, req.params.id);
      const deletable: number[] = [OrderState.toNest, OrderState.cancelled, OrderState.abnormal];
      if (!deletable.includes(order.orderState)) throw businessError(`只能删除待排版、已取消或异常的${noun}`);
      await ops.softDelete(tx, req.ctx, tenantId, order.id, 'delete');
    });
    return reply.status(204).send();
  });

  r.delete(`${orderPath}/:id/force-delete`, { schema: { tags, summary: `强制删除${noun}（平台管理员）`, params: idParam }, config: { platformAdmin: true } }, async (req, reply) => {
    const tenantId = tenantOf(req.ctx);
    await req.tx(async (tx) => {
      const order = await findKindOrder(tx, kind, tenantId, req.params.id);
      if (order.orderState === OrderState.processing || order.orderState === OrderState.pending)
        await ops.changeState(tx, req.ctx, order.id, order.orderState === OrderState.pending ? OrderState.cancelled : OrderState.abnormal, '平台管理员强制删除');
      await ops.softDelete(tx, req.ctx, tenantId, order.id, 'force-delete');
    });
    return reply.status(204).send();
  });
}
