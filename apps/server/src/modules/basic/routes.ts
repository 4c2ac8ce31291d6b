import type { FastifyInstance } from 'fastify';
import { catalogEndpoints as ep, customOrderCodeResource, documentTypes, formatDocNo } from '@al/contracts';
import { registerResource } from '../../core/resource/routes.ts';
import { effectiveRule } from '../../core/numbering/numbering.ts';
import { customOrderCodes } from '../../core/numbering/schema.ts';
import { materialRoutes } from './material.ts';
import { warehouseRoutes } from './warehouse.ts';
import { contactRoutes } from './contacts.ts';
import { catalogRoutes } from './catalog.ts';
import { accessoryRoutes } from './accessory.ts';
import { quotationRoutes } from './quotation.ts';
import { colorCardRoutes } from './colorCard.ts';
import { brandAndTemplateRoutes } from './brandAndTemplates.ts';
import { serve } from '../../core/http/endpoint.ts';

export function basicRoutes(app: FastifyInstance) {
  materialRoutes(app);
  warehouseRoutes(app);
  contactRoutes(app);
  catalogRoutes(app);
  accessoryRoutes(app);
  quotationRoutes(app);
  colorCardRoutes(app);
  brandAndTemplateRoutes(app);
  registerResource(app, customOrderCodeResource, customOrderCodes);
  // The rule in force for each of the 31 document types, with a live example number.
  serve(app, ep.effectiveRules, async (req) => {
    const tenantId = req.ctx.tenantId;
    const now = new Date();
    return req.tx(async (tx) => {
      const items = [];
      for (const d of documentTypes) {
        const { rule, source, ruleId } = await effectiveRule(tx, tenantId, d.value);
        items.push({ documentType: d.value, label: d.label, rule, source, ruleId, example: formatDocNo(rule, now, rule.startValue ?? 1) });
      }
      return { items, totalCount: items.length };
    });
  });
  serve(app, ep.documentTypes, async () => documentTypes);
}
