/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { DeliveryStatus, Disposition, LabelState, ProjectOrderStatus, ProjectStatus, ReturnStatus, idList, returnMessages as M } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { needFactory, recountProject } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts } from '../cad/schema.ts';
import { checkPlace, postStockMove } from '../warehouse/ledger.ts';
import { labelNoOf, labelsByNo } from '../warehouse/product-pack.ts';
import { setLabelState } from '../cad/label-state.ts';
import { salesDeliveryOrderLines, salesDeliveryOrders, salesProjectOrderLines, salesProjectOrders, salesReturnOrderLines, salesReturnOrders } from './schema.ts';

const DH = salesDeliveryOrders;
const DL = salesDeliveryOrderLines;
const RH = salesReturnOrders;
const RL = salesReturnOrderLines;
const O = salesProjectOrders;
const OL = salesProjectOrderLines;

async function loadDelivery(tx: Tx, ctx: RequestContext, id: string) {
  const w = needFactory(ctx);
  const [head] = (await tx.select().from(DH).where(and(eq(DH.tenantId, w.tenantId), eq(DH.factoryId, w.factoryId), eq(DH.id, id), eq(DH.isDeleted, false)))) as Record<string, any>[];
  if (!head) throw badRequest('发货单不存在或已删除', ['deliveryOrderId']);
  const lines = (await tx.select().from(DL).where(and(eq(DL.tenantId, w.tenantId), eq(DL.docId, id)))) as Record<string, any>[];
  return { head, shipped: new Set(lines.flatMap((l) => idList(l.labelIds))) };
}

/**
 * Completes a return before it is saved: the delivery must have shipped; each scanned label must
 * be one it shipped, once here and in no other live return; a restocked piece needs a place.
 */
export const returnPrepare: DocumentHooks['prepare'] = async (tx, ctx, head, lines, before) => {
  const w = needFactory(ctx);
  const d = await loadDelivery(tx, ctx, head.deliveryOrderId as string);
  if (![DeliveryStatus.shipped, DeliveryStatus.signed].includes(d.head.status)) throw badRequest(M.deliveryNotShipped, ['deliveryOrderId']);
  head.projectId = d.head.projectId;
  head.demanderId = d.head.demanderId;
  const nos = lines.map((l) => labelNoOf(String(l.labelNo ?? '')));
  const labels = await labelsByNo(tx, w, nos);
  const byNo = new Map(labels.map((l) => [l.labelNo, l]));
  const returned = labels.length
    ? ((await tx
        .select({ labelId: RL.labelId, no: RH.docNo })
        .from(RL)
        .innerJoin(RH, and(eq(RH.tenantId, RL.tenantId), eq(RH.id, RL.docId)))
        .where(and(eq(RL.tenantId, w.tenantId), inArray(RL.labelId, labels.map((l) => l.id)), eq(RH.isDeleted, false), ne(RH.status, ReturnStatus.voided), ...(before ? [ne(RH.id, before.head.id as string)] : [])))) as { labelId: string; no: string }[])
    : [];
  const seen = new Set<string>();
  let deduct = 0;
  for (const [i, l] of lines.entries()) {
    const no = nos[i]!;
    if (seen.has(no)) throw badRequest(M.twice(no), ['lines']);
    seen.add(no);
    const label = byNo.get(no);
    if (!label || !d.shipped.has(label.id)) throw badRequest(M.notDelivered(no), ['lines']);
    const other = returned.find((r) => r.labelId === label.id);
    if (other) throw badRequest(M.alreadyReturned(no, other.no), ['lines']);
    Object.assign(l, { labelNo: no, labelId: label.id, productId: label.productId, qty: 1, area: Number(label.area) });
    deduct += Number(l.deductAmount ?? 0);
  }
  if (lines.some((l) => l.disposition === Disposition.restock)) {
    if (!head.warehouseId || !head.position) throw badRequest(M.restockPlace, ['warehouseId']);
    await checkPlace(tx, ctx, { warehouseId: head.warehouseId as string, position: head.position as string, batchNo: null });
  }
  head.deductTotal = Math.round(deduct * 100) / 100;
};

const LABEL_AFTER: Record<number, number> = {
  [Disposition.restock]: LabelState.inStock,
  [Disposition.rework]: LabelState.inRework,
  [Disposition.scrap]: LabelState.scrapped,
  // made again from the start: the same label goes through production once more
  [Disposition.remake]: LabelState.notStarted,
};

/**
 * Processing carries out each piece's disposition: restocked pieces back into the product warehouse
 * (the ledger, keyed by the label), rework to the rework queue (label in rework), scrap, or remake
 * (the label starts production again). Pieces that will be delivered again (all but scrap and
 * restock) leave the order's delivered count; the batches and project follow.
 */
async function processReturn(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const tenantId = ctx.tenantId!;
  for (const [disp, state] of Object.entries(LABEL_AFTER))
    await setLabelState(tx, tenantId, doc.lines.filter((l) => l.disposition === Number(disp)).map((l) => l.labelId as string), state);
  const restock = doc.lines.filter((l) => l.disposition === Disposition.restock);
  if (restock.length) {
    const codes = new Map((await tx.select({ id: cadProducts.id, code: cadProducts.code }).from(cadProducts).where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.id, restock.map((l) => l.productId as string))))).map((x) => [x.id, x.code]));
    for (const l of restock)
      await postStockMove(tx, ctx, {
        place: { warehouseId: doc.head.warehouseId as string, position: doc.head.position as string, batchNo: null },
        item: { kind: 'product', productId: l.productId as string, labelId: l.labelId as string, label: codes.get(l.productId as string) ?? '' },
        qty: 1,
        doc: { type: 'ReturnOrder', id: doc.head.id as string, no: doc.head.docNo as string },
        reason: 'process',
      });
  }
  // the order owes again what goes back to production
  const again = doc.lines.filter((l) => l.disposition === Disposition.rework || l.disposition === Disposition.remake);
  const [d] = (await tx.select({ orderId: DH.projectOrderId }).from(DH).where(and(eq(DH.tenantId, tenantId), eq(DH.id, doc.head.deliveryOrderId as string)))) as { orderId: string }[];
  if (again.length && d) {
    const byProduct = new Map<string, number>();
    for (const l of again) byProduct.set(l.productId as string, (byProduct.get(l.productId as string) ?? 0) + 1);
    const lines = (await tx.select().from(OL).where(and(eq(OL.tenantId, tenantId), eq(OL.docId, d.orderId)))) as Record<string, any>[];
    for (const l of lines)
      if (byProduct.has(l.productId))
        await tx.update(OL).set({ deliveredQty: Math.max(0, Number(l.deliveredQty ?? 0) - byProduct.get(l.productId)!) }).where(and(eq(OL.tenantId, tenantId), eq(OL.id, l.id)));
    await tx.update(O).set({ status: ProjectOrderStatus.partDelivered }).where(and(eq(O.tenantId, tenantId), eq(O.id, d.orderId), eq(O.status, ProjectOrderStatus.delivered)));
  }
  const batchIds = (await tx.selectDistinct({ id: cadLabels.batchId }).from(cadLabels).where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, doc.lines.map((l) => l.labelId as string))))).map((b) => b.id);
  if (again.length) await tx.update(cadBatches).set({ status: ProjectStatus.partShipped }).where(and(eq(cadBatches.tenantId, tenantId), inArray(cadBatches.id, batchIds), eq(cadBatches.status, ProjectStatus.allShipped)));
  await recountProject(tx, tenantId, doc.head.projectId as string);
}

export const returnEffects: DocumentHooks['effects'] = { process: processReturn };
