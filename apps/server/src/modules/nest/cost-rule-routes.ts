import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_NEST_COST_RULE, idParam, nestCostRuleSchema, type NestCostBasis, type NestCostRule } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { notFound } from '../../core/http/errors.ts';
import { audit } from '../../core/audit/audit.ts';
import { tenants } from '../saas/schema.ts';
import { nestCostRules } from './schema.ts';

const path = '/api/cad/nest/for-admin/:id/cost';
const tags = ['排版统计（平台）'];
const admin = { platformAdmin: true } as const;

async function liveTenant(tx: Tx, id: string) {
  const [t] = await tx
    .select({ id: tenants.id, name: tenants.displayName })
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
  if (!t) throw notFound('空间不存在');
  return t;
}

async function readRule(tx: Tx, tenantId: string): Promise<NestCostRule> {
  const [rule] = await tx.select().from(nestCostRules).where(eq(nestCostRules.ruleTenantId, tenantId));
  if (!rule) return { tenantId, ...DEFAULT_NEST_COST_RULE, isDefault: true, lastModificationTime: null };
  return { tenantId, basis: rule.basis as NestCostBasis, unitPrice: Number(rule.unitPrice), isDefault: false, lastModificationTime: rule.lastModificationTime.toISOString() };
}

/**
 * A tenant's nest charging rule (spec 02 for-admin/{id}/cost, id = the tenant): per order, per sheet
 * or per m², with the price in quota units. The platform sets it; every nest completed afterwards
 * is charged by it (queue.ts reads nest_cost_rules when it stores the result). No rule = the default.
 */
export function nestCostRuleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, { schema: { tags, summary: '空间的排版计费规则', params: idParam }, config: admin }, async (req) =>
    req.tx(async (tx) => {
      const t = await liveTenant(tx, req.params.id);
      return { ...(await readRule(tx, t.id)), tenantName: t.name };
    }),
  );

  r.put(path, { schema: { tags, summary: '设置空间的排版计费规则', params: idParam, body: nestCostRuleSchema }, config: admin }, async (req) =>
    req.tx(async (tx) => {
      const t = await liveTenant(tx, req.params.id);
      const before = await readRule(tx, t.id);
      const unitPrice = Math.round(req.body.unitPrice * 100) / 100;
      const now = new Date();
      await tx
        .insert(nestCostRules)
        .values({ ruleTenantId: t.id, basis: req.body.basis, unitPrice, lastModificationTime: now })
        .onConflictDoUpdate({ target: nestCostRules.ruleTenantId, set: { basis: req.body.basis, unitPrice, lastModificationTime: now } });
      const after = await readRule(tx, t.id);
      await audit(tx, req.ctx, { module: 'nest', entityType: 'NestCostRule', entityId: t.id, action: 'update', before, after });
      return { ...after, tenantName: t.name };
    }),
  );
}
