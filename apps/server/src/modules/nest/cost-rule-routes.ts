import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_NEST_COST_RULE, nestCostRuleEndpoints as ep, type NestCostBasis, type NestCostRule } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { notFound } from '../../core/http/errors.ts';
import { serve } from '../../core/http/endpoint.ts';
import { audit } from '../../core/audit/audit.ts';
import { tenants } from '../saas/schema.ts';
import { nestCostRules } from './schema.ts';


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
  serve(app, ep.get, async (req) =>
    req.tx(async (tx) => {
      const t = await liveTenant(tx, req.params.id);
      return { ...(await readRule(tx, t.id)), tenantName: t.name };
    }),
  );

  serve(app, ep.set, async (req) =>
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
