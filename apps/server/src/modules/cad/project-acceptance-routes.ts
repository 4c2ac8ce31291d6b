import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { acceptanceEndpoints as ep, type AcceptanceLine } from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { pagedList } from '../../core/http/paging.ts';
import { cadAcceptances, cadProducts } from './schema.ts';
import { loadProject, logProject, needFactory } from './project-service.ts';
import type { Tx } from '../../core/db/client.ts';
import { liveOf } from '../../core/db/live.ts';
import { queryRows } from '../../core/db/rows.ts';

/** An acceptance row as the answers carry it (its time as an ISO string). */
const toAcceptance = <R extends typeof cadAcceptances.$inferSelect>(row: R) => isoRow(row);

/** Acceptance: quantities the customer accepted on site, per project and product. */
export function projectAcceptanceRoutes(app: FastifyInstance) {
  serve(app, ep.accept, async (req) =>
    req.tx(async (tx) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const [p] = await tx
        .select()
        .from(cadProducts)
        .where(
          liveOf(
            cadProducts,
            tenantId,
            eq(cadProducts.factoryId, factoryId),
            eq(cadProducts.id, req.body.productId),
          ),
        );
      if (!p) throw badRequest('产品不存在或已删除', ['productId']);
      const [{ done } = { done: 0 }] = await tx
        .select({ done: sql<number>`coalesce(sum(${cadAcceptances.quantity}), 0)::int` })
        .from(cadAcceptances)
        .where(and(eq(cadAcceptances.tenantId, tenantId), eq(cadAcceptances.productId, p.id)));
      if (done + req.body.quantity > p.quantity)
        throw badRequest(
          `产品“${p.code}”共 ${p.quantity} 件，已验收 ${done} 件，本次最多验收 ${p.quantity - done} 件`,
          ['quantity'],
        );
      const [row] = await tx
        .insert(cadAcceptances)
        .values({
          tenantId,
          projectId: p.projectId,
          batchId: p.batchId,
          productId: p.id,
          quantity: req.body.quantity,
          acceptDate: req.body.acceptDate,
          acceptor: req.body.acceptor ?? null,
          remark: req.body.remark ?? null,
          creatorId: req.ctx.userId,
        })
        .returning();
      await logProject(tx, req.ctx, p.projectId, 'update', {
        comment: `验收 ${p.code} × ${req.body.quantity}`,
      });
      return toAcceptance(row!);
    }),
  );

  const acceptanceSums = (tenantId: string, projectId?: string) =>
    sql`select pr.id as "projectId", pr.name as "projectName", b.batch_no as "batchNo", p.id as "productId", p.code, p.quantity,
          coalesce((select sum(a.quantity) from cad_acceptances a where a.tenant_id = p.tenant_id and a.product_id = p.id), 0)::int as "acceptedQuantity",
          p.unfold_area::float as "unfoldArea"
        from cad_products p join cad_projects pr on pr.tenant_id = p.tenant_id and pr.id = p.project_id
        join cad_batches b on b.tenant_id = p.tenant_id and b.id = p.batch_id
        where p.tenant_id = ${tenantId} and not p.is_deleted ${projectId ? sql`and p.project_id = ${projectId}` : sql``}
        order by b.batch_no, p.code`;

  const acceptanceRows = (tx: Tx, tenantId: string, projectId: string) => queryRows<AcceptanceLine>(tx, acceptanceSums(tenantId, projectId));

  serve(app, ep.sum, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.params.id);
      const rows = await acceptanceRows(tx, p.tenantId, p.id);
      const total = rows.reduce((s, x) => s + x.quantity, 0);
      const accepted = rows.reduce((s, x) => s + x.acceptedQuantity, 0);
      const acceptedArea = rows.reduce((s, x) => s + x.acceptedQuantity * x.unfoldArea, 0);
      return {
        projectId: p.id,
        productAmount: total,
        acceptedAmount: accepted,
        acceptedArea: Math.round(acceptedArea * 10000) / 10000,
        rate: total ? Math.round((accepted / total) * 10000) / 100 : 0,
      };
    }),
  );
  serve(app, ep.byProduct, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.params.id);
      const items = await acceptanceRows(tx, p.tenantId, p.id);
      return { items, totalCount: items.length };
    }),
  );
  serve(app, ep.list, async (req) => {
    const { tenantId } = needFactory(req.ctx);
    const a = cadAcceptances;
    return req.tx((tx) =>
      pagedList(tx, req.query, {
        from: a,
        where: and(
          eq(a.tenantId, tenantId),
          req.query.projectId ? eq(a.projectId, req.query.projectId) : undefined,
        ),
        select: {
          a,
          code: sql<string>`(select code from cad_products p where p.tenant_id = ${a.tenantId} and p.id = ${a.productId})`,
          projectName: sql<string>`(select name from cad_projects p where p.tenant_id = ${a.tenantId} and p.id = ${a.projectId})`,
        },
        orderBy: [desc(a.creationTime)],
        map: (row) => ({
          ...toAcceptance(row.a as typeof a.$inferSelect),
          code: row.code as string | null,
          projectName: row.projectName as string | null,
        }),
      }),
    );
  });
}
