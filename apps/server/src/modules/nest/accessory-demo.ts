import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { col } from '../../core/resource/table.ts';
import { accessories } from '../basic/schema.ts';
import { cadBatches, cadProductAccessories, cadProducts, cadProjects } from '../cad/schema.ts';
import { createAccessoryOrder } from './accessory-orders.ts';

/**
 * The demo's accessory nest: every main panel of 佛山金融中心幕墙 第2批 gets two stiffener tubes
 * (铝方管加强筋, a linear accessory on 6 m bars) across its short side, 40 mm shorter than the panel,
 * and one accessory nest order is made of them, ready to submit.
 */
export async function seedAccessoryNestDemo(db: Db, ids: { tenantId: string; userId: string }) {
  const [batch] = await db
    .select({ id: cadBatches.id, factoryId: cadBatches.factoryId })
    .from(cadBatches)
    .innerJoin(cadProjects, and(eq(cadProjects.tenantId, cadBatches.tenantId), eq(cadProjects.id, cadBatches.projectId)))
    .where(and(eq(cadBatches.tenantId, ids.tenantId), eq(cadProjects.name, '佛山金融中心幕墙'), eq(cadBatches.batchNo, '第2批')));
  if (!batch) return;
  const A = accessories;
  const [tube] = (await db
    .select({ id: col(A, 'id'), name: col(A, 'name'), spec: col(A, 'spec') })
    .from(A)
    .where(and(eq(col(A, 'tenantId'), ids.tenantId), eq(col(A, 'isLinearNest'), true)))) as { id: string; name: string; spec: string | null }[];
  if (!tube) return;
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
  await inScope(db, ctx, async (tx) => {
    const P = cadProducts;
    const panels = await tx
      .select()
      .from(P)
      .where(and(eq(P.tenantId, ids.tenantId), eq(P.batchId, batch.id), eq(P.kind, 1), eq(P.isDeleted, false)));
    const bindings = panels
      .map((p) => ({ p, length: Math.min(Number(p.unfoldLength), Number(p.unfoldWidth)) - 40 }))
      .filter(({ length }) => length >= 100 && length <= 5900)
      .map(({ p, length }) => ({ tenantId: ids.tenantId, productId: p.id, projectId: p.projectId, name: tube.name, spec: tube.spec, length: Math.round(length), quantity: 2 }));
    if (!bindings.length) return;
    await tx.insert(cadProductAccessories).values(bindings);
    await createAccessoryOrder(tx, ctx, { batchIds: [batch.id], accessoryId: tube.id, kerf: 3, trim: 10 });
  });
}
