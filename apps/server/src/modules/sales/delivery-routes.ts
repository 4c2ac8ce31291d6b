import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { deliveryDocument, deliverySignEndpoints as ep } from '@al/contracts';
import { registerDocument } from '../../core/document/routes.ts';
import { serve } from '../../core/http/endpoint.ts';
import { conflict } from '../../core/http/errors.ts';
import { deliveryEffects, deliveryPrepare } from './delivery.ts';
import { salesDeliveryOrderLines, salesDeliveryOrders } from './schema.ts';

/** /api/sales/delivery-order: the document, and the sign-back (signer and photo) that completes it. */
export function deliveryRoutes(app: FastifyInstance) {
  const doc = registerDocument(app, deliveryDocument, { head: salesDeliveryOrders, lines: salesDeliveryOrderLines }, { prepare: deliveryPrepare, effects: deliveryEffects });
   
  const H = salesDeliveryOrders;
  serve(app, ep.signBack, async (req) =>
    req.tx(async (tx) => {
      const before = await doc.findDoc(tx, req.ctx, req.params.id, true);
      if (req.body.concurrencyStamp && req.body.concurrencyStamp !== before.head.concurrencyStamp) throw conflict();
      // the sign action's state guard runs next: a delivery not shipped keeps nothing of this
      await tx
        .update(salesDeliveryOrders)
        .set({ signer: req.body.signer, signPhotoUrl: req.body.signPhotoUrl, signTime: req.body.signTime ?? new Date().toISOString() } as never)
        .where(and(eq(H.tenantId, req.ctx.tenantId!), eq(H.id, req.params.id)));
      return doc.act(tx, req.ctx, req.params.id, 'sign');
    }),
  );
}
