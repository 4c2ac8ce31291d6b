import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { changeEndpoints as ep, changeOrderDocument, changeOrderTypeResource, type ChangeNoticeItem } from '@al/contracts';
import { liveInFactory } from '../cad/pickers.ts';
import { registerDocument } from '../../core/document/routes.ts';
import { registerResource } from '../../core/resource/routes.ts';
import { containsPattern } from '../../core/http/paging.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { serveProjectBatchPicks, servePick } from './pick.ts';
import { cadBatches, cadProducts, cadProjects } from '../cad/schema.ts';
import { changeMessages as CM } from '../account/schema.ts';
import { changeOrderHooks } from './change.ts';
import { changeOrderLines, changeOrders, changeOrderTypes, CO } from './change-schema.ts';
import { changeFileRoutes } from './change-files.ts';
import { changeViewRoutes } from './change-views.ts';

const PICK_LIMIT = 2000;

/** The calls of spec 03 §7 Change: the order types, the orders as a document, notices, views and files. */
export function changeRoutes(app: FastifyInstance) {
  registerResource(app, changeOrderTypeResource, changeOrderTypes, {
    usedBy: [{ table: changeOrders, column: 'changeOrderTypeId', label: '变更单' }],
  });
  const doc = registerDocument(app, changeOrderDocument, { head: changeOrders, lines: changeOrderLines }, changeOrderHooks);

  serve(app, ep.approval, async (req) => req.tx((tx) => doc.act(tx, req.ctx, req.params.id, 'approve', req.body ?? {})));

  // The current user's change notices of this space, unread (2) or read (4), newest first.
  for (const [contract, status] of [
    [ep.unread, 2],
    [ep.read, 4],
  ] as const)
    serve(app, contract, async (req) =>
      req.tx(async (tx) => {
        const tenantId = req.ctx.tenantId;
        if (!tenantId) return { items: [], totalCount: 0 };
        const q = req.query;
        const like = q.filter ? containsPattern(q.filter) : null;
        const where = and(
          eq(CM.tenantId, tenantId),
          eq(CM.userId, req.ctx.userId!),
          eq(CM.orderStatus, status),
          like ? sql`(${CM.projectName} ilike ${like} or ${CM.description} ilike ${like} or ${CO.docNo} ilike ${like})` : undefined,
        );
        const joined = () => tx.select({ m: CM, docNo: CO.docNo }).from(CM).leftJoin(changeOrders, and(eq(CO.tenantId, CM.tenantId), eq(CO.id, CM.changeOrderId)));
        const rows = await joined().where(where).orderBy(desc(CM.creationTime), asc(CM.id)).limit(q.maxResultCount).offset(q.skipCount);
        const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(CM).leftJoin(changeOrders, and(eq(CO.tenantId, CM.tenantId), eq(CO.id, CM.changeOrderId))).where(where);
        const items: ChangeNoticeItem[] = rows.map(({ m, docNo }) => ({
          ...isoRow(m),
          id: m.changeOrderId,
          docNo: (docNo as string | null) ?? '',
        }));
        return { items, totalCount: n };
      }),
    );

  // The form's pickers: the factory's projects, batches and products (the references they are checked under).
  serveProjectBatchPicks(app, ep.pickProject, ep.pickBatch, PICK_LIMIT);
  servePick(app, ep.pickProduct, (tx, w) =>
    tx
      .select({
        id: cadProducts.id,
        projectId: cadProducts.projectId,
        batchId: cadProducts.batchId,
        code: cadProducts.code,
        // the project too: a factory runs several, and their batches share numbers
        label: sql<string>`${cadProjects.name} || ' ' || ${cadBatches.batchNo} || ' ' || ${cadProducts.code} || coalesce(' ' || ${cadProducts.name}, '')`,
      })
      .from(cadProducts)
      .innerJoin(cadBatches, and(eq(cadBatches.tenantId, cadProducts.tenantId), eq(cadBatches.id, cadProducts.batchId)))
      .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadProducts.tenantId), eq(cadProjects.id, cadProducts.projectId)))
      .where(liveInFactory(cadProducts, w))
      .orderBy(desc(cadProjects.creationTime), asc(cadBatches.sort), asc(cadProducts.code))
      .limit(PICK_LIMIT),
  );
  changeViewRoutes(app, doc);
  changeFileRoutes(app, doc);
}
