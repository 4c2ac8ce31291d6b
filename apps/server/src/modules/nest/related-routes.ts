import type { FastifyInstance } from 'fastify';
import { and, arrayContained, arrayContains, asc, eq, inArray, isNull } from 'drizzle-orm';
import { nestEndpoints as ep, OrderState, orderStateLabels } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import { businessError } from '../../core/http/errors.ts';
import { audit } from '../../core/audit/audit.ts';
import { findOrder } from './orders.ts';
import { softDelete } from './routes.ts';
import { nestOrders, nestResults } from './schema.ts';
import { softDeleted } from '../../core/db/columns.ts';

/**
 * States in which an order and its result may go with its related orders: nothing runs, and no
 * layout has been accepted (accepted ones have reserved plate and marked the products nested).
 */
const DELETABLE: number[] = [OrderState.toNest, OrderState.toConfirm, OrderState.cancelled, OrderState.abnormal];

/**
 * DELETE related/order/{id} (spec 02): the order together with its related orders, i.e. the orders
 * split from the same batches of the same project (one "generate from batch" makes one order per
 * material and thickness), and their unconfirmed results. A planner uses it to throw away a batch's
 * nesting and generate it again; the products become "not nested". All or nothing, in one
 * transaction: if one of them runs or has been accepted, nothing is deleted.
 */
export function nestRelatedRoutes(app: FastifyInstance) {
  serve(app, ep.removeRelated, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      const order = await findOrder(tx, tenantId, req.params.id);
      // Lock the related rows so that a client claiming one of them waits for this decision.
      const related = order.batchIds.length
        ? await tx
            .select()
            .from(nestOrders)
            .where(
              and(
                eq(nestOrders.tenantId, tenantId),
                eq(nestOrders.isDeleted, false),
                order.projectId ? eq(nestOrders.projectId, order.projectId) : isNull(nestOrders.projectId),
                // The same set of batches, in any order.
                arrayContains(nestOrders.batchIds, order.batchIds),
                arrayContained(nestOrders.batchIds, order.batchIds),
              ),
            )
            .orderBy(asc(nestOrders.orderNo))
            .for('update')
        : [order];
      const blocked = related.filter((o) => !DELETABLE.includes(o.orderState));
      if (blocked.length)
        throw businessError(
          `关联订单${blocked.map((o) => `${o.orderNo}（${orderStateLabels[o.orderState as OrderState] ?? o.orderState}）`).join('、')}正在排版或已确认，不能删除；请先停止排版或取消订单`,
        );
      const resultIds = related.map((o) => o.resultId).filter((id): id is string => !!id);
      const results = resultIds.length
        ? await tx
            .select()
            .from(nestResults)
            .where(and(eq(nestResults.tenantId, tenantId), inArray(nestResults.id, resultIds), eq(nestResults.isDeleted, false)))
        : [];
      const used = results.filter((x) => x.state !== 1);
      if (used.length) throw businessError(`排版结果${used.map((x) => x.resultNo).join('、')}已确认或已领料，不能删除`);
      if (results.length) {
        await tx
          .update(nestResults)
          .set(softDeleted(req.ctx.userId))
          .where(and(eq(nestResults.tenantId, tenantId), inArray(nestResults.id, results.map((x) => x.id))));
        for (const x of results) await audit(tx, req.ctx, { module: 'nest', entityType: 'NestResult', entityId: x.id, action: 'delete', before: x });
      }
      for (const o of related) await softDelete(tx, req.ctx, tenantId, o.id, 'delete-related');
      const items = related.map((o) => ({ id: o.id, orderNo: o.orderNo, resultId: o.resultId }));
      return { items, totalCount: items.length };
    });
  });
}
