import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { splitEndpoints as ep } from '@al/contracts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { pagedList } from '../../core/http/paging.ts';
import { saveFile } from '../../core/files/service.ts';
import { cadProducts, cadProjectFiles, cadSplitLogs } from './schema.ts';
import { loadProject, needFactory } from './project-service.ts';
import { productDxf } from './product-drawing.ts';
import { listedDrawingUrl, issueDrawingLink } from './drawing-links.ts';
import { liveOf } from '../../core/db/live.ts';

/** A split record as the answers carry it: times as ISO strings, the ZIP's link unless the project has a drawing password. */
const toSplitLog = (x: typeof cadSplitLogs.$inferSelect, tenantId: string, passwordHash: string | null) => ({
  ...isoRow(x),
  hasPassword: !!passwordHash,
  zipUrl: x.zipFileId ? listedDrawingUrl(tenantId, x.zipFileId, passwordHash) : null,
});

/**
 * Split (/api/cad/split): a converted multi-part drawing cut into one DXF per product, stored as a
 * ZIP, with a split record (start, end, products, errors). GET lists the records (/split/log).
 */
export function splitRoutes(app: FastifyInstance) {
  serve(app, ep.logs, async (req) => {
    const { tenantId } = needFactory(req.ctx);
    const s = cadSplitLogs;
    return req.tx((tx) =>
      pagedList(tx, req.query, {
        from: s,
        where: and(
          eq(s.tenantId, tenantId),
          req.query.projectId ? eq(s.projectId, req.query.projectId) : undefined,
        ),
        orderBy: [desc(s.startTime)],
        select: {
          s,
          passwordHash: sql<
            string | null
          >`(select password_hash from cad_projects p where p.tenant_id = ${s.tenantId} and p.id = ${s.projectId})`,
        },
        // a protected project's ZIP is linked only through POST log/{id}/link with the password
        map: (row) => toSplitLog(row.s as typeof s.$inferSelect, tenantId, row.passwordHash as string | null),
      }),
    );
  });

  serve(app, ep.zipLink, async (req) =>
    req.tx(async (tx) => {
      const { tenantId } = needFactory(req.ctx);
      const [x] = await tx
        .select()
        .from(cadSplitLogs)
        .where(and(eq(cadSplitLogs.tenantId, tenantId), eq(cadSplitLogs.id, req.params.id)));
      if (!x?.zipFileId) throw notFound('拆图记录不存在或没有压缩包');
      const project = await loadProject(tx, req.ctx, x.projectId);
      return { url: await issueDrawingLink(tx, tenantId, project.id, x.zipFileId, req.body.password) };
    }),
  );

  serve(app, ep.split, async (req) =>
    req.tx(async (tx) => {
      const { tenantId } = needFactory(req.ctx);
      const [file] = await tx
        .select()
        .from(cadProjectFiles)
        .where(liveOf(cadProjectFiles, tenantId, eq(cadProjectFiles.id, req.body.fileId)));
      if (!file) throw notFound('图纸文件不存在或已删除');
      const project = await loadProject(tx, req.ctx, file.projectId);
      if (file.convertState === 1 || file.convertState === 2)
        throw badRequest(`图纸“${file.fileName}”还在转换中，请稍后再拆图`);
      const startTime = new Date();
      const products = await tx
        .select()
        .from(cadProducts)
        .where(liveOf(cadProducts, tenantId, eq(cadProducts.fileId, file.id)))
        .orderBy(asc(cadProducts.code));
      const entries: Record<string, Uint8Array> = {};
      const errors: string[] = [];
      for (const p of products) {
        try {
          entries[`${p.code.replace(/[\\/:*?"<>|]/g, '_')}.dxf`] = strToU8(productDxf(p));
        } catch (e) {
          errors.push(`${p.code}：${(e as Error).message}`);
        }
      }
      if (file.errorMessage) errors.push(file.errorMessage);
      const ok = Object.keys(entries).length > 0;
      const zip = ok
        ? await saveFile(tx, req.ctx, {
            fileName: `${file.fileName.replace(/\.[^.]+$/, '')}_拆图.zip`,
            contentType: 'application/zip',
            data: Buffer.from(zipSync(entries)),
            purpose: 'cad-split',
          })
        : null;
      const [log] = await tx
        .insert(cadSplitLogs)
        .values({
          tenantId,
          fileId: file.id,
          projectId: file.projectId,
          fileName: file.fileName,
          operatorId: req.ctx.userId,
          operatorName: req.ctx.userName,
          startTime,
          endTime: new Date(),
          productCount: Object.keys(entries).length,
          errorProducts: errors,
          state: ok ? 2 : 4,
          zipFileId: zip?.id ?? null,
        })
        .returning();
      await tx
        .update(cadProjectFiles)
        .set({ splitCount: Object.keys(entries).length })
        .where(and(eq(cadProjectFiles.tenantId, tenantId), eq(cadProjectFiles.id, file.id)));
      return toSplitLog(log!, tenantId, project.passwordHash);
    }),
  );
}
