import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { demoContext } from '../../core/http/context.ts';
import { col } from '../../core/resource/table.ts';
import { accessories } from '../basic/schema.ts';
import { cadProductAccessories, cadProducts } from '../cad/schema.ts';
import { createAccessoryOrder } from './accessory-orders.ts';
import { demoBatch } from '../cad/demo.ts';

/**
 * The demo's accessory nest: every main panel of 佛山金融中心幕墙 第2批 gets two stiffener tubes
 * (铝方管加强筋, a linear accessory on 6 m bars) across its short side, 40 mm shorter than the panel,
 * and one accessory nest order is made of them, ready to submit.
 */
export async function seedAccessoryNestDemo(db: Db, ids: { tenantId: string; userId: string }) {
  const batch = await demoBatch(db, ids.tenantId, '第2批');
  if (!batch) return;
  const A = accessories;
  const [tube] = (await db
    .select({ id: col(A, 'id'), name: col(A, 'name'), spec: col(A, 'spec') })
    .from(A)
    .where(and(eq(col(A, 'tenantId'), ids.tenantId), eq(col(A, 'isLinearNest'), true)))) as { id: string; name: string; spec: string | null }[];
  if (!tube) return;
  const ctx = demoContext({ ...ids, factoryId: batch.factoryId });
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
