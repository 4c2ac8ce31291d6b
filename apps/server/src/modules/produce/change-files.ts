import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { CHANGE_PATH as B, ChangeOrderPermission as PERM, changeFileInput, changeOrderMessages as M, idParam, type DocumentAttachment } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { registerDocument } from '../../core/document/routes.ts';
import { checkAttachments, withAttachmentUrls } from '../../core/document/attachments.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { audit } from '../../core/audit/audit.ts';
import { changeOrders, CO } from './change-schema.ts';

const tags = ['变更单'];
const MAX_FILES = 20;
type ChangeDoc = ReturnType<typeof registerDocument>;

/**
 * The order's files (drawings, the customer's letter): kept in the document's attachments, uploaded
 * through /api/basic/file like every attachment, and added or removed here in any state, since a
 * revised drawing often follows the approval.
 */
export function changeFileRoutes(app: FastifyInstance, doc: ChangeDoc) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function setFiles(tx: Tx, ctx: RequestContext, id: string, files: DocumentAttachment[], action: string, fileId: string) {
    await tx
      .update(changeOrders)
      .set({ attachments: files, lastModificationTime: new Date(), lastModifierId: ctx.userId, concurrencyStamp: crypto.randomUUID() })
      .where(and(eq(CO.tenantId, ctx.tenantId!), eq(CO.id, id)));
    await audit(tx, ctx, { module: 'produce', entityType: 'ChangeOrder', entityId: id, action, after: { fileId } });
    return withAttachmentUrls(ctx.tenantId, files);
  }

  r.get(`${B}/:id/files`, { schema: { tags, summary: '变更单附件', params: idParam }, config: { permission: PERM, action: 'query' } }, async (req) =>
    req.tx(async (tx) => {
      const { head } = await doc.findDoc(tx, req.ctx, req.params.id);
      const items = withAttachmentUrls(req.ctx.tenantId, head.attachments);
      return { items, totalCount: items.length };
    }),
  );

  r.post(`${B}/:id/file`, { schema: { tags, summary: '上传变更单附件', params: idParam, body: changeFileInput }, config: { permission: PERM, action: 'edit' } }, async (req) =>
    req.tx(async (tx) => {
      const { head } = await doc.findDoc(tx, req.ctx, req.params.id, true);
      const files = (head.attachments as DocumentAttachment[] | null) ?? [];
      if (files.some((f) => f.fileId === req.body.fileId)) throw badRequest(M.fileExists, ['fileId']);
      if (files.length >= MAX_FILES) throw badRequest(M.tooManyFiles, ['fileId']);
      const [added] = await checkAttachments(tx, req.ctx, [req.body]);
      const items = await setFiles(tx, req.ctx, req.params.id, [...files, added!], 'addFile', req.body.fileId);
      return { items, totalCount: items.length };
    }),
  );

  r.delete(`${B}/file/:id`, { schema: { tags, summary: '删除变更单附件', params: idParam }, config: { permission: PERM, action: 'edit' } }, async (req, reply) => {
    await req.tx(async (tx) => {
      // the order of this factory that holds the file
      const [row] = await tx
        .select({ id: CO.id })
        .from(changeOrders)
        .where(and(eq(CO.tenantId, req.ctx.tenantId ?? ''), eq(CO.factoryId, req.ctx.factoryId ?? ''), eq(CO.isDeleted, false), sql`${CO.attachments} @> ${JSON.stringify([{ fileId: req.params.id }])}::jsonb`));
      if (!row) throw notFound(M.fileNotFound);
      const { head } = await doc.findDoc(tx, req.ctx, row.id as string, true);
      const files = ((head.attachments as DocumentAttachment[] | null) ?? []).filter((f) => f.fileId !== req.params.id);
      await setFiles(tx, req.ctx, row.id as string, files, 'removeFile', req.params.id);
    });
    return reply.status(204).send();
  });
}
