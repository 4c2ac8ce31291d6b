import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam, REWORK_PATH as B, reworkOrderDocument, QcPermissions } from '@al/contracts';
import { registerDocument } from '../../core/document/routes.ts';
import { reworkHooks } from './rework.ts';
import { reworkOrderLines, reworkOrders } from './rework-schema.ts';

const tags = ['返工单'];

/** The calls of spec 03 §7 Rework: the document's list, create, detail, delete, and the spec's approval paths. */
export function reworkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doc = registerDocument(app, reworkOrderDocument, { head: reworkOrders, lines: reworkOrderLines }, reworkHooks);
  r.post(`${B}/approval/:id`, { schema: { tags, summary: '审核返工单', params: idParam }, config: { permission: QcPermissions.rework, action: 'approve' } }, async (req) =>
    req.tx((tx) => doc.act(tx, req.ctx, req.params.id, 'approve')),
  );
  r.post(`${B}/de-approval/:id`, { schema: { tags, summary: '反审核返工单', params: idParam }, config: { permission: QcPermissions.rework, action: 'deApprove' } }, async (req) =>
    req.tx((tx) => doc.act(tx, req.ctx, req.params.id, 'deApprove')),
  );
  return doc;
}
