import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { nestProduceEndpoints as ep, OrderState } from '@al/contracts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { audit } from '../../core/audit/audit.ts';
import { findOrder } from './orders.ts';
import { findResult } from './sheets.ts';
import { nestProduceLogs, nestResultSheets, nestResults } from './schema.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { ownedPage } from './kind-routes.ts';

/** Result states: cutting 8 once a sheet is cut, cut 16 when every sheet of every layout is. */
const CUTTING = 8;
const CUT = 16;

/** The produce log of a result: sheets cut per layout, reported from the cutting table. */
export function nestProduceRoutes(app: FastifyInstance) {
  serve(app, ep.logs, async (req) => {
    const tenantId = req.ctx.tenantId;
    return req.tx(async (tx) => {
      await findResult(tx, tenantId, req.params.id);
      return ownedPage(tx, req.query, nestProduceLogs, nestProduceLogs.resultId, tenantId, req.params.id, [desc(nestProduceLogs.time), desc(nestProduceLogs.id)]);
    });
  });

  serve(app, ep.log, async (req) => {
    const tenantId = req.ctx.tenantId;
    const { layoutNo, qty, remark } = req.body;
    return req.tx(async (tx) => {
      const result = await findResult(tx, tenantId, req.params.id);
      const order = await findOrder(tx, tenantId, result.orderId);
      if (order.orderState !== OrderState.confirmed) throw businessError('排版订单确认后才能登记切割');
      const [layout] = await tx
        .select()
        .from(nestResultSheets)
        .where(and(eq(nestResultSheets.tenantId, tenantId), eq(nestResultSheets.resultId, result.id), eq(nestResultSheets.layoutNo, layoutNo)));
      if (!layout) throw notFound(`第${layoutNo}版排版图不存在`);
      if (layout.cutQty + qty > layout.repeat) throw badRequest(`第${layoutNo}版共${layout.repeat}张，已切${layout.cutQty}张，最多还能登记${layout.repeat - layout.cutQty}张`, ['qty']);
      await tx
        .update(nestResultSheets)
        .set({ cutQty: layout.cutQty + qty })
        .where(and(eq(nestResultSheets.tenantId, tenantId), eq(nestResultSheets.id, layout.id)));
      const [log] = await tx.insert(nestProduceLogs).values({ tenantId, resultId: result.id, layoutNo, qty, userId: req.ctx.userId, userName: req.ctx.userName, remark }).returning();
      const [left] = await tx
        .select({ n: sql<number>`coalesce(sum(${nestResultSheets.repeat} - ${nestResultSheets.cutQty}), 0)::int` })
        .from(nestResultSheets)
        .where(and(eq(nestResultSheets.tenantId, tenantId), eq(nestResultSheets.resultId, result.id)));
      const state = left!.n === 0 ? CUT : CUTTING;
      await tx.update(nestResults).set({ state }).where(and(eq(nestResults.tenantId, tenantId), eq(nestResults.id, result.id)));
      await audit(tx, req.ctx, { module: 'nest', entityType: 'NestResult', entityId: result.id, action: 'produce', after: { layoutNo, qty, state } });
      return { ...isoRow(log!), resultState: state };
    });
  });
}
