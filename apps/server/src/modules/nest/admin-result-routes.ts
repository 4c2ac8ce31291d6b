import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, messages } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { tenants } from '../saas/schema.ts';
import { layoutSvg, resultSheets } from './sheets.ts';
import { nestOrders, nestResults } from './schema.ts';
import { liveById } from '../../core/db/live.ts';

const base = '/api/cad/nest/for-admin/result';
const tags = ['排版统计（平台）'];
const admin = { platformAdmin: true } as const;

/** A result of any space, read across the tenant walls (platform read): the space it belongs to comes from the row. */
const anyResult = (tx: Tx, id: string) => liveById(tx, nestResults, id, '排版结果不存在或已删除');

/**
 * The platform's viewer of a space's nest result (/statistics/order-result): the result with every
 * layout, and each layout's drawing. Read only; cutting and downloads stay with the space.
 */
export function nestAdminResultRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/:id`, { schema: { tags, summary: '排版结果详情（平台）', params: idParam }, config: admin }, async (req) =>
    req.tx(async (tx) => {
      const result = await anyResult(tx, req.params.id);
      const [order] = await tx
        .select({ orderNo: nestOrders.orderNo, orderState: nestOrders.orderState })
        .from(nestOrders)
        .where(and(eq(nestOrders.tenantId, result.tenantId), eq(nestOrders.id, result.orderId)));
      const [tenant] = await tx.select({ name: tenants.displayName }).from(tenants).where(eq(tenants.id, result.tenantId));
      const sheets = await resultSheets(tx, result.tenantId, result.id);
      return { ...result, orderNo: order?.orderNo ?? '', orderState: order?.orderState ?? 0, tenantName: tenant?.name ?? null, sheets };
    }),
  );

  const layoutParams = z.object({ id: z.uuid(messages.invalidId), layoutNo: z.coerce.number({ error: '排版图序号必须是数字' }).int().min(1).max(100000) });
  r.get(`${base}/:id/layout/:layoutNo/svg`, { schema: { tags, summary: '排版图（SVG，平台）', params: layoutParams }, config: admin }, async (req, reply) => {
    const { name, svg } = await req.tx(async (tx) => {
      const result = await anyResult(tx, req.params.id);
      return layoutSvg(tx, result.tenantId, result.id, req.params.layoutNo);
    });
    return sendDownload(reply, { fileName: `${name}.svg`, contentType: CONTENT_TYPES.svg, body: svg, inline: true });
  });
}
