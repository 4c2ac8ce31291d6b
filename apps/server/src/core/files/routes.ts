import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileEndpoints as ep } from '@al/contracts';
import { inScope } from '../db/scoped.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { sendDownload } from '../http/download.ts';
import { guardFile, MAX_FILE_BYTES, openFile, verifyFileSignature } from './service.ts';
import { storeUploads } from './upload.ts';
import { closeUnzipPool } from './unzip.ts';
import { closeFileStore } from './store.ts';
import { serve } from '../http/endpoint.ts';

/** The multipart upload; its downloads are endpoint contracts (fileEndpoints). */
const UPLOAD_PATH = '/api/basic/file';

/**
 * File upload (spec 02: POST /api/basic/file) and download. Uploads take one or more parts named
 * `file` (multipart/form-data) and an optional `purpose`; all are stored in one transaction.
 * Downloads: with the bearer token by id, or through the signed link the upload answered (for
 * <img src> and plain links, which carry no token).
 */
export async function fileRoutes(app: FastifyInstance, db: Db) {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 200, fields: 10 } });
  app.addHook('onClose', closeUnzipPool);
  app.addHook('onClose', closeFileStore);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(UPLOAD_PATH, { schema: { tags: ['文件'], summary: '上传文件（multipart，字段 file，可多个）' } }, async (req) => {
    const items = await storeUploads(req);
    return { items, totalCount: items.length, ...items[0] };
  });

  serve(app, ep.download, async (req, reply) => {
    const tenantId = req.ctx.tenantId;
    const file = await req.tx(async (tx) => {
      const f = await openFile(tx, tenantId, req.params.id);
      await guardFile(tx, tenantId, f, {});
      return f;
    });
    return sendDownload(reply, { fileName: file.fileName, contentType: file.contentType, body: file.body });
  });

  serve(app, ep.bySignedLink, async (req, reply) => {
    const { tenantId, id } = req.params;
    if (!verifyFileSignature(tenantId, id, req.query.sig)) throw notFound('文件不存在或已删除');
    // The signature proves the link was issued for this tenant: read within that tenant's wall.
    const file = await inScope(db, { tenantId, userId: null, factoryId: null }, async (tx) => {
      const f = await openFile(tx, tenantId, id);
      await guardFile(tx, tenantId, f, { exp: req.query.exp, grant: req.query.grant });
      return f;
    });
    reply.header('cache-control', 'private, max-age=86400');
    return sendDownload(reply, { fileName: file.fileName, contentType: file.contentType, body: file.body, inline: req.query.download !== '1' });
  });
}
