import type { FastifyRequest } from 'fastify';
import { messages } from '@al/contracts';
import { AppError, badRequest } from '../http/errors.ts';
import { safeFileName } from '../http/input-guards.ts';
import type { Tx } from '../db/client.ts';
import { adoptTempFile, insertStoredFiles, MAX_FILE_BYTES, type StoredFileInfo } from './service.ts';
import { fileStore, writeHashed } from './store.ts';
import { assertSpace } from '../http/space.ts';

/** A file part of an upload, streamed to a temp file of the store while it arrived. */
export interface ReceivedFile {
  fileName: string;
  contentType: string;
  tempPath: string;
  size: number;
  sha256: string;
}

/**
 * Reads a multipart upload: each `file` part goes to a temp file of the file store as it arrives,
 * hashed and counted a chunk at a time (never whole in memory, never hashed in one go on the event
 * loop); other parts are returned as text fields. Anything refused removes what was written.
 */
export async function receiveFiles(req: FastifyRequest): Promise<{ files: ReceivedFile[]; fields: Record<string, string>; discard(): Promise<void> }> {
  if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件', ['file']);
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const temps: string[] = [];
  const discard = async () => {
    await Promise.all(temps.map((t) => fileStore().removeTemp(t)));
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const fileName = safeFileName(part.filename);
        const tempPath = fileStore().tempPath();
        temps.push(tempPath);
        const { size, sha256 } = await writeHashed(part.file, tempPath);
        if (part.file.truncated) throw badRequest(`文件“${fileName}”超过${MAX_FILE_BYTES / 1024 / 1024}MB`, ['file']);
        files.push({ fileName, contentType: part.mimetype, tempPath, size, sha256 });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    await discard();
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`文件超过${MAX_FILE_BYTES / 1024 / 1024}MB`, ['file']);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('一次上传的文件过多', ['file']);
    throw badRequest(`上传的文件无法读取：${(e as Error).message}`, ['file']);
  }
  if (!files.length) throw badRequest(messages.required('文件'), ['file']);
  return { files, fields, discard };
}

/**
 * An upload stored whole: the bytes go to the store, then the files' rows, and what `then` does with
 * them (attach them to a document), in one transaction; anything refused removes the bytes again.
 */
export async function storeUploads(req: FastifyRequest, then?: (tx: Tx, items: StoredFileInfo[]) => Promise<void>): Promise<StoredFileInfo[]> {
  assertSpace(req.ctx.tenantId);
  const { files, fields, discard } = await receiveFiles(req);
  const purpose = fields.purpose?.slice(0, 32);
  const adopted: Awaited<ReturnType<typeof adoptTempFile>>[] = [];
  try {
    for (const f of files) adopted.push(await adoptTempFile(f, req.ctx.tenantId));
    return await req.tx(async (tx) => {
      const items = await insertStoredFiles(
        tx,
        req.ctx,
        files.map((f, i) => ({ ...f, purpose, id: adopted[i]!.id, storageKey: adopted[i]!.storageKey })),
      );
      await then?.(tx, items);
      return items;
    });
  } catch (e) {
    await Promise.all(adopted.map((a) => a.discard()));
    await discard();
    throw e;
  }
}
