import type { FastifyInstance } from 'fastify';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  projectLinkEndpoints as ep,
  projectRelationTypeLabels,
  type RelatedProjectItem,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { cadProjectRelations } from './schema.ts';
import { loadProject, logProject } from './project-service.ts';
import { queryRows } from '../../core/db/rows.ts';


interface Row {
  relation_id: string | null;
  relation_type: number | null;
  remark: string | null;
  id: string;
  name: string;
  code: string;
  demand_side: string | null;
  project_status: number;
  batch_count: number;
  product_amount: number;
  unfold_area: string | number;
  order_time: string;
  delivery_date: string;
}

const toItem = (r: Row): RelatedProjectItem => ({
  relationId: r.relation_id,
  relationType: r.relation_type,
  remark: r.remark,
  projectId: r.id,
  name: r.name,
  code: r.code,
  demandSide: r.demand_side,
  projectStatus: r.project_status,
  batchCount: r.batch_count,
  productAmount: r.product_amount,
  unfoldArea: Number(r.unfold_area),
  orderTime: String(r.order_time).slice(0, 10),
  deliveryDate: String(r.delivery_date).slice(0, 10),
});

const projectColumns = sql`p.id, p.name, p.code, p.demand_side, p.project_status, p.product_amount, p.unfold_area,
  p.order_time, p.delivery_date,
  (select count(*)::int from cad_batches b where b.tenant_id = p.tenant_id and b.project_id = p.id and not b.is_deleted) as batch_count`;

/**
 * The project's related projects (either way round), and suggestions: other projects of the same
 * customer in the same factory that are not linked yet.
 */
async function correlation(
  tx: Tx,
  p: {
    tenantId: string;
    id: string;
    factoryId: string;
    demanderId: string | null;
    demandSide: string | null;
  },
) {
  const related = await queryRows<Row>(
    tx,
    sql`select r.id as relation_id, r.relation_type, r.remark, ${projectColumns}
        from cad_project_relations r
        join cad_projects p on p.tenant_id = r.tenant_id
          and p.id = case when r.project_id = ${p.id} then r.related_project_id else r.project_id end
        where r.tenant_id = ${p.tenantId} and (r.project_id = ${p.id} or r.related_project_id = ${p.id}) and not p.is_deleted
        order by r.creation_time`,
  );
  const sameCustomer = p.demanderId
    ? sql`p.demander_id = ${p.demanderId}`
    : p.demandSide
      ? sql`p.demand_side = ${p.demandSide}`
      : sql`false`;
  const suggestions = await queryRows<Row>(
    tx,
    sql`select null as relation_id, null as relation_type, null as remark, ${projectColumns}
        from cad_projects p
        where p.tenant_id = ${p.tenantId} and p.factory_id = ${p.factoryId} and p.id <> ${p.id} and not p.is_deleted
          and ${sameCustomer}
          and not exists (select 1 from cad_project_relations r where r.tenant_id = p.tenant_id
            and ((r.project_id = ${p.id} and r.related_project_id = p.id) or (r.related_project_id = ${p.id} and r.project_id = p.id)))
        order by p.creation_time desc limit 20`,
  );
  return { items: related.map(toItem), suggestions: suggestions.map(toItem) };
}

/** Related projects (/cad/project-correlation): links between projects, with suggestions. */
export function correlationRoutes(app: FastifyInstance) {
  serve(app, ep.correlation, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.params.id);
      return correlation(tx, p);
    }),
  );

  serve(app, ep.relate, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.params.id);
      const otherId = req.body.relatedProjectId;
      if (otherId === p.id) throw badRequest('不能关联项目自身', ['relatedProjectId']);
      const other = await loadProject(tx, req.ctx, otherId).catch(() => {
        throw badRequest('关联的项目不存在或不在当前工厂', ['relatedProjectId']);
      });
      const [existing] = await tx
        .select({ id: cadProjectRelations.id })
        .from(cadProjectRelations)
        .where(
          and(
            eq(cadProjectRelations.tenantId, p.tenantId),
            or(
              and(
                eq(cadProjectRelations.projectId, p.id),
                eq(cadProjectRelations.relatedProjectId, other.id),
              ),
              and(
                eq(cadProjectRelations.projectId, other.id),
                eq(cadProjectRelations.relatedProjectId, p.id),
              ),
            ),
          ),
        );
      if (existing) throw badRequest(`项目“${other.name}”已关联`, ['relatedProjectId']);
      await tx.insert(cadProjectRelations).values({
        tenantId: p.tenantId,
        projectId: p.id,
        relatedProjectId: other.id,
        relationType: req.body.relationType,
        remark: req.body.remark ?? null,
        creatorId: req.ctx.userId,
      });
      const label = projectRelationTypeLabels[req.body.relationType];
      await logProject(tx, req.ctx, p.id, 'relate', { comment: `${label}：${other.name}` });
      await logProject(tx, req.ctx, other.id, 'relate', { comment: `${label}：${p.name}` });
      return correlation(tx, p);
    }),
  );

  serve(app, ep.unrelate, async (req) => {
    await req.tx(async (tx) => {
      const [rel] = await tx
        .select()
        .from(cadProjectRelations)
        .where(
          and(eq(cadProjectRelations.tenantId, req.ctx.tenantId!), eq(cadProjectRelations.id, req.params.id)),
        );
      if (!rel) throw notFound('关联不存在或已取消');
      // both projects must be reachable in the caller's factory
      const a = await loadProject(tx, req.ctx, rel.projectId);
      const b = await loadProject(tx, req.ctx, rel.relatedProjectId);
      await tx
        .delete(cadProjectRelations)
        .where(and(eq(cadProjectRelations.tenantId, rel.tenantId), eq(cadProjectRelations.id, rel.id)));
      await logProject(tx, req.ctx, a.id, 'relate', { comment: `取消关联：${b.name}` });
      await logProject(tx, req.ctx, b.id, 'relate', { comment: `取消关联：${a.name}` });
    });
  });
}
