import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cadReportEndpoints as ep, projectStatusLabels, type ProjectStatus } from '@al/contracts';
import { serve } from '../../core/http/endpoint.ts';
import { cadBatches, cadProducts, cadProjectFiles, cadProjects } from './schema.ts';
import { loadProject, needFactory, recountProject } from './project-service.ts';
import { liveOf } from '../../core/db/live.ts';

/** Reports of the CAD area: project statistics and their recount, the order view by batch, the dashboard head. */
export function projectReportRoutes(app: FastifyInstance) {
  // Reports: pieces and unfold area of the factory's projects by status and by month of order.
  serve(app, ep.statistics, async (req) =>
    req.tx(async (tx) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const year = req.query.year ?? new Date().getFullYear();
      const base = liveOf(cadProjects, tenantId, eq(cadProjects.factoryId, factoryId));
      const byStatus = await tx
        .select({
          projectStatus: cadProjects.projectStatus,
          count: sql<number>`count(*)::int`,
          productAmount: sql<number>`sum(${cadProjects.productAmount})::int`,
          unfoldArea: sql<number>`sum(${cadProjects.unfoldArea})::float`,
        })
        .from(cadProjects)
        .where(base)
        .groupBy(cadProjects.projectStatus);
      const byMonth = await tx
        .select({
          month: sql<number>`extract(month from ${cadProjects.orderTime})::int`,
          count: sql<number>`count(*)::int`,
          productAmount: sql<number>`sum(${cadProjects.productAmount})::int`,
          unfoldArea: sql<number>`sum(${cadProjects.unfoldArea})::float`,
        })
        .from(cadProjects)
        .where(and(base, sql`extract(year from ${cadProjects.orderTime}) = ${year}`))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return {
        year,
        byStatus: byStatus.map((s) => ({
          ...s,
          label: projectStatusLabels[s.projectStatus as ProjectStatus],
        })),
        byMonth: Array.from(
          { length: 12 },
          (_, i) =>
            byMonth.find((m) => m.month === i + 1) ?? {
              month: i + 1,
              count: 0,
              productAmount: 0,
              unfoldArea: 0,
            },
        ),
      };
    }),
  );
  serve(app, ep.recount, async (req) =>
    req.tx(async (tx) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const ids = await tx
        .select({ id: cadProjects.id })
        .from(cadProjects)
        .where(liveOf(cadProjects, tenantId, eq(cadProjects.factoryId, factoryId)));
      for (const { id } of ids) await recountProject(tx, tenantId, id);
      return { count: ids.length };
    }),
  );

  // The project's order view: batches with what was drawn and ordered (the sales module adds prices).
  serve(app, ep.projectOrder, async (req) =>
    req.tx(async (tx) => {
      const p = await loadProject(tx, req.ctx, req.query.projectId);
      const items = await tx
        .select({
          batchId: cadBatches.id,
          batchNo: cadBatches.batchNo,
          deliveryDate: cadBatches.deliveryDate,
          status: cadBatches.status,
          productAmount: sql<number>`coalesce(sum(${cadProducts.quantity}), 0)::int`,
          unfoldArea: sql<number>`coalesce(sum(${cadProducts.unfoldArea} * ${cadProducts.quantity}), 0)::float`,
        })
        .from(cadBatches)
        .leftJoin(
          cadProducts,
          liveOf(cadProducts, cadBatches.tenantId, eq(cadProducts.batchId, cadBatches.id)),
        )
        .where(liveOf(cadBatches, p.tenantId, eq(cadBatches.projectId, p.id)))
        .groupBy(cadBatches.id)
        .orderBy(asc(cadBatches.sort));
      return { items, totalCount: items.length };
    }),
  );

  serve(app, ep.headInfo, async (req) =>
    req.tx(async (tx) => {
      const { tenantId, factoryId } = needFactory(req.ctx);
      const monthStart = new Date(new Date().getFullYear(), new Date().getMonth(), 1)
        .toISOString()
        .slice(0, 10);
      const [h] = await tx
        .select({
          projectCount: sql<number>`count(*) filter (where ${cadProjects.projectStatus} <> 64)::int`,
          producingCount: sql<number>`count(*) filter (where ${cadProjects.projectStatus} = 8)::int`,
          productAmount: sql<number>`coalesce(sum(${cadProjects.productAmount}), 0)::int`,
          notNestingAmount: sql<number>`coalesce(sum(${cadProjects.notNestingAmount}), 0)::int`,
          unfoldArea: sql<number>`coalesce(sum(${cadProjects.unfoldArea}), 0)::float`,
          monthProjectCount: sql<number>`count(*) filter (where ${cadProjects.orderTime} >= ${monthStart})::int`,
          dueIn7Days: sql<number>`count(*) filter (where ${cadProjects.deliveryDate} between current_date and current_date + 7 and ${cadProjects.projectStatus} not in (64, 256))::int`,
        })
        .from(cadProjects)
        .where(liveOf(cadProjects, tenantId, eq(cadProjects.factoryId, factoryId)));
      const [f] = await tx
        .select({
          converting: sql<number>`count(*) filter (where ${cadProjectFiles.convertState} in (1, 2))::int`,
          failed: sql<number>`count(*) filter (where ${cadProjectFiles.convertState} = 8)::int`,
        })
        .from(cadProjectFiles)
        .where(liveOf(cadProjectFiles, tenantId, eq(cadProjectFiles.factoryId, factoryId)));
      return {
        ...h!,
        unfoldArea: Math.round((h?.unfoldArea ?? 0) * 100) / 100,
        convertingFiles: f?.converting ?? 0,
        failedFiles: f?.failed ?? 0,
      };
    }),
  );
}
