import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CadPermissions, cadApi, idParam, messages, pagedQuery } from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { pagedList } from '../../core/http/paging.ts';
import { cadAcceptances, cadProducts } from './schema.ts';
import { loadProject, logProject, needFactory } from './project-service.ts';
import type { Tx } from '../../core/db/client.ts';
import { liveOf } from '../../core/db/live.ts';

const P = cadApi.project;
const tags = ['项目管理'];
const acc = (action: 'query' | 'add') => ({ permission: CadPermissions.projectAcceptances, action });

/** Acceptance: quantities the customer accepted on site, per project and product. */
export function projectAcceptanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Acceptance: quantities the customer accepted on site.
  r.post(
    `${P}/acceptance`,
    {
      schema: {
        tags,
        summary: '登记验收数量',
        body: z.object({
          productId: z.uuid(messages.invalidId),
          quantity: z
            .number({ error: '验收数量必须是数字' })
            .int('验收数量必须是整数')
            .min(1, '验收数量不能小于1'),
          acceptDate: z.iso.date({ error: '验收日期格式应为YYYY-MM-DD' }),
          acceptor: z.string().trim().max(50).nullable().optional(),
          remark: z.string().trim().max(500).nullable().optional(),
        }),
      },
      config: acc('add'),
    },
    async (req) =>
      req.tx(async (tx) => {
        const { tenantId, factoryId } = needFactory(req.ctx);
        const [p] = await tx
          .select()
          .from(cadProducts)
          .where(liveOf(cadProducts, tenantId, eq(cadProducts.factoryId, factoryId), eq(cadProducts.id, req.body.productId)));
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
        return row;
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

  // PGlite and node-postgres both answer execute() with { rows }.
  const acceptanceRows = async (tx: Tx, tenantId: string, projectId: string) =>
    (
      (await tx.execute(acceptanceSums(tenantId, projectId))) as unknown as {
        rows: { quantity: number; acceptedQuantity: number; unfoldArea: number }[];
      }
    ).rows;

  r.get(
    `${P}/acceptance-sum/:id`,
    { schema: { tags, summary: '项目验收汇总', params: idParam }, config: acc('query') },
    async (req) =>
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
  r.get(
    `${P}/acceptance/list/:id`,
    { schema: { tags, summary: '项目各产品的验收数量', params: idParam }, config: acc('query') },
    async (req) =>
      req.tx(async (tx) => {
        const p = await loadProject(tx, req.ctx, req.params.id);
        const items = await acceptanceRows(tx, p.tenantId, p.id);
        return { items, totalCount: items.length };
      }),
  );
  r.get(
    `${P}/acceptance`,
    {
      schema: {
        tags,
        summary: '验收记录',
        querystring: pagedQuery.extend({ projectId: z.uuid(messages.invalidId).optional() }),
      },
      config: acc('query'),
    },
    async (req) => {
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
          map: (row) => ({ ...(row.a as object), code: row.code, projectName: row.projectName }),
        }),
      );
    },
  );
}
