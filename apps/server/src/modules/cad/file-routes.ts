import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CadPermissions, cadApi, cadProjectEndpoints as ep, idParam, type ProjectFileItem } from '@al/contracts';
import { serve, isoRow, serveOn } from '../../core/http/endpoint.ts';
import type { Db, Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { JobQueue } from '../../core/jobs/queue.ts';
import { badRequest } from '../../core/http/errors.ts';
import { pagedList } from '../../core/http/paging.ts';
import { adoptTempFile, insertStoredFiles } from '../../core/files/service.ts';
import { fileStore } from '../../core/files/store.ts';
import { receiveFiles } from '../../core/files/upload.ts';
import { issueDrawingLink, listedDrawingUrl } from './drawing-links.ts';
import { cadProjectFiles } from './schema.ts';
import { loadBatch, loadProject, logProject, recountProject } from './project-service.ts';
import { expandUploads, extOf, startConversions, storeDrawingRows, type StoredDrawing } from './intake.ts';
import { liveOf } from '../../core/db/live.ts';
import { softDeleted } from '../../core/db/columns.ts';

const P = cadApi.project;
const tags = ['项目管理'];

/** A live drawing file of the caller's space and its project (of the caller's factory). */
async function fileWithProject(tx: Tx, ctx: RequestContext, id: string) {
  const [f] = await tx
    .select()
    .from(cadProjectFiles)
    .where(liveOf(cadProjectFiles, ctx.tenantId!, eq(cadProjectFiles.id, id)));
  if (!f) throw badRequest('文件不存在或已删除');
  return { f, p: await loadProject(tx, ctx, f.projectId) };
}

/** A file of the list; a protected project's files carry no link (ask POST file/{id}/link with the password). */
export const toFileItem = (
  f: typeof cadProjectFiles.$inferSelect,
  batchNo: string,
  passwordHash: string | null,
): ProjectFileItem => ({
  ...isoRow(f),
  batchNo,
  url: listedDrawingUrl(f.tenantId, f.storedFileId, passwordHash),
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
      config: { permission: CadPermissions.projects, action: 'edit' },
    },
    async (req) => {
      // the batch first: an upload to a batch that is not there is refused before it is read
      const batch0 = await req.tx((tx) => loadBatch(tx, req.ctx, req.params.id));
      // 1. The parts arrive into temp files of the store (hashed on the way), ZIPs are unpacked in
      //    the unzip thread under the upload limits. Nothing of it holds the event loop or the database.
      const received = await receiveFiles(req);
      const temps = received.files.map((f) => f.tempPath);
      const adopted: { discard(): Promise<void> }[] = [];
      const cleanUp = async () => {
        await Promise.all([...adopted.map((a) => a.discard()), ...temps.map((t) => fileStore().removeTemp(t))]);
      };
      try {
        const { files, skipped } = await expandUploads(received.files, temps);
        // 2. The bytes move into the store (renames), then one transaction writes every row.
        const stored: (StoredDrawing & { storageKey: string })[] = [];
        for (let i = 0; i < files.length; i += 32) {
          const chunk = files.slice(i, i + 32);
          const done = await Promise.all(chunk.map((f) => adoptTempFile(f, req.ctx.tenantId!)));
          adopted.push(...done);
          stored.push(...done.map((a, k) => ({ storedFileId: a.id, fileName: chunk[k]!.fileName, size: chunk[k]!.size, sha256: chunk[k]!.sha256, storageKey: a.storageKey })));
        }
        for (const p of received.files.filter((f) => extOf(f.fileName) === 'zip')) await fileStore().removeTemp(p.tempPath);
        const { rows, batch, passwordHash } = await req.tx(async (tx) => {
          const batch = await loadBatch(tx, req.ctx, batch0.id);
          await insertStoredFiles(
            tx,
            req.ctx,
            stored.map((d) => ({ id: d.storedFileId, fileName: d.fileName, contentType: 'application/dxf', size: d.size, sha256: d.sha256, purpose: 'cad-drawing', storageKey: d.storageKey })),
          );
          const rows = await storeDrawingRows(tx, req.ctx, batch, stored);
          const { passwordHash } = await loadProject(tx, req.ctx, batch.projectId);
          const names = rows.map((x) => x.fileName);
          await logProject(tx, req.ctx, batch.projectId, 'import', {
            comment: `上传图纸 ${names.slice(0, 20).join('、')}${names.length > 20 ? ` 等${names.length}个文件` : ''} 到 ${batch.batchNo}`,
          });
          return { rows, batch, passwordHash };
        });
        // 3. After the commit: the conversion threads read the drawings from the store, the results
        //    land in their own transactions, through the background lane.
        const scope = { tenantId: req.ctx.tenantId, factoryId: req.ctx.factoryId, userId: req.ctx.userId };
        const pathOf = new Map(stored.map((d) => [d.storedFileId, fileStore().pathOf(d.storageKey)]));
        void startConversions(
          deps.db,
          deps.jobs,
          scope,
          rows.map((row) => ({ row, source: { path: pathOf.get(row.storedFileId)! } })),
        ).catch((e) => req.log.error(e, 'cad conversion'));
        return { items: rows.map((f) => toFileItem(f, batch.batchNo, passwordHash)), totalCount: rows.length, skipped };
      } catch (e) {
        await cleanUp();
        throw e;
      }
    },
  );

  serveOn(app, ep.files, loadProject, async (tx, p, req) => {
    const f = cadProjectFiles;
    return pagedList(tx, req.query, {
      from: f,
      where: liveOf(
        f,
        p.tenantId,
        eq(f.projectId, p.id),
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
  });

  serve(
    app,
    ep.fileLink,
    async (req) =>
      req.tx(async (tx) => {
        const { f, p } = await fileWithProject(tx, req.ctx, req.params.id);
        return { url: await issueDrawingLink(tx, p.tenantId, p.id, f.storedFileId, req.body.password) };
      }),
  );

  serve(
    app,
    ep.removeFile,
    async (req) => {
      await req.tx(async (tx) => {
        const { f, p } = await fileWithProject(tx, req.ctx, req.params.id);
        await tx
          .update(cadProjectFiles)
          .set(softDeleted(req.ctx.userId))
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
    },
  );
}
