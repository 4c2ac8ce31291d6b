import { and, arrayContains, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { OrderState, ProjectStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { HOST_TENANT_ID } from '../../core/db/scoped.ts';
import { cadBatches as B, cadProducts as P } from '../cad/schema.ts';
import { recountProject } from '../cad/project-service.ts';
import { nestOrders } from '../nest/schema.ts';
import { CANCELLED_CHANGE, ProductNestState } from '../nest/product-nest-state.ts';

type Order = typeof nestOrders.$inferSelect;

/** Batch states purchasing moves (DOMAIN.md §2.4): before production starts. */
const BEFORE_PRODUCTION = [ProjectStatus.drawingPrep, ProjectStatus.nestingDone, ProjectStatus.purchaseStocked, ProjectStatus.purchasing];

/**
 * The batches of an order follow its plate (DOMAIN.md §2.4 project status): purchasing (128) while
 * one of their orders waits for plates; purchase stocked (4) once none does and every product is
 * nested and every order confirmed; else what nesting says (drawing prep 1 or nesting done 2). Runs
 * after the order moved. The project's status is derived from its batches again.
 */
export async function syncBatchSupply(tx: Tx, ctx: RequestContext, order: Order) {
  const tenantId = ctx.tenantId ?? HOST_TENANT_ID;
  const projects = new Set<string>();
  for (const batchId of order.batchIds) {
    const orders = await tx
      .select({ id: nestOrders.id, state: nestOrders.orderState })
      .from(nestOrders)
      .where(and(eq(nestOrders.tenantId, tenantId), eq(nestOrders.isDeleted, false), ne(nestOrders.orderState, OrderState.cancelled), arrayContains(nestOrders.batchIds, [batchId])));
    const waiting = orders.some((o) => o.state === OrderState.toPurchase);
    const [open] = await tx
      .select({ id: P.id })
      .from(P)
      .where(and(eq(P.tenantId, tenantId), eq(P.batchId, batchId), eq(P.isDeleted, false), ne(P.nestState, ProductNestState.nested), or(isNull(P.changeState), ne(P.changeState, CANCELLED_CHANGE))))
      .limit(1);
    const allConfirmed = orders.every((o) => o.state === OrderState.confirmed);
    const status = waiting ? ProjectStatus.purchasing : open ? ProjectStatus.drawingPrep : allConfirmed ? ProjectStatus.purchaseStocked : ProjectStatus.nestingDone;
    const [row] = await tx
      .update(B)
      .set({ status })
      .where(and(eq(B.tenantId, tenantId), eq(B.id, batchId), inArray(B.status, BEFORE_PRODUCTION)))
      .returning({ projectId: B.projectId });
    if (row) projects.add(row.projectId);
  }
  for (const id of projects) await recountProject(tx, tenantId, id);
}
