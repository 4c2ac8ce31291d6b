import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentAttachment } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { HOST_TENANT_ID } from '../db/scoped.ts';
import { badRequest } from '../http/errors.ts';
import { storedFiles } from '../files/schema.ts';
import { fileUrl } from '../files/service.ts';

/**
 * The attachments to store: each must be a file this space uploaded; name and size are taken from
 * the stored file where the caller left them out.
 */
export async function checkAttachments(tx: Tx, ctx: RequestContext, given: DocumentAttachment[]) {
  if (!given.length) return [];
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const ids = [...new Set(given.map((a) => a.fileId))];
  const found = await tx
    .select({ id: storedFiles.id, fileName: storedFiles.fileName, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, ids)));
  const byId = new Map(found.map((f) => [f.id, f]));
  return given.map((a, i) => {
    const f = byId.get(a.fileId);
    if (!f) throw badRequest(`第${i + 1}个附件不存在或不属于本空间`, ['attachments', String(i)]);
    return { fileId: a.fileId, name: a.name || f.fileName, size: a.size ?? Number(f.size) };
  });
}

/** Attachments as answered: each with its signed link. */
export const withAttachmentUrls = (tenantId: string | null, list: unknown) =>
  ((list as DocumentAttachment[] | null) ?? []).map((a) => ({ ...a, url: fileUrl(tenantId ?? HOST_TENANT_ID, a.fileId) }));
