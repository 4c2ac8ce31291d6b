import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { CHANGE_PATH as B, changeEndpoints as ep, ChangeOrderPermission as PERM, changeFileInput, changeOrderMessages as M, idParam, type DocumentAttachment } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import type { registerDocument } from '../../core/document/routes.ts';
import { checkAttachments, withAttachmentUrls } from '../../core/document/attachments.ts';
import { badRequest, notFound } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { audit } from '../../core/audit/audit.ts';
import { storeUploads } from '../../core/files/upload.ts';
import { changeOrders, CO } from './change-schema.ts';

const tags = ['变更单'];
const MAX_FILES = 20;
type ChangeDoc = ReturnType<typeof registerDocument>;

/**
 * The order's files (drawings, the customer's letter): kept in the document's attachments, stored by
 * the shared upload (through /api/basic/file first, or posted here as multipart), and added or
 * removed in any state, since a revised drawing often follows the approval.
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

  serve(app, ep.files, async (req) =>
    req.tx(async (tx) => {
      const { head } = await doc.findDoc(tx, req.ctx, req.params.id);
      const items = withAttachmentUrls(req.ctx.tenantId, head.attachments);
      return { items, totalCount: items.length };
    }),
  );

  /** Adds files this space uploaded to the order: not twice, at most 20. */
  async function attach(tx: Tx, ctx: RequestContext, id: string, given: DocumentAttachment[]) {
    const { head } = await doc.findDoc(tx, ctx, id, true);
    const files = (head.attachments as DocumentAttachment[] | null) ?? [];
    if (given.some((g) => files.some((f) => f.fileId === g.fileId))) throw badRequest(M.fileExists, ['fileId']);
    if (files.length + given.length > MAX_FILES) throw badRequest(M.tooManyFiles, ['fileId']);
    const added = await checkAttachments(tx, ctx, given);
    return setFiles(tx, ctx, id, [...files, ...added], 'addFile', added.map((a) => a.fileId).join(','));
  }

  // A file uploaded before ({ fileId, name }), or the file itself (multipart, part `file`, as /api/basic/file takes it).
  r.post(
    `${B}/:id/file`,
    { schema: { tags, summary: '上传变更单附件（已上传文件的ID，或 multipart 文件）', params: idParam, body: changeFileInput.nullish() }, config: { permission: PERM, action: 'edit' } },
    async (req) => {
      if (req.isMultipart()) {
        let items: DocumentAttachment[] = [];
        await storeUploads(req, async (tx, stored) => {
          items = await attach(tx, req.ctx, req.params.id, stored.map((f) => ({ fileId: f.id, name: f.fileName, size: Number(f.size) })));
        });
        return { items, totalCount: items.length };
      }
      if (!req.body) throw badRequest(M.fileRequired, ['fileId']);
      const body = req.body;
      const items = await req.tx((tx) => attach(tx, req.ctx, req.params.id, [body]));
      return { items, totalCount: items.length };
    },
  );

  serve(app, ep.deleteFile, async (req) => {
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
  });
}
