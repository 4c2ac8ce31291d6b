import { and, desc, eq, inArray } from 'drizzle-orm';
import { LabelState, labelStateName, QC_ORDER_OPEN, QcDisposition, qcOrderMessages as M, QcResult } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { onOpenDocuments } from '../../core/document/open-lines.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { needFactory, nameProjectAndBatch } from '../cad/project-service.ts';
import { cadLabels, cadProducts } from '../cad/schema.ts';
import { loadProcesses } from '../produce/steps.ts';
import { qcLogs } from './qc-log-schema.ts';
import { stateAfter } from './qc-log-write.ts';
import { qcOrderLines, qcOrders, QO, QOL } from './qc-order-schema.ts';

const BLOCK = LabelState.blocked;
/** What the line's result does with the piece, and its counts (a line is one label). */
export function lineFigures(result: number | null | undefined) {
  return {
    inspectedQty: 1,
    qualifiedQty: result === QcResult.qualified || result === QcResult.concession ? 1 : 0,
    unqualifiedQty: result === QcResult.unqualified ? 1 : 0,
    scrapQty: result === QcResult.scrap ? 1 : 0,
    disposition: result === QcResult.unqualified ? QcDisposition.rework : result === QcResult.scrap ? QcDisposition.scrap : result === QcResult.concession ? QcDisposition.concession : null,
  };
}

/** Labels of these ids on another open document of this kind in this factory (not `exceptOrderId`): label id → its number. */
export const labelsOnOpenOrders = (tx: Tx, ctx: RequestContext, labelIds: string[], exceptOrderId?: string) =>
  onOpenDocuments(tx, ctx, { head: qcOrders, lines: qcOrderLines }, 'labelId', labelIds, QC_ORDER_OPEN, exceptOrderId);

/** The latest QC log of each label at the process (what the order's lines start from). */
export async function latestQcLogs(tx: Tx, ctx: RequestContext, processId: string, labelIds: string[]) {
  if (!labelIds.length) return new Map<string, typeof qcLogs.$inferSelect>();
  const rows = await tx
    .select()
    .from(qcLogs)
    .where(and(eq(qcLogs.tenantId, ctx.tenantId!), eq(qcLogs.factoryId, ctx.factoryId!), eq(qcLogs.isDeleted, false), eq(qcLogs.processId, processId), inArray(qcLogs.labelId, labelIds)))
    .orderBy(desc(qcLogs.time));
  const out = new Map<string, typeof qcLogs.$inferSelect>();
  for (const r of rows) if (!out.has(r.labelId)) out.set(r.labelId, r);
  return out;
}

/**
 * Before a save: the batch is the project's, the process a QC process; each line's label is the
 * project's (and batch's), was inspected at the process, and is on no other open order. Label number,
 * product code, counts and disposition are filled in; a line keeps the label state it was added with.
 */
async function prepare(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], before?: DocumentWithLines) {
  const { tenantId } = needFactory(ctx);
  await nameProjectAndBatch(tx, ctx, head);
  const process = (await loadProcesses(tx, ctx, [head.processId as string], false)).get(head.processId as string)!;
  if (process.isQc !== true) throw badRequest(M.notQcProcess, ['processId']);
  if (before) {
    head.isForced = before.head.isForced;
    head.sourceQcOrderId = before.head.sourceQcOrderId;
    head.sourceQcOrderNo = before.head.sourceQcOrderNo;
  }
  const ids = lines.map((l) => l.labelId as string);
  if (!ids.length) return;
  const labels = await tx
    .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, projectId: cadLabels.projectId, batchId: cadLabels.batchId, state: cadLabels.state, code: cadProducts.code })
    .from(cadLabels)
    .leftJoin(cadProducts, and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId)))
    .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.factoryId, ctx.factoryId!), inArray(cadLabels.id, ids)));
  const byId = new Map(labels.map((l) => [l.id, l]));
  const inspected = await latestQcLogs(tx, ctx, head.processId as string, ids);
  const taken = await labelsOnOpenOrders(tx, ctx, ids, before?.head.id as string | undefined);
  const kept = new Map((before?.lines ?? []).map((l) => [l.labelId as string, l.labelState as number]));
  lines.forEach((l, i) => {
    const label = byId.get(l.labelId as string);
    if (!label) throw badRequest(M.labelMissing(i + 1), ['lines', String(i), 'labelId']);
    if (label.projectId !== head.projectId || (head.batchId && label.batchId !== head.batchId)) throw badRequest(M.labelNotInProject(i + 1, label.labelNo), ['lines', String(i), 'labelId']);
    if (!inspected.has(label.id)) throw badRequest(M.labelNotInspected(label.labelNo, String(process.name)), ['lines', String(i), 'labelId']);
    const other = taken.get(label.id);
    if (other) throw badRequest(M.labelOnOtherOrder(label.labelNo, other), ['lines', String(i), 'labelId']);
    Object.assign(l, { labelNo: label.labelNo, productCode: label.code ?? null, labelState: kept.get(label.id) ?? label.state, ...lineFigures(l.result as number | null) });
  });
}

/**
 * Approval (also forced, and after a re-approval): every label must still be as the line knew it;
 * each label takes the state of its line's result (a forced order's lines without result pass), the
 * lines remember it, and the QC logs they came from point at the order.
 */
async function approveWith(tx: Tx, ctx: RequestContext, doc: DocumentWithLines, forced: boolean) {
  const tenantId = ctx.tenantId!;
  if (!doc.lines.length) throw businessError(M.emptyOrder, 'QcOrderEmpty');
  if (!forced) doc.lines.forEach((l, i) => {
    if (!l.result) throw businessError(M.missingResult(i + 1), 'QcOrderResult');
  });
  const ids = doc.lines.map((l) => l.labelId as string);
  const labels = new Map((await tx.select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state }).from(cadLabels).where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, ids)))).map((l) => [l.id, l]));
  for (const l of doc.lines) {
    const label = labels.get(l.labelId as string)!;
    const was = Number(l.labelState);
    if ((label.state & ~BLOCK) !== (was & ~BLOCK)) throw businessError(M.labelChanged(label.labelNo, labelStateName(was), labelStateName(label.state)), 'QcOrderLabelChanged');
  }
  for (const l of doc.lines) {
    const label = labels.get(l.labelId as string)!;
    const result = (l.result as number | null) ?? QcResult.qualified;
    const state = (label.state & BLOCK) | stateAfter(result);
    await tx.update(cadLabels).set({ state }).where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.id, label.id)));
    await tx
      .update(qcOrderLines)
      .set({ result, labelState: state, ...lineFigures(result) })
      .where(and(eq(QOL.tenantId, tenantId), eq(QOL.id, l.id as string)));
  }
  const latest = await latestQcLogs(tx, ctx, doc.head.processId as string, ids);
  const logIds = [...latest.values()].map((x) => x.id);
  if (logIds.length) await tx.update(qcLogs).set({ qcOrderId: doc.head.id as string }).where(and(eq(qcLogs.tenantId, tenantId), inArray(qcLogs.id, logIds)));
  if (forced) await tx.update(qcOrders).set({ isForced: true }).where(and(eq(QO.tenantId, tenantId), eq(QO.id, doc.head.id as string)));
}

export const qcOrderHooks: DocumentHooks = {
  prepare,
  effects: {
    approve: (tx, ctx, doc) => approveWith(tx, ctx, doc, false),
    forceApprove: (tx, ctx, doc) => approveWith(tx, ctx, doc, true),
  },
};

