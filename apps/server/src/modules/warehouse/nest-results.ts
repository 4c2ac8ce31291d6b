import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { NEST_RESULT_PICK_PATH, OrderState, nestResultPickEndpoints } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { badRequest } from '../../core/http/errors.ts';
import { nestOrders, nestResults } from '../nest/schema.ts';
import { registerRefTarget } from '../../core/resource/refs.ts';
import { liveOf } from '../../core/db/live.ts';
import { serve } from '../../core/http/endpoint.ts';

// A stock-out's nest result (a ref field to the picker's path) is checked against the space's results.
registerRefTarget(NEST_RESULT_PICK_PATH, nestResults, 'tenant');

/** Result states: confirmed 2, issued 4 (plate out). */
export const ResultState = { confirmed: 2, issued: 4 } as const;

const accepted = (ctx: RequestContext) =>
  liveOf(
    nestResults,
    ctx.tenantId ?? HOST_TENANT_ID,
    eq(nestOrders.factoryId, ctx.factoryId ?? HOST_TENANT_ID),
    inArray(nestOrders.orderState, [OrderState.confirmed, OrderState.toPurchase]),
  );

const fromResults = (tx: Tx) =>
  tx
    .select({
      id: nestResults.id,
      resultNo: nestResults.resultNo,
      orderNo: nestOrders.orderNo,
      orderState: nestOrders.orderState,
      materialName: nestResults.materialName,
      thickness: nestResults.thickness,
      sheetCount: nestResults.sheetCount,
      state: nestResults.state,
    })
    .from(nestResults)
    .innerJoin(nestOrders, and(eq(nestOrders.tenantId, nestResults.tenantId), eq(nestOrders.id, nestResults.orderId)));

/** An accepted nest result of this factory (a stock-out issues plate against it), or 400. */
export async function acceptedResult(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await fromResults(tx).where(and(accepted(ctx), eq(nestResults.id, id)));
  if (!row) throw badRequest('排版结果不存在，或其排版订单尚未确认', ['nestResultId']);
  return row;
}

/** Moves an accepted result between confirmed and issued as its plate goes out or comes back. */
export async function markResult(tx: Tx, ctx: RequestContext, id: string, from: number, to: number) {
  await tx
    .update(nestResults)
    .set({ state: to })
    .where(and(eq(nestResults.tenantId, ctx.tenantId ?? HOST_TENANT_ID), eq(nestResults.id, id), eq(nestResults.state, from)));
}

/** The picker of the stock-out's nest result: the factory's accepted results, newest first. */
export function nestResultPickRoutes(app: FastifyInstance) {
  serve(app, nestResultPickEndpoints.pick, async (req) =>
    req.tx(async (tx) => {
      const items = await fromResults(tx).where(accepted(req.ctx)).orderBy(desc(nestResults.creationTime)).limit(500);
      return { items, totalCount: items.length };
    }),
  );
}
