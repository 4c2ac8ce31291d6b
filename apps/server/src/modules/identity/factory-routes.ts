import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { factories, factoryUsers } from './schema.ts';

/** The factories of the current tenant the caller may work in (all of them for administrators). */
export function factoryRoutes(app: FastifyInstance) {
  app.get('/api/multi-factory/factorys/list', { schema: { tags: ['工厂'], summary: '我的工厂' } }, async (req) => {
    const { tenantId, userId } = req.ctx;
    if (!tenantId) return [];
    return req.tx(async (tx) => {
      const all = await tx
        .select({ id: factories.id, name: factories.name, logoUrl: factories.logoUrl })
        .from(factories)
        .where(and(eq(factories.tenantId, tenantId), eq(factories.isDeleted, false)))
        .orderBy(asc(factories.sort), asc(factories.name));
      if (req.ctx.isTenantAdmin || req.ctx.isPlatformAdmin) return all;
      const mine = new Set(
        (await tx.select().from(factoryUsers).where(and(eq(factoryUsers.tenantId, tenantId), eq(factoryUsers.userId, userId!)))).map((f) => f.factoryId),
      );
      return all.filter((f) => mine.has(f.id));
    });
  });
}
