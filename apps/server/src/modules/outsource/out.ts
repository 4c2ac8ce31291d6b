import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { DocStatus, idList, LabelState, labelStateName, OUTSOURCE_OUT_OPEN, OUTSOURCE_SUPPLIER_TYPE, OutsourceOutStatus, OutsourcePriceBasis, outsourceMessages as M } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { setLabelState } from '../cad/label-state.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { onOpenDocuments } from '../../core/document/open-lines.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { col } from '../../core/resource/table.ts';
import { suppliers } from '../basic/schema.ts';
import { needFactory, nameProjectAndBatch } from '../cad/project-service.ts';
import { cadLabels, cadProducts } from '../cad/schema.ts';
import { loadProcesses } from '../produce/steps.ts';
import { outsourceAcceptanceLines, outsourceAcceptances, outsourceBackLines, outsourceBacks, outsourceOutLines, outsourceOuts, WF, WFL, WT, WTL, WY, WYL } from './outsource-schema.ts';

const BLOCK = LabelState.blocked;
/** States in which a piece cannot go out: blocked by a change, scrapped, packed, in stock, shipped, or out already. */
export const NOT_SENDABLE = LabelState.blocked | LabelState.scrapped | LabelState.packed | LabelState.inStock | LabelState.shipped | LabelState.outsourced;

export const round2 = (n: number) => Math.round(n * 100) / 100;


/** Whether the label is outsourced now (a change order's block aside). */
export const isOutsourced = (state: number) => (state & ~BLOCK) === LabelState.outsourced;

/** Labels of these ids on another open document of this kind in this factory (not `exceptId`): label id → its number. */
export const labelsOnOpenOuts = (tx: Tx, ctx: RequestContext, labelIds: string[], exceptId?: string) =>
  onOpenDocuments(tx, ctx, { head: outsourceOuts, lines: outsourceOutLines }, 'labelId', labelIds, OUTSOURCE_OUT_OPEN, exceptId);

/** The line's amount: area × price per ㎡, or price per piece. */
export const outLineAmount = (basis: number, qty: number, area: number, unitPrice: number) => round2(basis === OutsourcePriceBasis.piece ? qty * unitPrice : qty * area * unitPrice);

/**
 * Before a save: an outsource supplier, processes that allow outsourcing, the project and batch; each
 * label is the factory's, of the project (and batch), can go out and is on no other open out. Label
 * number, product, area (the product's unfold area), price and amount are filled in.
 */
async function prepare(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], before?: DocumentWithLines) {
  const { tenantId, factoryId } = needFactory(ctx);
  const [supplier] = (await tx
    .select({ name: col(suppliers, 'name'), types: col(suppliers, 'supplierTypes') })
    .from(suppliers)
    .where(and(eq(col(suppliers, 'tenantId'), tenantId), eq(col(suppliers, 'id'), head.supplierId as string)))) as { name: string; types: string | null }[];
  if (!supplier) throw badRequest('委外供应商不存在或已删除', ['supplierId']);
  if (!String(supplier.types ?? '').split(',').includes(OUTSOURCE_SUPPLIER_TYPE)) throw badRequest(M.notOutsourceSupplier(supplier.name), ['supplierId']);
  head.supplierName = supplier.name;
  const processIds = idList(head.processIds);
  if (!processIds.length) throw badRequest(M.processMissing, ['processIds']);
  for (const p of (await loadProcesses(tx, ctx, processIds)).values()) if (p.allowOutsource !== true) throw badRequest(M.processNotAllowed(String(p.name)), ['processIds']);
  head.processIds = processIds.join(',');
  await nameProjectAndBatch(tx, ctx, head);
  const ids = lines.map((l) => l.labelId as string);
  if (!ids.length) return;
  const labels = new Map(
    (
      await tx
        .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, projectId: cadLabels.projectId, batchId: cadLabels.batchId, state: cadLabels.state, code: cadProducts.code, area: cadProducts.unfoldArea })
        .from(cadLabels)
        .leftJoin(cadProducts, and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId)))
        .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.factoryId, factoryId), inArray(cadLabels.id, ids)))
    ).map((l) => [l.id, l]),
  );
  const taken = await labelsOnOpenOuts(tx, ctx, ids, before?.head.id as string | undefined);
  const basis = Number(head.priceBasis ?? OutsourcePriceBasis.area);
  lines.forEach((l, i) => {
    const label = labels.get(l.labelId as string);
    const at = ['lines', String(i), 'labelId'];
    if (!label) throw badRequest(M.labelRowMissing(i + 1), at);
    if (label.projectId !== head.projectId || (head.batchId && label.batchId !== head.batchId)) throw badRequest(M.labelNotInProject(label.labelNo), at);
    if (label.state & NOT_SENDABLE) throw badRequest(M.labelUnavailable(label.labelNo, labelStateName(label.state)), at);
    const other = taken.get(label.id);
    if (other) throw badRequest(M.labelOnOtherOut(label.labelNo, other), at);
    const area = Math.round(Number(label.area ?? 0) * 10000) / 10000;
    const unitPrice = l.unitPrice == null ? Number(head.unitPrice ?? 0) : Number(l.unitPrice);
    Object.assign(l, { labelNo: label.labelNo, productCode: label.code ?? null, qty: 1, area, unitPrice, amount: outLineAmount(basis, 1, area, unitPrice), acceptedQty: 0, acceptableQty: 1, labelState: label.state });
  });
}

const requireLines = async (_tx: Tx, _ctx: RequestContext, doc: DocumentWithLines) => {
  if (!doc.lines.length) throw businessError(M.emptyOut, 'OutsourceOutEmpty');
};

/** Approval: every label can still go out; each line remembers the label's state, and the labels are outsourced. */
async function approve(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const tenantId = ctx.tenantId!;
  await requireLines(tx, ctx, doc);
  const ids = doc.lines.map((l) => l.labelId as string);
  const labels = (await tx.select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state }).from(cadLabels).where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, ids))).for('update')) as { id: string; labelNo: string; state: number }[];
  const byId = new Map(labels.map((l) => [l.id, l]));
  for (const l of doc.lines) {
    const label = byId.get(l.labelId as string)!;
    if (label.state & NOT_SENDABLE) throw businessError(M.labelChanged(label.labelNo, labelStateName(label.state)), 'OutsourceLabelChanged');
    await tx.update(outsourceOutLines).set({ labelState: label.state }).where(and(eq(WFL.tenantId, tenantId), eq(WFL.id, l.id as string)));
  }
  await setLabelState(tx, tenantId, ids, LabelState.outsourced);
}

/** Acceptances of an out that still count (not voided, not deleted). */
export async function liveAcceptancesOf(tx: Tx, tenantId: string, outId: string) {
  return (await tx
    .select({ id: WY.id, docNo: WY.docNo, status: WY.status })
    .from(outsourceAcceptances)
    .where(and(eq(WY.tenantId, tenantId), eq(WY.outId, outId), eq(WY.isDeleted, false), ne(WY.status, DocStatus.voided)))) as { id: string; docNo: string; status: number }[];
}

/** De-approval: only while no acceptance was made; the labels still out get their previous state back. */
async function deApprove(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const tenantId = ctx.tenantId!;
  const [acc] = await liveAcceptancesOf(tx, tenantId, doc.head.id as string);
  if (acc) throw businessError(M.deApproveAccepted(acc.docNo), 'OutsourceAccepted');
  const ids = doc.lines.map((l) => l.labelId as string);
  const labels = new Map(((await tx.select({ id: cadLabels.id, state: cadLabels.state }).from(cadLabels).where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, ids)))) as { id: string; state: number }[]).map((l) => [l.id, l.state]));
  for (const l of doc.lines) {
    const state = labels.get(l.labelId as string);
    if (state == null || !isOutsourced(state)) continue;
    const was = Number(l.labelState ?? LabelState.notStarted) & ~BLOCK;
    await tx.update(cadLabels).set({ state: (state & BLOCK) | was }).where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.id, l.labelId as string)));
  }
}

/**
 * The out's progress from its approved acceptances and backs: per line the qualified pieces
 * (acceptedQty) and what may be accepted (the sent qty plus each redo asked by a back); the out is
 * accepted once every piece came back (qualified or unqualified) up to that — a short piece is
 * still awaited — and partially accepted while some acceptance is approved.
 */
export async function syncOut(tx: Tx, tenantId: string, outId: string) {
  const [out] = (await tx.select({ status: WF.status }).from(outsourceOuts).where(and(eq(WF.tenantId, tenantId), eq(WF.id, outId)))) as { status: number }[];
  if (!out) return;
  const lines = (await tx.select({ id: WFL.id, qty: WFL.qty }).from(outsourceOutLines).where(and(eq(WFL.tenantId, tenantId), eq(WFL.docId, outId)))) as { id: string; qty: number }[];
  const accepted = (await tx
    .select({ lineId: WYL.outLineId, q: sql<string>`coalesce(sum(${WYL.qualifiedQty}), 0)`, n: sql<string>`coalesce(sum(${WYL.qualifiedQty} + ${WYL.unqualifiedQty}), 0)` })
    .from(outsourceAcceptanceLines)
    .innerJoin(outsourceAcceptances, and(eq(WY.tenantId, WYL.tenantId), eq(WY.id, WYL.docId)))
    .where(and(eq(WYL.tenantId, tenantId), eq(WY.outId, outId), eq(WY.isDeleted, false), eq(WY.status, DocStatus.approved)))
    .groupBy(WYL.outLineId)) as { lineId: string; q: string; n: string }[];
  const redo = (await tx
    .select({ lineId: WTL.outLineId, n: sql<string>`coalesce(sum(${WTL.qty}), 0)` })
    .from(outsourceBackLines)
    .innerJoin(outsourceBacks, and(eq(WT.tenantId, WTL.tenantId), eq(WT.id, WTL.docId)))
    .where(and(eq(WTL.tenantId, tenantId), eq(WT.outId, outId), eq(WT.isDeleted, false), eq(WT.status, DocStatus.approved), eq(WTL.redoRequired, true)))
    .groupBy(WTL.outLineId)) as { lineId: string; n: string }[];
  const acc = new Map(accepted.map((a) => [a.lineId, a]));
  const red = new Map(redo.map((r) => [r.lineId, Number(r.n)]));
  let settled = true;
  for (const l of lines) {
    const a = acc.get(l.id);
    const acceptableQty = Number(l.qty) + (red.get(l.id) ?? 0);
    if (Number(a?.n ?? 0) < acceptableQty) settled = false;
    await tx
      .update(outsourceOutLines)
      .set({ acceptedQty: Number(a?.q ?? 0), acceptableQty })
      .where(and(eq(WFL.tenantId, tenantId), eq(WFL.id, l.id)));
  }
  if (![DocStatus.approved, OutsourceOutStatus.partial, OutsourceOutStatus.accepted].includes(out.status as 4)) return;
  const status = !accepted.length ? DocStatus.approved : settled ? OutsourceOutStatus.accepted : OutsourceOutStatus.partial;
  if (status !== out.status) await tx.update(outsourceOuts).set({ status, lastModificationTime: new Date() }).where(and(eq(WF.tenantId, tenantId), eq(WF.id, outId)));
}

export const outsourceOutHooks: DocumentHooks = { prepare, effects: { submit: requireLines, approve, deApprove } };
