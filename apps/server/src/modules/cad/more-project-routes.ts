import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CadPermissions,
  cadApi,
  idParam,
  messages,
  pagedQuery,
  projectStatusLabels,
  type ProjectStatus,
} from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { pagedList } from '../../core/http/paging.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import {
  cadAcceptances,
  cadBatches,
  cadProducts,
  cadProjectFiles,
  cadProjectLogs,
  cadProjects,
} from './schema.ts';
import {
  checkDrawingPassword,
  loadBatch,
  loadProject,
  logProject,
  needFactory,
  recountProject,
} from './project-service.ts';
import { sendBatchBook } from './book.ts';
import { xlsx } from '../../core/http/xlsx.ts';
import type { Tx } from '../../core/db/client.ts';
import { liveOf } from '../../core/db/live.ts';

const P = cadApi.project;
const tags = ['项目管理'];
const perm = (action: 'query' | 'get' | 'add' | 'edit' | 'export') => ({
  permission: CadPermissions.projects,
  action,
});
const acc = (action: 'query' | 'add') => ({ permission: CadPermissions.projectAcceptances, action });

/** Logs download, album, acceptance, reports and the head info of the CAD area. */
export function moreProjectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${P}/log/down`,
    {
      schema: {
        tags,
        summary: '下载项目日志（Excel）',
        querystring: z.object({ projectId: z.uuid(messages.invalidId).optional() }),
      },
      config: perm('export'),
    },
    async (req, reply) => {
      const { tenantId } = needFactory(req.ctx);
      const rows = await req.tx((tx) =>
        tx
          .select({
            time: cadProjectLogs.time,
            project: cadProjects.name,
            action: cadProjectLogs.action,
            operatorName: cadProjectLogs.operatorName,
            comment: cadProjectLogs.comment,
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
      const body = await xlsx(
        '项目日志',
        [
          { header: '时间', key: 'time', width: 20 },
          { header: '项目', key: 'project', width: 24 },
          { header: '操作', key: 'action', width: 12 },
          { header: '操作人', key: 'operatorName', width: 12 },
          { header: '说明', key: 'comment', width: 50 },
        ],
        rows.map((x) => ({ ...x, time: x.time.toLocaleString('zh-CN') })),
      );
      return sendDownload(reply, { fileName: '项目日志.xlsx', contentType: CONTENT_TYPES.xlsx, body });
    },
  );

  r.post(
    `${P}/:id/new/book`,
    {
      schema: {
        tags,
        summary: '生成批次图册（PDF）',
        params: idParam,
        body: z.object({ batchId: z.uuid(messages.invalidId), password: z.string().max(32).optional() }),
      },
      config: perm('export'),
    },
    async (req, reply) => {
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
    },
  );

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

  // Reports: pieces and unfold area of the factory's projects by status and by month of order.
  r.get(
    `${P}/reports/statistics`,
    {
      schema: {
        tags,
        summary: '项目统计',
        querystring: z.object({ year: z.coerce.number().int().min(2020).max(2100).optional() }),
      },
      config: perm('query'),
    },
    async (req) =>
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
  r.post(
    `${P}/chart/re-statistics`,
    { schema: { tags, summary: '重新统计（重算各项目的数量、面积与状态）' }, config: perm('edit') },
    async (req) =>
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

  // Cut-to-length (开平) list for coil suppliers: flat sizes and area by texture × thickness.
  r.post(
    `${P}/print/purchase-kaiping`,
    {
      schema: {
        tags,
        summary: '打印开平清单（Excel）',
        body: z.object({
          projectId: z.uuid(messages.invalidId),
          batchIds: z.array(z.uuid(messages.invalidId)).max(200).optional(),
        }),
      },
      config: perm('export'),
    },
    async (req, reply) => {
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
      const body = await xlsx(
        '开平清单',
        [
          { header: '材质', key: 'material', width: 10 },
          { header: '厚度(mm)', key: 'thickness', width: 10 },
          { header: '开平宽(mm)', key: 'width', width: 12 },
          { header: '开平长(mm)', key: 'length', width: 12 },
          { header: '件数', key: 'pieces', width: 8 },
          { header: '面积(㎡)', key: 'area', width: 12 },
        ],
        rows.map((x) => ({
          ...x,
          thickness: x.thickness === null ? null : Number(x.thickness),
          area: Math.round(x.area * 100) / 100,
        })),
      );
      return sendDownload(reply, {
        fileName: `${project.name}_开平清单.xlsx`,
        contentType: CONTENT_TYPES.xlsx,
        body,
      });
    },
  );

  // The project's order view: batches with what was drawn and ordered (the sales module adds prices).
  r.get(
    `${P}/project-order`,
    {
      schema: {
        tags,
        summary: '项目订单（按批次）',
        querystring: z.object({ projectId: z.uuid(messages.invalidId) }),
      },
      config: perm('query'),
    },
    async (req) =>
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

  r.get(
    cadApi.headInfo,
    {
      schema: { tags: ['仪表盘'], summary: '仪表盘头部信息' },
      config: { permission: CadPermissions.projects, action: 'query' },
    },
    async (req) =>
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
          ...h,
          unfoldArea: Math.round((h?.unfoldArea ?? 0) * 100) / 100,
          convertingFiles: f?.converting ?? 0,
          failedFiles: f?.failed ?? 0,
        };
      }),
  );
}
