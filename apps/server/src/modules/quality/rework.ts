import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import { idList, LabelState, labelStateName, QcOrderStatus, QcResult, REWORK_LIVE, ReworkStatus, reworkMessages as M } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { setLabelState } from '../cad/label-state.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { needFactory, nameProjectAndBatch } from '../cad/project-service.ts';
import { cadLabels, cadProducts } from '../cad/schema.ts';
import { labelLogs as LL } from '../produce/label-log-schema.ts';
import { projectProcesses } from '../produce/schema.ts';
import { qcOrderLines, qcOrders, QO, QOL } from './qc-order-schema.ts';
import { reworkOrderLines, reworkOrders, RO, ROL } from './rework-schema.ts';

const BLOCK = LabelState.blocked;

/**
 * Before a save: project and batch; each label is the project's, unqualified now, on no other live
 * rework order, and — when the order comes from a QC order — one of that order's unqualified lines.
 */
async function prepare(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], before?: DocumentWithLines) {
  const { tenantId, factoryId } = needFactory(ctx);
  await nameProjectAndBatch(tx, ctx, head);
  let failed: Set<string> | null = null;
  head.qcOrderNo = null;
  if (head.qcOrderId) {
    const [order] = (await tx
      .select()
      .from(qcOrders)
      .where(and(eq(QO.tenantId, tenantId), eq(QO.factoryId, factoryId), eq(QO.id, head.qcOrderId as string), eq(QO.isDeleted, false), eq(QO.status, QcOrderStatus.approved)))) as Record<string, unknown>[];
    if (!order) throw badRequest(M.qcOrderMissing, ['qcOrderId']);
    head.qcOrderNo = order.docNo;
    const rows = (await tx.select({ labelId: QOL.labelId }).from(qcOrderLines).where(and(eq(QOL.tenantId, tenantId), eq(QOL.docId, order.id as string), eq(QOL.result, QcResult.unqualified)))) as { labelId: string }[];
    failed = new Set(rows.map((r) => r.labelId));
  }
  const ids = lines.map((l) => l.labelId as string);
  if (!ids.length) return;
  const labels = new Map(
    (
      await tx
        .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, projectId: cadLabels.projectId, batchId: cadLabels.batchId, state: cadLabels.state, code: cadProducts.code })
        .from(cadLabels)
        .leftJoin(cadProducts, and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId)))
        .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.factoryId, factoryId), inArray(cadLabels.id, ids)))
    ).map((l) => [l.id, l]),
  );
  const taken = new Map(
    (
      (await tx
        .select({ labelId: ROL.labelId, docNo: RO.docNo })
        .from(reworkOrderLines)
        .innerJoin(reworkOrders, and(eq(RO.tenantId, ROL.tenantId), eq(RO.id, ROL.docId)))
        .where(and(eq(ROL.tenantId, tenantId), eq(RO.isDeleted, false), inArray(RO.status, [...REWORK_LIVE]), inArray(ROL.labelId, ids), before ? ne(RO.id, before.head.id as string) : undefined))) as { labelId: string; docNo: string }[]
    ).map((r) => [r.labelId, r.docNo]),
  );
  lines.forEach((l, i) => {
    const label = labels.get(l.labelId as string);
    if (!label) throw badRequest(M.labelMissing(i + 1), ['lines', String(i), 'labelId']);
    if (label.projectId !== head.projectId || (head.batchId && label.batchId !== head.batchId)) throw badRequest(M.labelNotInProject(i + 1, label.labelNo), ['lines', String(i), 'labelId']);
    if (failed && !failed.has(label.id)) throw badRequest(M.notFailedLine(label.labelNo, String(head.qcOrderNo)), ['lines', String(i), 'labelId']);
    if ((label.state & ~BLOCK) !== LabelState.unqualified) throw badRequest(M.notUnqualified(label.labelNo, labelStateName(label.state)), ['lines', String(i), 'labelId']);
    const other = taken.get(label.id);
    if (other) throw badRequest(M.onOtherOrder(label.labelNo, other), ['lines', String(i), 'labelId']);
    if (!idList(l.reworkProcessIds).length) throw badRequest(M.processMissing(i + 1), ['lines', String(i), 'reworkProcessIds']);
    Object.assign(l, { labelNo: label.labelNo, productCode: label.code ?? null, qty: 1 });
  });
}

/** Approval: the labels (still unqualified) go to rework and the listed route steps of the project are open again. */
async function approve(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const tenantId = ctx.tenantId!;
  const ids = doc.lines.map((l) => l.labelId as string);
  const labels = await tx.select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state }).from(cadLabels).where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, ids)));
  for (const l of labels) if ((l.state & ~BLOCK) !== LabelState.unqualified) throw businessError(M.labelChanged(l.labelNo, labelStateName(l.state)), 'ReworkLabelChanged');
  await setLabelState(tx, tenantId, ids, LabelState.inRework);
  const processIds = [...new Set(doc.lines.flatMap((l) => idList(l.reworkProcessIds)))];
  if (processIds.length)
    await tx
      .update(projectProcesses)
      .set({ isCompleted: false, completedTime: null })
      .where(
        and(
          eq(projectProcesses.tenantId, tenantId),
          eq(projectProcesses.projectId, doc.head.projectId as string),
          inArray(projectProcesses.processId, processIds),
          eq(projectProcesses.isCompleted, true),
        ),
      );
}

/** Rework scans of the order's labels at its processes since it was approved. */
async function reworkScans(tx: Tx, tenantId: string, head: Record<string, unknown>, lines: Record<string, unknown>[]) {
  const since = head.auditTime as Date | null;
  const ids = lines.map((l) => l.labelId as string);
  if (!ids.length) return [];
  return tx
    .selectDistinct({ labelId: LL.labelId, labelNo: LL.labelNo, processId: LL.processId })
    .from(LL)
    .where(and(eq(LL.tenantId, tenantId), eq(LL.isRework, true), eq(LL.isDeleted, false), ne(LL.auditState, 4), inArray(LL.labelId, ids), since ? gte(LL.scanTime, since) : undefined));
}

/** De-approval: only while no rework scan was made; the labels are unqualified again. */
async function deApprove(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const tenantId = ctx.tenantId!;
  // the head passed here is the updated one: its approval time is the stored one before the update
  const [stored] = (await tx.select({ auditTime: RO.auditTime }).from(reworkOrders).where(and(eq(RO.tenantId, tenantId), eq(RO.id, doc.head.id as string)))) as { auditTime: Date | null }[];
  const scans = await reworkScans(tx, tenantId, { auditTime: stored?.auditTime ?? null }, doc.lines);
  if (scans.length) throw businessError(M.deApproveScanned(scans[0]!.labelNo), 'ReworkScanned');
  await setLabelState(tx, tenantId, doc.lines.map((l) => l.labelId as string), LabelState.unqualified);
}

/**
 * After a rework scan of a label: its live rework orders move to 返工中, and one whose every line has
 * a rework scan at every listed process is completed; its labels wait for QC again.
 */
export async function reworkScanned(tx: Tx, ctx: RequestContext, labelId: string) {
  const tenantId = ctx.tenantId!;
  const orders = (await tx
    .select({ id: RO.id, auditTime: RO.auditTime, status: RO.status })
    .from(reworkOrders)
    .innerJoin(reworkOrderLines, and(eq(ROL.tenantId, RO.tenantId), eq(ROL.docId, RO.id)))
    .where(and(eq(RO.tenantId, tenantId), eq(RO.isDeleted, false), inArray(RO.status, [ReworkStatus.approved, ReworkStatus.inRework]), eq(ROL.labelId, labelId)))) as { id: string; auditTime: Date | null; status: number }[];
  for (const o of orders) {
    const lines = (await tx.select().from(reworkOrderLines).where(and(eq(ROL.tenantId, tenantId), eq(ROL.docId, o.id)))) as Record<string, unknown>[];
    const done = new Set((await reworkScans(tx, tenantId, o, lines)).map((s) => `${s.labelId}:${s.processId}`));
    const complete = lines.every((l) => idList(l.reworkProcessIds).every((p) => done.has(`${l.labelId as string}:${p}`)));
    const status = complete ? ReworkStatus.completed : ReworkStatus.inRework;
    if (status !== o.status) await tx.update(reworkOrders).set({ status, lastModificationTime: new Date() }).where(and(eq(RO.tenantId, tenantId), eq(RO.id, o.id)));
    if (complete) await setLabelState(tx, tenantId, lines.map((l) => l.labelId as string), LabelState.waitingQc);
  }
}

export const reworkHooks: DocumentHooks = { prepare, effects: { approve, deApprove } };
