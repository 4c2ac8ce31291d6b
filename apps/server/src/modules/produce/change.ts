import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ChangeKind,
  ChangeOrderStatus,
  changeOrderMessages as M,
  DocStatus,
  idList,
  LabelState,
  ProductChangeState,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { needFactory, recountProject, nameProjectAndBatch } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts } from '../cad/schema.ts';
import { changeMessages } from '../account/schema.ts';
import { ProductNestState } from '../nest/product-nest-state.ts';
import { changeOrderTypes, COT } from './change-schema.ts';

/** The notice shows the first 20 characters of the description (DOMAIN §2.5). */
const NOTICE_CHARS = 20;

/**
 * Before a save: the batch must be the project's, each product the project's (and the batch's, when
 * one is named); the project's name and the batch's number are kept on the order for the notices.
 * The references themselves (this factory's rows) were checked by the document framework.
 */
async function prepare(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[]) {
  const { tenantId } = needFactory(ctx);
  await nameProjectAndBatch(tx, ctx, head);
  const ids = lines.map((l) => l.productId as string | null).filter((x): x is string => !!x);
  const products = ids.length
    ? await tx.select({ id: cadProducts.id, projectId: cadProducts.projectId, batchId: cadProducts.batchId }).from(cadProducts).where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.id, ids)))
    : [];
  lines.forEach((l, i) => {
    if (!l.productId) return;
    const p = products.find((x) => x.id === l.productId);
    if (!p || p.projectId !== head.projectId || (head.batchId && p.batchId !== head.batchId)) throw badRequest(M.productNotInProject(i + 1), ['lines', String(i), 'productId']);
  });
}

/**
 * What an approved order does: cancelled products (changeState 4) get their labels blocked, so the
 * scan report refuses them; modified products are marked changed (2) unless already cancelled and,
 * when the type needs it, go back to nesting; every person to notify gets a change notice (unread).
 */
export async function applyChangeOrder(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], needsRenest: boolean) {
  const tenantId = ctx.tenantId!;
  const of = (kind: number) => [...new Set(lines.filter((l) => l.changeKind === kind && l.productId).map((l) => l.productId as string))];
  const cancelled = of(ChangeKind.cancel);
  const modified = of(ChangeKind.modify);
  const P = cadProducts;
  if (cancelled.length) {
    await tx.update(P).set({ changeState: ProductChangeState.cancelled }).where(and(eq(P.tenantId, tenantId), inArray(P.id, cancelled)));
    await tx
      .update(cadLabels)
      .set({ state: sql`${cadLabels.state} | ${LabelState.blocked}` })
      .where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.productId, cancelled)));
  }
  if (modified.length) {
    const live = and(eq(P.tenantId, tenantId), inArray(P.id, modified), ne(P.changeState, ProductChangeState.cancelled));
    await tx.update(P).set({ changeState: ProductChangeState.changed, ...(needsRenest ? { nestState: ProductNestState.notNested } : {}) }).where(live);
    if (needsRenest) {
      // a batch whose nesting was done has parts to nest again
      const batchIds = (await tx.selectDistinct({ id: P.batchId }).from(P).where(and(eq(P.tenantId, tenantId), inArray(P.id, modified)))).map((b) => b.id);
      await tx.update(cadBatches).set({ status: 1 }).where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, batchIds), eq(cadBatches.status, 2)));
    }
  }
  if (cancelled.length || (modified.length && needsRenest)) await recountProject(tx, tenantId, head.projectId as string);
  const recipients = [...new Set(idList(head.notifyUserIds))];
  if (recipients.length)
    await tx.insert(changeMessages).values(
      recipients.map((userId) => ({
        tenantId,
        userId,
        changeOrderId: head.id as string,
        orderStatus: ChangeOrderStatus.unread,
        projectName: String(head.projectName ?? ''),
        projectBatch: String(head.batchNo ?? ''),
        description: String(head.description ?? '').slice(0, NOTICE_CHARS),
      })),
    );
}

/** Approval: a type that needs approval must have been submitted; then the order takes effect. */
async function approve(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const [type] = (await tx.select().from(changeOrderTypes).where(and(eq(COT.tenantId, ctx.tenantId!), eq(COT.id, doc.head.changeOrderTypeId as string)))) as Record<string, unknown>[];
  if (!type) throw badRequest('变更类型不存在或已删除', ['changeOrderTypeId']);
  if (type.needsApproval && doc.from !== DocStatus.pending) throw badRequest(M.needsSubmit(String(type.name)), ['status']);
  await applyChangeOrder(tx, ctx, doc.head, doc.lines, type.needsRenest === true);
}

export const changeOrderHooks: DocumentHooks = { prepare, effects: { approve } };
