import type { FastifyInstance } from 'fastify';
import { reworkEndpoints as ep, reworkOrderDocument } from '@al/contracts';
import { registerDocument } from '../../core/document/routes.ts';
import { serve } from '../../core/http/endpoint.ts';
import { reworkHooks } from './rework.ts';
import { reworkOrderLines, reworkOrders } from './rework-schema.ts';

/** The calls of spec 03 §7 Rework: the document's list, create, detail, delete, and the spec's approval paths. */
export function reworkRoutes(app: FastifyInstance) {
  const doc = registerDocument(app, reworkOrderDocument, { head: reworkOrders, lines: reworkOrderLines }, reworkHooks);
  for (const [contract, action] of [
    [ep.approval, 'approve'],
    [ep.deApproval, 'deApprove'],
  ] as const)
    serve(app, contract, async (req) => req.tx((tx) => doc.act(tx, req.ctx, req.params.id, action)));
  return doc;
}
