import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { labelEndpoints as ep } from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { pagedList } from '../../core/http/paging.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { cadLabels, cadProducts } from './schema.ts';
import { settingsOf } from '../settings/service.ts';
import { labelsPdf, loadLabels, qrPayload } from './labels.ts';
import { loadBatch, needFactory } from './project-service.ts';
import { allLive } from '../../core/db/live.ts';

export function labelRoutes(app: FastifyInstance) {
  serve(app, ep.list, async (req) => {
    const { tenantId, factoryId } = needFactory(req.ctx);
    return req.tx((tx) =>
      pagedList(tx, req.query, {
        from: cadLabels,
        where: and(
          eq(cadLabels.tenantId, tenantId),
          eq(cadLabels.factoryId, factoryId),
          req.query.productId ? eq(cadLabels.productId, req.query.productId) : undefined,
          req.query.batchId ? eq(cadLabels.batchId, req.query.batchId) : undefined,
        ),
        orderBy: [asc(cadLabels.labelNo)],
        map: (row) => {
          const label = row as typeof cadLabels.$inferSelect;
          return { ...isoRow(label), qr: qrPayload(label.labelNo, tenantId) };
        },
      }),
    );
  });

  serve(app, ep.pdf, async (req, reply) => {
    const { tenantId, factoryId } = needFactory(req.ctx);
    const q = req.query;
    const productIds = q.productIds
      ? Array.isArray(q.productIds)
        ? q.productIds
        : [q.productIds]
      : undefined;
    if (!productIds && !q.batchId) throw badRequest('请选择产品或批次', ['productIds']);
    const rows = await req.tx(async (tx) => {
      if (q.batchId) await loadBatch(tx, req.ctx, q.batchId);
      if (productIds && !(await allLive(tx, cadProducts, tenantId, productIds, { where: [eq(cadProducts.factoryId, factoryId)] })))
        throw badRequest('部分产品不存在或已删除', ['productIds']);
      const settings = await settingsOf(tx, tenantId);
      return { labels: await loadLabels(tx, tenantId, { productIds, batchId: q.batchId }), settings };
    });
    // The space's label template gives the size (unless asked) and the lines printed.
    const size = q.size ?? rows.settings.labelSize;
    const pdf = await labelsPdf(rows.labels, tenantId, size, new Set(rows.settings.labelFields));
    return sendDownload(reply, {
      fileName: `标签_${size}.pdf`,
      contentType: CONTENT_TYPES.pdf,
      body: pdf,
    });
  });
}
