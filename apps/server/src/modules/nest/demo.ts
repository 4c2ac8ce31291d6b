import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { cadBatches, cadProjects } from '../cad/schema.ts';
import { createOrdersFromBatches } from './from-batch.ts';

/**
 * The demo's nest orders: the products of 佛山金融中心幕墙 第2批 (the sample elevation drawing, read
 * by the CAD intake), split by material and thickness on the textures' plate sizes, ready to submit.
 */
export async function seedNestDemo(db: Db, ids: { tenantId: string; userId: string }) {
  const [batch] = await db
    .select({ id: cadBatches.id, factoryId: cadBatches.factoryId })
    .from(cadBatches)
    .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadBatches.tenantId), eq(cadProjects.id, cadBatches.projectId)))
    .where(and(eq(cadBatches.tenantId, ids.tenantId), eq(cadProjects.name, '佛山金融中心幕墙'), eq(cadBatches.batchNo, '第2批')));
  if (!batch) return;
  const ctx: RequestContext = {
    userId: ids.userId,
    userName: 'demo',
    sessionId: null,
    tenantId: ids.tenantId,
    factoryId: batch.factoryId,
    memberId: null,
    isPlatformAdmin: false,
    isTenantAdmin: true,
    ip: '127.0.0.1',
  };
  await inScope(db, ctx, (tx) =>
    createOrdersFromBatches(tx, ctx, {
      batchIds: [batch.id],
      parameter: { spacing: 4, margin: 10, rotation: 'ortho', partInPart: false, commonLine: false, timeLimitSeconds: 5, seed: 1 },
    }),
  );
}
