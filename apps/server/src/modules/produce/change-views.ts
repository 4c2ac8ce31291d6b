import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  changeEndpoints as ep,
  ChangeOrderStatus,
  idList,
  type ChangeRecipient,
  type ChangeViewLogQuery,
  type ChangeViewItem,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { registerDocument } from '../../core/document/routes.ts';
import { directory } from '../../core/auth/directory.ts';
import { containsPattern } from '../../core/http/paging.ts';
import { serve } from '../../core/http/endpoint.ts';
import { changeMessages as CM } from '../account/schema.ts';
import { changeOrders, changeOrderViews as V, CO } from './change-schema.ts';

type ChangeDoc = ReturnType<typeof registerDocument>;

/** Display names of the space's people by user id. */
async function namesOf(tx: Tx, tenantId: string) {
  return new Map((await directory().people(tx, tenantId)).map((p) => [p.userId, p.name || p.userName]));
}

/**
 * Who was told of an order and what they did: GET /{id}/users (each recipient's notice state and
 * views), PUT /{id}/view (an opening of the detail: logged, and the caller's notice becomes read),
 * GET /view/log (every opening of the factory's orders, newest first; GET /{id}/view/log one order's).
 */
export function changeViewRoutes(app: FastifyInstance, doc: ChangeDoc) {
  serve(app, ep.users, async (req) =>
    req.tx(async (tx) => {
      const { head } = await doc.findDoc(tx, req.ctx, req.params.id);
      const tenantId = req.ctx.tenantId;
      const ids = [...new Set(idList(head.notifyUserIds))];
      const names = await namesOf(tx, tenantId);
      const notices = ids.length ? await tx.select().from(CM).where(and(eq(CM.tenantId, tenantId), eq(CM.changeOrderId, req.params.id), inArray(CM.userId, ids))) : [];
      const views = ids.length
        ? await tx
            .select({ userId: V.userId, n: sql<number>`count(*)::int`, last: sql<Date>`max(${V.viewTime})` })
            .from(V)
            .where(and(eq(V.tenantId, tenantId), eq(V.changeOrderId, req.params.id), inArray(V.userId, ids)))
            .groupBy(V.userId)
        : [];
      const items: ChangeRecipient[] = ids.map((userId) => {
        const m = notices.find((x) => x.userId === userId);
        const v = views.find((x) => x.userId === userId);
        return {
          userId,
          name: names.get(userId) ?? '-',
          orderStatus: m?.orderStatus ?? null,
          readTime: m?.readTime?.toISOString() ?? null,
          lastViewTime: v ? new Date(v.last).toISOString() : null,
          viewCount: v?.n ?? 0,
        };
      });
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.view, async (req) =>
    req.tx(async (tx) => {
      await doc.findDoc(tx, req.ctx, req.params.id);
      const tenantId = req.ctx.tenantId;
      const userId = req.ctx.userId!;
      await tx.insert(V).values({ tenantId, changeOrderId: req.params.id, userId });
      const [notice] = await tx
        .update(CM)
        .set({ orderStatus: ChangeOrderStatus.read, readTime: sql`coalesce(${CM.readTime}, now())` })
        .where(and(eq(CM.tenantId, tenantId), eq(CM.userId, userId), eq(CM.changeOrderId, req.params.id)))
        .returning();
      return { id: req.params.id, orderStatus: notice?.orderStatus ?? null };
    }),
  );

  /** The openings of the factory's orders, newest first; one order's when it is named. */
  const viewLog = (req: { ctx: RequestContext; tx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> }, q: ChangeViewLogQuery, changeOrderId?: string) =>
    req.tx(async (tx) => {
      const tenantId = req.ctx.tenantId;
      if (!tenantId || !req.ctx.factoryId) return { items: [], totalCount: 0 };
      const like = q.filter ? containsPattern(q.filter) : null;
      const orderId = changeOrderId ?? q.changeOrderId;
      const where = and(
        eq(V.tenantId, tenantId),
        eq(CO.factoryId, req.ctx.factoryId),
        eq(CO.isDeleted, false),
        orderId ? eq(V.changeOrderId, orderId) : undefined,
        like ? sql`(${CO.docNo} ilike ${like} or ${CO.projectName} ilike ${like})` : undefined,
      );
      const on = and(eq(CO.tenantId, V.tenantId), eq(CO.id, V.changeOrderId));
      const rows = await tx
        .select({ v: V, docNo: CO.docNo, projectName: CO.projectName })
        .from(V)
        .innerJoin(changeOrders, on)
        .where(where)
        .orderBy(desc(V.viewTime), desc(V.id))
        .limit(q.maxResultCount)
        .offset(q.skipCount);
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(V).innerJoin(changeOrders, on).where(where);
      const names = await namesOf(tx, tenantId);
      const items: ChangeViewItem[] = rows.map(({ v, docNo, projectName }) => ({
        id: v.id,
        changeOrderId: v.changeOrderId,
        docNo: docNo as string,
        projectName: (projectName as string | null) ?? '',
        userId: v.userId,
        userName: names.get(v.userId) ?? '-',
        viewTime: v.viewTime.toISOString(),
      }));
      return { items, totalCount: n };
    });
  serve(app, ep.viewLog, async (req) => viewLog(req, req.query));
  // the same for one order under its own path
  serve(app, ep.orderViewLog, async (req) =>
    viewLog(req, req.query, req.params.id),
  );
}
