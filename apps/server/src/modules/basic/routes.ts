import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customOrderCodeResource, documentTypes, formatDocNo, type NumberingRule } from '@al/contracts';
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
import { assertSpace } from '../../core/http/space.ts';

export function basicRoutes(app: FastifyInstance) {
  materialRoutes(app);
  warehouseRoutes(app);
  contactRoutes(app);
  catalogRoutes(app);
  accessoryRoutes(app);
  quotationRoutes(app);
  colorCardRoutes(app);
  brandAndTemplateRoutes(app);
  registerResource(app, customOrderCodeResource, customOrderCodes, {
    extend: (a) => {
      const r = a.withTypeProvider<ZodTypeProvider>();
      // The rule in force for each of the 31 document types, with a live example number.
      r.get(
        `${customOrderCodeResource.basePath}/effective`,
        { schema: { tags: [customOrderCodeResource.title], summary: '各单据的生效编号规则' }, config: { permission: customOrderCodeResource.permission, action: 'query' } },
        async (req) => {
          assertSpace(req.ctx.tenantId);
          const now = new Date();
          return req.tx(async (tx) => {
            const items: { documentType: number; label: string; rule: NumberingRule; example: string; source: 'custom' | 'default'; ruleId: string | null }[] = [];
            for (const d of documentTypes) {
              const { rule, source, ruleId } = await effectiveRule(tx, req.ctx.tenantId!, d.value);
              items.push({ documentType: d.value, label: d.label, rule, source, ruleId, example: formatDocNo(rule, now, rule.startValue ?? 1) });
            }
            return { items, totalCount: items.length };
          });
        },
      );
      r.get(
        `${customOrderCodeResource.basePath}/document-types`,
        { schema: { tags: [customOrderCodeResource.title], summary: '单据类型' }, config: { permission: customOrderCodeResource.permission, action: 'query' } },
        async () => documentTypes,
      );
    },
  });
}
