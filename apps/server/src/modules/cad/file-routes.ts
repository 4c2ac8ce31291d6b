import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cadApi, idParam, messages, pagedQuery, type ProjectFileItem } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import type { JobQueue } from '../../core/jobs/queue.ts';
import { badRequest } from '../../core/http/errors.ts';
import { safeFileName } from '../../core/http/input-guards.ts';
import { pagedList } from '../../core/http/paging.ts';
import { MAX_FILE_BYTES } from '../../core/files/service.ts';
import { issueDrawingLink, listedDrawingUrl } from './drawing-links.ts';
import { cadProjectFiles } from './schema.ts';
import { loadBatch, loadProject, logProject, recountProject } from './project-service.ts';
import { expandUploads, startConversions, storeDrawings, type UploadPart } from './intake.ts';

const P = cadApi.project;
const tags = ['项目管理'];

/** A file of the list; a protected project's files carry no link (ask POST file/{id}/link with the password). */
export const toFileItem = (
  f: typeof cadProjectFiles.$inferSelect,
  batchNo: string,
  passwordHash: string | null,
): ProjectFileItem => ({
  id: f.id,
  projectId: f.projectId,
  batchId: f.batchId,
  batchNo,
  fileName: f.fileName,
  fileType: f.fileType,
  size: f.size,
  convertState: f.convertState,
  progress: f.progress,
  errorMessage: f.errorMessage,
  warnings: f.warnings,
  splitCount: f.splitCount,
  url: listedDrawingUrl(f.tenantId, f.storedFileId, passwordHash),
  creationTime: f.creationTime.toISOString(),
});

/**
 * Drawing intake: DXF files (one, many, or a ZIP of them) uploaded to a batch are stored, then
 * converted on the job queue; the answer comes at once with the files in state "waiting".
 */
export function fileRoutes(app: FastifyInstance, deps: { db: Db; jobs: JobQueue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${P}/batch/:id/files`,
    {
      schema: {
        tags,
        summary: '上传图纸到批次（multipart，字段 file，可多个；DXF、DWG 或 ZIP）',
        params: idParam,
      },
      config: { permission: 'AlCad.Projects', action: 'edit' },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件', ['file']);
      const parts: UploadPart[] = [];
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') parts.push({ fileName: safeFileName(part.filename), data: await part.toBuffer() });
        }
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(`文件超过${MAX_FILE_BYTES / 1024 / 1024}MB`, ['file']);
        throw badRequest(`上传的文件无法读取：${(e as Error).message}`, ['file']);
      }
      if (!parts.length) throw badRequest(messages.required('文件'), ['file']);
      const { files, skipped } = expandUploads(parts);
      const { rows, batch, passwordHash } = await req.tx(async (tx) => {
        const batch = await loadBatch(tx, req.ctx, req.params.id);
        const rows = await storeDrawings(tx, req.ctx, batch, files);
        const { passwordHash } = await loadProject(tx, req.ctx, batch.projectId);
        await logProject(tx, req.ctx, batch.projectId, 'import', {
          comment: `上传图纸 ${rows.map((x) => x.fileName).join('、')} 到 ${batch.batchNo}`,
        });
        return { rows, batch, passwordHash };
      });
      // After the commit: the job reads bytes it was given, the results land in their own transactions.
      const scope = { tenantId: req.ctx.tenantId, factoryId: req.ctx.factoryId, userId: req.ctx.userId };
      void startConversions(
        deps.db,
        deps.jobs,
        scope,
        rows.map((row, i) => ({ row, data: files[i]!.data })),
      ).catch((e) => req.log.error(e, 'cad conversion'));
      return { items: rows.map((f) => toFileItem(f, batch.batchNo, passwordHash)), totalCount: rows.length, skipped };
    },
  );

  r.get(
    `${P}/:id/files/paged`,
    {
      schema: {
        tags,
        summary: '项目图纸文件（分页）',
        params: idParam,
        querystring: pagedQuery.extend({
          batchId: z.uuid(messages.invalidId).optional(),
          convertState: z.coerce.number().int().min(1).max(15).optional(),
        }),
      },
      config: { permission: 'AlCad.Projects', action: 'get' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const p = await loadProject(tx, req.ctx, req.params.id);
        const f = cadProjectFiles;
        return pagedList(tx, req.query, {
          from: f,
          where: and(
            eq(f.tenantId, p.tenantId),
            eq(f.projectId, p.id),
            eq(f.isDeleted, false),
            req.query.batchId ? eq(f.batchId, req.query.batchId) : undefined,
            req.query.convertState ? sql`(${f.convertState} & ${req.query.convertState}) <> 0` : undefined,
          ),
          select: {
            f,
            batchNo: sql<string>`(select batch_no from cad_batches b where b.tenant_id = ${f.tenantId} and b.id = ${f.batchId})`,
          },
          orderBy: [desc(f.creationTime), desc(f.fileName)],
          map: (row) => toFileItem(row.f as typeof f.$inferSelect, row.batchNo as string, p.passwordHash),
        });
      }),
  );

  r.post(
    `${P}/file/:id/link`,
    {
      schema: {
        tags,
        summary: '图纸下载链接（项目设有图纸密码时需提供密码）',
        params: idParam,
        body: z.object({ password: z.string().max(32).optional() }).default({}),
      },
      config: { permission: 'AlCad.Projects', action: 'get' },
    },
    async (req) =>
      req.tx(async (tx) => {
        const [f] = await tx
          .select()
          .from(cadProjectFiles)
          .where(
            and(
              eq(cadProjectFiles.tenantId, req.ctx.tenantId!),
              eq(cadProjectFiles.id, req.params.id),
              eq(cadProjectFiles.isDeleted, false),
            ),
          );
        if (!f) throw badRequest('文件不存在或已删除');
        const p = await loadProject(tx, req.ctx, f.projectId);
        return { url: await issueDrawingLink(tx, p.tenantId, p.id, f.storedFileId, req.body.password) };
      }),
  );

  r.delete(
    `${P}/file/:id`,
    {
      schema: { tags, summary: '删除图纸文件（其产品一并删除）', params: idParam },
      config: { permission: 'AlCad.Projects', action: 'delete' },
    },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const [f] = await tx
          .select()
          .from(cadProjectFiles)
          .where(
            and(
              eq(cadProjectFiles.tenantId, req.ctx.tenantId!),
              eq(cadProjectFiles.id, req.params.id),
              eq(cadProjectFiles.isDeleted, false),
            ),
          );
        if (!f) throw badRequest('文件不存在或已删除');
        const p = await loadProject(tx, req.ctx, f.projectId);
        await tx
          .update(cadProjectFiles)
          .set({ isDeleted: true, deletionTime: new Date(), deleterId: req.ctx.userId })
          .where(and(eq(cadProjectFiles.tenantId, p.tenantId), eq(cadProjectFiles.id, f.id)));
        await tx.execute(
          sql`update cad_products set is_deleted = true, deletion_time = now() where tenant_id = ${p.tenantId} and file_id = ${f.id} and nest_state = 1`,
        );
        await tx.execute(
          sql`delete from cad_labels l using cad_products p where l.tenant_id = ${p.tenantId} and p.tenant_id = l.tenant_id and p.id = l.product_id and p.file_id = ${f.id} and p.is_deleted and l.print_count = 0`,
        );
        await recountProject(tx, p.tenantId, p.id);
        await logProject(tx, req.ctx, p.id, 'delete', { comment: `删除图纸 ${f.fileName}` });
      });
      return reply.status(204).send();
    },
  );
}
