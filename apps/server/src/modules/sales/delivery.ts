/* eslint-disable @typescript-eslint/no-explicit-any -- tables built from definitions are read by field key */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DeliverySource,
  LabelState,
  PackStatus,
  deliverySourceOf,
  deliverySources,
  ProjectOrderStatus,
  ProjectStatus,
  deliveryMessages as M,
  lineAmount,
  settleAreaOfPiece,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { needFactory, recountProject } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { postStockMove } from '../warehouse/ledger.ts';
import { labelNoOf } from '../warehouse/product-pack.ts';
import { setLabelState } from '../cad/label-state.ts';
import { isOutsourced } from '../outsource/out.ts';
import { pulledBySourceLine } from '../../core/document/sources.ts';
import { productPackLines, productPacks } from '../warehouse/product-schema.ts';
import { loadContract } from './project-order.ts';
import { salesDeliveryOrderLines, salesDeliveryOrders, salesProjectOrderLines, salesProjectOrders } from './schema.ts';

const O = salesProjectOrders;
const OL = salesProjectOrderLines;
const P = productPacks;
const PL = productPackLines;
const DH = salesDeliveryOrders;
const DL = salesDeliveryOrderLines;

/** One piece a delivery takes: the label, its pack (and where that pack lies), its product. */
interface Piece {
  labelId: string;
  labelNo: string;
  productId: string;
  batchId: string;
  packId: string;
  packNo: string;
  warehouseId: string;
  position: string;
  state: number;
  packStatus: number;
  projectId: string;
  /** Out of the product warehouse already (a posted stock-out) or never in it (outsourced, shipped from the outsourcer): no ledger move, no pack to close. */
  away?: boolean;
}

/** The pieces in stock of some packs, or some labels, with their packs (live packs only). */
async function piecesWhere(tx: Tx, tenantId: string, where: ReturnType<typeof eq>): Promise<Piece[]> {
  return (await tx
    .select({
      labelId: cadLabels.id,
      labelNo: cadLabels.labelNo,
      productId: cadLabels.productId,
      batchId: cadLabels.batchId,
      projectId: cadLabels.projectId,
      state: cadLabels.state,
      packId: P.id,
      packNo: P.docNo,
      packStatus: P.status,
      warehouseId: P.warehouseId,
      position: P.position,
    })
    .from(PL)
    .innerJoin(P, and(eq(P.tenantId, PL.tenantId), eq(P.id, PL.docId)))
    .innerJoin(cadLabels, and(eq(cadLabels.tenantId, PL.tenantId), eq(cadLabels.id, PL.labelId)))
    .where(and(eq(PL.tenantId, tenantId), eq(P.isDeleted, false), sql`${P.status} <> ${PackStatus.unpacked}`, where))) as Piece[];
}

/** The order (locked) with its lines. */
export async function loadOrder(tx: Tx, ctx: RequestContext, id: string) {
  const w = needFactory(ctx);
  const [head] = (await tx
    .select()
    .from(O)
    .where(and(eq(O.tenantId, w.tenantId), eq(O.factoryId, w.factoryId), eq(O.id, id), eq(O.isDeleted, false)))
    .for('update')) as Record<string, any>[];
  if (!head) throw badRequest('项目订单不存在或已删除', ['projectOrderId']);
  const lines = (await tx.select().from(OL).where(and(eq(OL.tenantId, w.tenantId), eq(OL.docId, id)))) as Record<string, any>[];
  return { head, lines };
}

/** A label scanned on a line: found in the factory, of the order's project. */
async function labelOfLine(tx: Tx, ctx: RequestContext, projectId: string, raw: unknown) {
  const no = labelNoOf(String(raw));
  const [label] = await tx
    .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, productId: cadLabels.productId, batchId: cadLabels.batchId, projectId: cadLabels.projectId, state: cadLabels.state })
    .from(cadLabels)
    .where(and(eq(cadLabels.tenantId, ctx.tenantId!), eq(cadLabels.factoryId, ctx.factoryId!), eq(cadLabels.labelNo, no)));
  if (!label) throw badRequest(M.labelMissing(no), ['lines']);
  if (label.projectId !== projectId) throw badRequest(M.otherProject(no), ['lines']);
  return label;
}

/** Not blocked by a change order, and where the direct shipment from the outsourcer needs it: still there, or accepted and not packed since. */
const shipsFromOutsourcer = (source: string, state: number) =>
  (state & LabelState.blocked) === 0 &&
  (source === 'outsourceOut' ? isOutsourced(state) : ([LabelState.inProcess, LabelState.waitingQc, LabelState.qualified] as number[]).includes(state));

/** The pieces of a line pulled from a source document: a posted stock-out's pack, or an outsourced label. */
async function sourcedPieces(tx: Tx, ctx: RequestContext, projectId: string, l: Record<string, unknown>): Promise<Piece[]> {
  if (l.sourceType === 'stockOut') {
    const [pack] = await tx.select({ docNo: P.docNo, status: P.status, projectId: P.projectId }).from(P).where(and(eq(P.tenantId, ctx.tenantId!), eq(P.id, l.packId as string)));
    if (!pack || pack.status !== PackStatus.shipped) throw badRequest(M.packNotTakenOut(pack?.docNo ?? ''), ['lines']);
    if (pack.projectId !== projectId) throw badRequest(M.otherProject(pack.docNo), ['lines']);
    const pieces = (await piecesWhere(tx, ctx.tenantId!, eq(P.id, l.packId as string))).filter((p) => p.state === LabelState.shipped);
    return pieces.map((p) => ({ ...p, away: true }));
  }
  const label = await labelOfLine(tx, ctx, projectId, l.labelNo);
  l.labelNo = label.labelNo;
  if (!shipsFromOutsourcer(l.sourceType as string, label.state))
    throw badRequest(l.sourceType === 'outsourceOut' ? M.notAtOutsourcer(label.labelNo) : M.notAccepted(label.labelNo), ['lines']);
  return [{ labelId: label.id, labelNo: label.labelNo, productId: label.productId, batchId: label.batchId, projectId: label.projectId, state: label.state, packId: '', packNo: '', packStatus: 0, warehouseId: '', position: '', away: true }];
}

/**
 * The pieces each line takes: a pack line all of its labels still in stock, a label line that
 * label, a pulled line what its source let go (see sourcedPieces). Every piece must be of the
 * order's project and taken once.
 */
async function piecesOfLines(tx: Tx, ctx: RequestContext, projectId: string, lines: Record<string, unknown>[]) {
  const tenantId = ctx.tenantId!;
  const out: Piece[][] = [];
  const seen = new Set<string>();
  for (const [i, l] of lines.entries()) {
    let pieces: Piece[];
    if (l.sourceLineId) pieces = await sourcedPieces(tx, ctx, projectId, l);
    else if (l.packId) {
      const all = await piecesWhere(tx, tenantId, eq(P.id, l.packId as string));
      const [pack] = await tx.select({ docNo: P.docNo, status: P.status, projectId: P.projectId }).from(P).where(and(eq(P.tenantId, tenantId), eq(P.id, l.packId as string)));
      if (!pack || pack.status !== PackStatus.inStock) throw badRequest(M.packNotInStock(pack?.docNo ?? ''), ['lines']);
      if (pack.projectId !== projectId) throw badRequest(M.otherProject(pack.docNo), ['lines']);
      pieces = all.filter((p) => p.state === LabelState.inStock);
    } else if (l.labelNo) {
      const label = await labelOfLine(tx, ctx, projectId, l.labelNo);
      l.labelNo = label.labelNo;
      pieces = await piecesWhere(tx, tenantId, eq(cadLabels.id, label.id));
      const p = pieces[0];
      if (!p || p.packStatus !== PackStatus.inStock || p.state !== LabelState.inStock) throw badRequest(M.notPacked(label.labelNo), ['lines']);
    } else throw badRequest(M.lineNeedsPackOrLabel(i + 1), ['lines']);
    for (const p of pieces) {
      if (seen.has(p.labelId)) throw badRequest(M.twice(l.packId && !p.away ? p.packNo : p.labelNo), ['lines']);
      seen.add(p.labelId);
    }
    out.push(pieces);
  }
  return out;
}

/**
 * The delivery's 来源 from its lines (one kind of source a delivery), and what a pulled line takes
 * counted against what the other live deliveries took of its source line.
 */
async function checkSources(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], pieces: Piece[][], docId?: string) {
  const kinds = new Set(lines.map((l) => (l.sourceLineId ? (l.sourceType as string) : 'projectOrder')));
  if (kinds.size > 1) throw badRequest(M.mixedSources, ['lines']);
  head.sourceType = deliverySourceOf[[...kinds][0] ?? ''] ?? DeliverySource.projectOrder;
  for (const [i, l] of lines.entries()) {
    const link = deliverySources.find((s) => s.key === l.sourceType);
    if (!l.sourceLineId || !link) continue;
    const taken = (await pulledBySourceLine(tx, ctx, link.basePath, [l.sourceLineId as string], docId)).get(l.sourceLineId as string) ?? 0;
    if (taken > 0) throw badRequest(M.sourceTaken(i + 1, pieces[i]![0]?.[link.key === 'stockOut' ? 'packNo' : 'labelNo'] ?? ''), ['lines']);
  }
}

/**
 * Completes a delivery before it is saved: the order must be open; its project, customer and site
 * come with it; each line's pieces are counted, and settled on the contract's area rule at the
 * order's price for the product; no product goes beyond what the order has left to deliver.
 */
export const deliveryPrepare: DocumentHooks['prepare'] = async (tx, ctx, head, lines, before) => {
  const tenantId = ctx.tenantId!;
  const order = await loadOrder(tx, ctx, head.projectOrderId as string);
  if (![ProjectOrderStatus.confirmed, ProjectOrderStatus.inProduction, ProjectOrderStatus.partDelivered].includes(order.head.status))
    throw badRequest(M.orderNotOpen, ['projectOrderId']);
  head.projectId = order.head.projectId;
  head.demanderId = order.head.demanderId;
  const [project] = await tx.select().from(cadProjects).where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, order.head.projectId)));
  head.consignee ??= project?.contactName ?? null;
  head.phone ??= project?.contactPhone ?? null;
  head.siteAddress ??= project?.siteAddress ?? null;
  const contract = await loadContract(tx, ctx, order.head.contractId);
  const pieces = await piecesOfLines(tx, ctx, order.head.projectId, lines);
  await checkSources(tx, ctx, head, lines, pieces, before?.head.id as string | undefined);
  const productIds = [...new Set(pieces.flat().map((p) => p.productId))];
  const products = productIds.length ? await tx.select().from(cadProducts).where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.id, productIds))) : [];
  const productOf = new Map(products.map((p) => [p.id, p]));
  const orderLineOf = new Map(order.lines.filter((l) => l.productId).map((l) => [l.productId as string, l]));
  const basis = Number(contract.head.settlementBasis);
  // what this delivery takes of each product, against what the order has left
  const taking = new Map<string, number>();
  for (const p of pieces.flat()) taking.set(p.productId, (taking.get(p.productId) ?? 0) + 1);
  for (const [productId, n] of taking) {
    const code = productOf.get(productId)?.code ?? '';
    const ol = orderLineOf.get(productId);
    if (!ol) throw badRequest(M.notOrdered(code), ['lines']);
    const left = Number(ol.qty) - Number(ol.deliveredQty ?? 0);
    if (n > left) throw badRequest(M.overOrdered(code, left), ['lines']);
  }
  let settleTotal = 0;
  let amountTotal = 0;
  for (const [i, l] of lines.entries()) {
    let area = 0;
    let settle = 0;
    let amount = 0;
    for (const p of pieces[i]!) {
      const prod = productOf.get(p.productId)!;
      const pieceSettle = settleAreaOfPiece(contract.rule, { unfoldArea: Number(prod.unfoldArea), unfoldLength: Number(prod.unfoldLength), unfoldWidth: Number(prod.unfoldWidth) });
      const price = Number(orderLineOf.get(p.productId)!.unitPrice ?? 0);
      area += Number(prod.unfoldArea);
      settle += pieceSettle;
      amount += lineAmount(basis, { qty: 1, settleArea: pieceSettle, unfoldArea: Number(prod.unfoldArea), unitPrice: price });
    }
    const ids = [...new Set(pieces[i]!.map((p) => p.productId))];
    Object.assign(l, {
      productId: ids.length === 1 ? ids[0] : null,
      qty: pieces[i]!.length,
      area: Math.round(area * 10000) / 10000,
      settleArea: Math.round(settle * 10000) / 10000,
      unitPrice: ids.length === 1 ? Number(orderLineOf.get(ids[0]!)!.unitPrice ?? 0) : null,
      amount: Math.round(amount * 100) / 100,
    });
    settleTotal += settle;
    amountTotal += amount;
  }
  head.settleArea = Math.round(settleTotal * 10000) / 10000;
  head.amount = Math.round(amountTotal * 100) / 100;
};

/** Batches of shipped pieces: all of a batch's live labels shipped → all shipped, else part shipped; the project follows. */
async function followProject(tx: Tx, tenantId: string, projectId: string, batchIds: string[]) {
  for (const batchId of batchIds) {
    const [c] = await tx
      .select({ left: sql<number>`count(*) filter (where (${cadLabels.state} & ${LabelState.shipped | LabelState.scrapped}) = 0)::int` })
      .from(cadLabels)
      .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.batchId, batchId)));
    await tx
      .update(cadBatches)
      .set({ status: c?.left ? ProjectStatus.partShipped : ProjectStatus.allShipped })
      .where(and(eq(cadBatches.tenantId, tenantId), eq(cadBatches.id, batchId)));
  }
  await recountProject(tx, tenantId, projectId);
}

/**
 * Shipping takes the pieces out of the product warehouse (the ledger at each pack's position),
 * marks the labels shipped and the emptied packs shipped, counts the order's delivered pieces
 * (part delivered / delivered) and moves the project (part shipped 16 / all shipped 256).
 */
async function ship(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const tenantId = ctx.tenantId!;
  const order = await loadOrder(tx, ctx, doc.head.projectOrderId as string);
  const perLine = await piecesOfLines(tx, ctx, order.head.projectId, doc.lines.map((l) => ({ ...l })));
  const pieces = perLine.flat();
  // each line keeps the labels it shipped: what a return may send back
  for (const [i, l] of doc.lines.entries())
    await tx.update(DL).set({ labelIds: perLine[i]!.map((p) => p.labelId).join(',') }).where(and(eq(DL.tenantId, tenantId), eq(DL.id, l.id as string)));
  const groups = new Map<string, { p: Piece; n: number }>();
  for (const p of pieces.filter((x) => !x.away)) {
    const k = `${p.packId}:${p.productId}`;
    groups.set(k, { p, n: (groups.get(k)?.n ?? 0) + 1 });
  }
  const productIds = [...new Set(pieces.map((p) => p.productId))];
  const codes = new Map(productIds.length ? (await tx.select({ id: cadProducts.id, code: cadProducts.code }).from(cadProducts).where(and(eq(cadProducts.tenantId, tenantId), inArray(cadProducts.id, productIds)))).map((x) => [x.id, x.code]) : []);
  for (const { p, n } of groups.values())
    await postStockMove(tx, ctx, {
      place: { warehouseId: p.warehouseId, position: p.position, batchNo: null },
      item: { kind: 'product', productId: p.productId, packId: p.packId, label: codes.get(p.productId) ?? '' },
      qty: -n,
      doc: { type: 'DeliveryOrder', id: doc.head.id as string, no: doc.head.docNo as string },
      reason: 'ship',
    });
  await setLabelState(tx, tenantId, pieces.map((p) => p.labelId), LabelState.shipped);
  // a pack whose every label left is shipped
  for (const packId of new Set(pieces.filter((p) => !p.away).map((p) => p.packId))) {
    const left = (await piecesWhere(tx, tenantId, eq(P.id, packId))).filter((x) => x.state === LabelState.inStock);
    if (!left.length) await tx.update(P).set({ status: PackStatus.shipped }).where(and(eq(P.tenantId, tenantId), eq(P.id, packId)));
  }
  const byProduct = new Map<string, number>();
  for (const p of pieces) byProduct.set(p.productId, (byProduct.get(p.productId) ?? 0) + 1);
  let allDone = true;
  for (const l of order.lines) {
    const delivered = Number(l.deliveredQty ?? 0) + (byProduct.get(l.productId) ?? 0);
    if (l.productId && delivered < Number(l.qty)) allDone = false;
    if (byProduct.has(l.productId)) await tx.update(OL).set({ deliveredQty: delivered }).where(and(eq(OL.tenantId, tenantId), eq(OL.id, l.id)));
  }
  await tx
    .update(O)
    .set({ status: allDone ? ProjectOrderStatus.delivered : ProjectOrderStatus.partDelivered })
    .where(and(eq(O.tenantId, tenantId), eq(O.id, order.head.id)));
  await followProject(tx, tenantId, order.head.projectId, [...new Set(pieces.map((p) => p.batchId))]);
}

export const deliveryEffects: DocumentHooks['effects'] = {
  ship: async (tx, ctx, doc) => {
    await ship(tx, ctx, doc);
    await tx.update(DH).set({ shipTime: new Date().toISOString() }).where(and(eq(DH.tenantId, ctx.tenantId!), eq(DH.id, doc.head.id as string)));
  },
  sign: async (_tx, _ctx, doc) => {
    if (!doc.head.signer) throw badRequest(M.signer, ['signer']);
    if (!doc.head.signPhotoUrl) throw businessError(M.signPhoto);
  },
};
