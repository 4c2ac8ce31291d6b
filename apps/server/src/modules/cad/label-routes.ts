import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { CadPermissions, cadApi, labelPrintQuery, messages, pagedQuery } from '@al/contracts';
import { badRequest } from '../../core/http/errors.ts';
import { pagedList } from '../../core/http/paging.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { cadLabels, cadProducts } from './schema.ts';
import { settingsOf } from '../settings/service.ts';
import { labelsPdf, loadLabels, qrPayload } from './labels.ts';
import { loadBatch, needFactory } from './project-service.ts';
import { liveOf } from '../../core/db/live.ts';

const L = cadApi.label;
const tags = ['标签'];

export function labelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    L,
    {
      schema: {
        tags,
        summary: '标签列表（一件一张）',
        querystring: pagedQuery.extend({
          productId: z.uuid(messages.invalidId).optional(),
          batchId: z.uuid(messages.invalidId).optional(),
        }),
      },
      config: { permission: CadPermissions.products, action: 'query' },
    },
    async (req) => {
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
          map: (row) => ({
            ...(row as typeof cadLabels.$inferSelect),
            qr: qrPayload(row.labelNo as string, tenantId),
          }),
        }),
      );
    },
  );

  r.get(
    `${L}/pdf`,
    {
      schema: { tags, summary: '打印标签（PDF，二维码；60×40 或 100×70 mm）', querystring: labelPrintQuery },
      config: { permission: CadPermissions.products, action: 'export' },
    },
    async (req, reply) => {
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
        if (productIds) {
          const found = await tx
            .select({ id: cadProducts.id })
            .from(cadProducts)
            .where(liveOf(cadProducts, tenantId, eq(cadProducts.factoryId, factoryId), inArray(cadProducts.id, productIds)));
          if (found.length !== productIds.length) throw badRequest('部分产品不存在或已删除', ['productIds']);
        }
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
    },
  );
}
