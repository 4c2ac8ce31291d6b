import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { cadProjectEndpoints as ep, projectLogList } from '@al/contracts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { badRequest } from '../../core/http/errors.ts';
import { cadProducts, cadProjectLogs, cadProjects } from './schema.ts';
import { checkDrawingPassword, loadBatch, loadProject, logProject, needFactory } from './project-service.ts';
import { sendBatchBook } from './book.ts';
import { cols, plainSheet, sendSheet, sheetCol } from '../../core/http/xlsx.ts';
import { liveOf } from '../../core/db/live.ts';

const kaipingSheet = plainSheet('开平清单', [
  sheetCol('材质', 'material', 10),
  cols.thickness,
  sheetCol('开平宽(mm)', 'width', 12),
  sheetCol('开平长(mm)', 'length', 12),
  sheetCol('件数', 'pieces', 8),
  sheetCol('面积(㎡)', 'area', 12),
]);

/** Downloads of the CAD area: the project log (Excel), the batch album (PDF), the cut-to-length list (Excel). */
export function projectExportRoutes(app: FastifyInstance) {
  serve(app, ep.logDown, async (req, reply) => {
    const { tenantId } = needFactory(req.ctx);
    const rows = await req.tx((tx) =>
      tx
        .select({
          log: cadProjectLogs,
          projectName: cadProjects.name,
        })
        .from(cadProjectLogs)
        .innerJoin(
          cadProjects,
          and(
            eq(cadProjects.tenantId, cadProjectLogs.tenantId),
            eq(cadProjects.id, cadProjectLogs.projectId),
          ),
        )
        .where(
          and(
            eq(cadProjectLogs.tenantId, tenantId),
            req.query.projectId ? eq(cadProjectLogs.projectId, req.query.projectId) : undefined,
          ),
        )
        .orderBy(desc(cadProjectLogs.time)),
    );
    return sendSheet(
      reply,
      '项目日志',
      '项目日志',
      projectLogList,
      rows.map((x) => ({ ...isoRow(x.log), projectName: x.projectName })),
    );
  });

  serve(app, ep.book, async (req, reply) => {
    const { project, batch, products } = await req.tx(async (tx) => {
      const project = await loadProject(tx, req.ctx, req.params.id);
      const batch = await loadBatch(tx, req.ctx, req.body.batchId);
      if (batch.projectId !== project.id) throw badRequest('批次不属于该项目', ['batchId']);
      await checkDrawingPassword(tx, project.tenantId, [project.id], req.body.password);
      const products = await tx
        .select()
        .from(cadProducts)
        .where(liveOf(cadProducts, project.tenantId, eq(cadProducts.batchId, batch.id)))
        .orderBy(asc(cadProducts.code));
      await logProject(tx, req.ctx, project.id, 'print', { comment: `生成 ${batch.batchNo} 图册` });
      return { project, batch, products };
    });
    return sendBatchBook(reply, project, batch, products);
  });

  // Cut-to-length (开平) list for coil suppliers: flat sizes and area by texture × thickness.
  serve(app, ep.kaiping, async (req, reply) => {
    const { project, rows } = await req.tx(async (tx) => {
      const project = await loadProject(tx, req.ctx, req.body.projectId);
      const rows = await tx
        .select({
          material: cadProducts.material,
          thickness: cadProducts.thickness,
          width: sql<number>`ceil(${cadProducts.unfoldWidth})::int`,
          length: sql<number>`ceil(${cadProducts.unfoldLength})::int`,
          pieces: sql<number>`sum(${cadProducts.quantity})::int`,
          area: sql<number>`sum(${cadProducts.unfoldArea} * ${cadProducts.quantity})::float`,
        })
        .from(cadProducts)
        .where(
          liveOf(
            cadProducts,
            project.tenantId,
            eq(cadProducts.projectId, project.id),
            req.body.batchIds?.length ? sql`${cadProducts.batchId} in ${req.body.batchIds}` : undefined,
          ),
        )
        .groupBy(cadProducts.material, cadProducts.thickness, sql`3`, sql`4`)
        .orderBy(cadProducts.material, cadProducts.thickness, sql`3 desc`, sql`4 desc`);
      return { project, rows };
    });
    return sendSheet(
      reply,
      `${project.name}_开平清单`,
      kaipingSheet,
      rows.map((x) => ({
        ...x,
        thickness: x.thickness === null ? null : Number(x.thickness),
        area: Math.round(x.area * 100) / 100,
      })),
    );
  });
}
