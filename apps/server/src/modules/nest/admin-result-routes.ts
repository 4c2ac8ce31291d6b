import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { nestAdminEndpoints as ep } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { serve } from '../../core/http/endpoint.ts';
import { CONTENT_TYPES, sendDownload } from '../../core/http/download.ts';
import { tenants } from '../saas/schema.ts';
import { layoutSvg } from './sheets.ts';
import { nestResults } from './schema.ts';
import { liveById } from '../../core/db/live.ts';
import { resultDetail } from './routes.ts';

/** A result of any space, read across the tenant walls (platform read): the space it belongs to comes from the row. */
const anyResult = (tx: Tx, id: string) => liveById(tx, nestResults, id, '排版结果不存在或已删除');

/**
 * The platform's viewer of a space's nest result (/statistics/order-result): the result with every
 * layout, and each layout's drawing. Read only; cutting and downloads stay with the space.
 */
export function nestAdminResultRoutes(app: FastifyInstance) {
  serve(app, ep.result, async (req) =>
    req.tx(async (tx) => {
      const result = await anyResult(tx, req.params.id);
      const [tenant] = await tx.select({ name: tenants.displayName }).from(tenants).where(eq(tenants.id, result.tenantId));
      return { ...(await resultDetail(tx, result.tenantId, result)), tenantName: tenant?.name ?? null };
    }),
  );

  serve(app, ep.layoutSvg, async (req, reply) => {
    const { name, svg } = await req.tx(async (tx) => {
      const result = await anyResult(tx, req.params.id);
      return layoutSvg(tx, result.tenantId, result.id, req.params.layoutNo);
    });
    return sendDownload(reply, { fileName: `${name}.svg`, contentType: CONTENT_TYPES.svg, body: svg, inline: true });
  });
}
