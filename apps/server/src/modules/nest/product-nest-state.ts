import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.ts';
import { cadBatches, cadProducts } from '../cad/schema.ts';
import { recountProject } from '../cad/project-service.ts';
import { nestOrderLines } from './schema.ts';

/** Product nest states (DOMAIN.md §2.4): not nested 1, nesting 2, nested 4. */
export const ProductNestState = { notNested: 1, nesting: 2, nested: 4 } as const;
/** A product cancelled by a change order (changeState 4) needs no nesting. */
export const CANCELLED_CHANGE = 4;

/**
 * Keeps the products of an order in step with it: nested (4) once its layout is accepted, back to
 * not nested (1) when it is cancelled or deleted, or for the parts a layout left out; a batch whose
 * every product is nested reaches "nesting done" (2).
 */
export async function syncProductNestState(tx: Tx, tenantId: string, orderId: string, to: 'nested' | 'released', lostProductIds: string[] = []) {
  const lines = await tx
    .select({ productId: nestOrderLines.productId })
    .from(nestOrderLines)
    .where(and(eq(nestOrderLines.tenantId, tenantId), eq(nestOrderLines.orderId, orderId)));
  const ids = lines.map((l) => l.productId).filter((id): id is string => !!id);
  if (!ids.length) return;
  const P = cadProducts;
  const lost = new Set(lostProductIds);
  const nested = to === 'nested' ? ids.filter((id) => !lost.has(id)) : [];
  const released = to === 'released' ? ids : ids.filter((id) => lost.has(id));
  if (nested.length) await tx.update(P).set({ nestState: ProductNestState.nested }).where(and(eq(P.tenantId, tenantId), inArray(P.id, nested)));
  if (released.length) await tx.update(P).set({ nestState: ProductNestState.notNested }).where(and(eq(P.tenantId, tenantId), inArray(P.id, released)));
  const touched = await tx.select({ batchId: P.batchId, projectId: P.projectId }).from(P).where(and(eq(P.tenantId, tenantId), inArray(P.id, ids)));
  for (const batchId of new Set(touched.map((t) => t.batchId))) {
    const [open] = await tx
      .select({ id: P.id })
      .from(P)
      .where(and(eq(P.tenantId, tenantId), eq(P.batchId, batchId), eq(P.isDeleted, false), ne(P.nestState, ProductNestState.nested), or(isNull(P.changeState), ne(P.changeState, CANCELLED_CHANGE))))
      .limit(1);
    const B = cadBatches;
    await tx
      .update(B)
      .set({ status: open ? 1 : 2 })
      .where(and(eq(B.tenantId, tenantId), eq(B.id, batchId), inArray(B.status, [1, 2])));
  }
  for (const projectId of new Set(touched.map((t) => t.projectId))) await recountProject(tx, tenantId, projectId);
}
