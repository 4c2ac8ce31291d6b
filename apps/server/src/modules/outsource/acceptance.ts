import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { DocStatus, idList, LabelLogAuditState, LabelState, labelStateName, localToday, OUTSOURCE_OUT_ACCEPTABLE, ScanClientType, outsourceMessages as M, type OutsourceToAcceptLine } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadLabels, cadProducts } from '../cad/schema.ts';
import { labelLogs as LL } from '../produce/label-log-schema.ts';
import { P, processes } from '../produce/schema.ts';
import { NO_MEASURE, priceScan } from '../produce/scan-price.ts';
import { stepRows } from '../produce/steps.ts';
import { outsourceAcceptanceLines, outsourceAcceptances, outsourceOutLines, outsourceOuts, WF, WFL, WY, WYL } from './outsource-schema.ts';
import { isOutsourced, round2, syncOut } from './out.ts';
import { setLabelState } from '../cad/label-state.ts';
import { labelPiece } from '../cad/labels.ts';

/** An out of the caller's factory that acceptances may be made from (approved or partially accepted), locked when asked. */
export async function acceptableOut(tx: Tx, ctx: RequestContext, outId: string, lock = false) {
  const { tenantId, factoryId } = needFactory(ctx);
  const q = tx
    .select()
    .from(outsourceOuts)
    .where(and(eq(WF.tenantId, tenantId), eq(WF.factoryId, factoryId), eq(WF.id, outId), eq(WF.isDeleted, false), inArray(WF.status, [...OUTSOURCE_OUT_ACCEPTABLE])));
  const [out] = (lock ? await q.for('update') : await q) as Record<string, unknown>[];
  return out ?? null;
}

/** What live acceptances (not voided, not deleted; not `exceptId`) took of each out line: the pieces that came back (a short one may still come). */
async function takenByLine(tx: Tx, tenantId: string, outLineIds: string[], exceptId?: string) {
  if (!outLineIds.length) return new Map<string, number>();
  const rows = (await tx
    .select({ lineId: WYL.outLineId, n: sql<string>`coalesce(sum(${WYL.qualifiedQty} + ${WYL.unqualifiedQty}), 0)` })
    .from(outsourceAcceptanceLines)
    .innerJoin(outsourceAcceptances, and(eq(WY.tenantId, WYL.tenantId), eq(WY.id, WYL.docId)))
    .where(and(eq(WYL.tenantId, tenantId), inArray(WYL.outLineId, outLineIds), eq(WY.isDeleted, false), ne(WY.status, DocStatus.voided), exceptId ? ne(WY.id, exceptId) : undefined))
    .groupBy(WYL.outLineId)) as { lineId: string; n: string }[];
  return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
}

/** The out's lines with what still waits for acceptance (GET /acceptance/to-accept/{outId}). */
export async function toAccept(tx: Tx, ctx: RequestContext, outId: string, exceptId?: string): Promise<OutsourceToAcceptLine[]> {
  const tenantId = ctx.tenantId!;
  const lines = (await tx
    .select()
    .from(outsourceOutLines)
    .where(and(eq(WFL.tenantId, tenantId), eq(WFL.docId, outId)))
    .orderBy(WFL.sort)) as Record<string, unknown>[];
  const taken = await takenByLine(tx, tenantId, lines.map((l) => l.id as string), exceptId);
  return lines.map((l) => {
    const acceptableQty = Number(l.acceptableQty ?? l.qty);
    const t = taken.get(l.id as string) ?? 0;
    return {
      outLineId: l.id as string,
      labelId: l.labelId as string,
      labelNo: l.labelNo as string,
      productCode: (l.productCode as string | null) ?? null,
      qty: Number(l.qty),
      acceptableQty,
      taken: t,
      acceptedQty: Number(l.acceptedQty ?? 0),
      remaining: Math.max(acceptableQty - t, 0),
      unitPrice: Number(l.unitPrice ?? 0),
      amount: Number(l.amount ?? 0),
    };
  });
}

/**
 * Before a save: the out is approved (or partially accepted) and the factory's; each line is one of
 * its lines and, with the other live acceptances, takes no more than was sent (and redone) and has
 * not come back yet — else "验收数量超过发出数量". A short piece stays open: it may be accepted when it turns up. The line's price per piece is the out line's; its amount is qualified × price
 * less the deduction; the head carries the out's number, supplier, project and the total amount.
 */
async function prepare(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], before?: DocumentWithLines) {
  const out = await acceptableOut(tx, ctx, head.outId as string, true);
  if (!out) throw badRequest(M.outMissing, ['outId']);
  Object.assign(head, { outNo: out.docNo, supplierId: out.supplierId, supplierName: out.supplierName, projectName: out.projectName });
  const open = new Map((await toAccept(tx, ctx, out.id as string, before?.head.id as string | undefined)).map((l) => [l.outLineId, l]));
  let total = 0;
  lines.forEach((l, i) => {
    const o = open.get(l.outLineId as string);
    if (!o) throw badRequest(M.outLineMissing(i + 1), ['lines', String(i), 'outLineId']);
    const [q, u, s] = [Number(l.qualifiedQty ?? 0), Number(l.unqualifiedQty ?? 0), Number(l.shortQty ?? 0)];
    const acceptQty = q + u + s;
    if (acceptQty > o.remaining) throw badRequest(M.overSent(i + 1, o.labelNo, o.remaining), ['lines', String(i), 'qualifiedQty']);
    const piece = o.qty ? o.amount / o.qty : 0;
    const amount = round2(q * piece - Number(l.deductAmount ?? 0));
    if (amount < 0) throw badRequest(M.deductOverAmount(i + 1), ['lines', String(i), 'deductAmount']);
    total += amount;
    Object.assign(l, { labelId: o.labelId, labelNo: o.labelNo, productCode: o.productCode, qualifiedQty: q, unqualifiedQty: u, shortQty: s, acceptQty, unitPrice: round2(piece), amount, deductAmount: Number(l.deductAmount ?? 0) });
  });
  head.amount = round2(total);
}

/**
 * Outsourced work recorded as the label log of each outsourced process: no worker and no piece
 * amount (the supplier is paid through the acceptance), approved, marked as outsourced. A process
 * the label was already reported at keeps its report (the one-report rule).
 */
export async function recordOutsourcedWork(
  tx: Tx,
  ctx: { tenantId: string; factoryId: string; userId: string | null },
  label: { id: string; labelNo: string; productId: string; projectId: string; batchId: string },
  processIds: string[],
  remark: string,
  at: Date,
) {
  const procs = (await tx.select().from(processes).where(and(eq(P.tenantId, ctx.tenantId), inArray(P.id, processIds)))) as Record<string, unknown>[];
  const [product] = await tx.select().from(cadProducts).where(and(eq(cadProducts.tenantId, ctx.tenantId), eq(cadProducts.id, label.productId)));
  for (const p of procs) {
    const performanceField = Number(p.performanceField ?? 1);
    const { measureValue } = priceScan(performanceField, product ?? NO_MEASURE, 0, false, 0);
    await tx
      .insert(LL)
      .values({
        tenantId: ctx.tenantId,
        factoryId: ctx.factoryId,
        ...labelPiece(label),
        processId: p.id as string,
        equipmentId: null,
        clientType: ScanClientType.outsource,
        employeeIds: [],
        qty: 1,
        performanceField,
        measureValue,
        unitPrice: 0,
        amount: 0,
        isRework: false,
        isRetroactive: false,
        scanTime: at,
        shiftDate: localToday(at),
        auditState: LabelLogAuditState.approved,
        auditorId: ctx.userId,
        auditTime: at,
        remark: remark.slice(0, 200),
        creatorId: ctx.userId,
      })
      .onConflictDoNothing({
        target: [LL.tenantId, LL.labelId, LL.processId],
        where: sql`${LL.isRework} = false and ${LL.isDeleted} = false and ${LL.auditState} <> 4`,
      });
  }
}

/** Where a label stands after its outsourced processes: waiting for QC when the next step of its route is a QC process, else in process. */
export async function stateAfterOutsourcing(tx: Tx, tenantId: string, label: { projectId: string; batchId: string; productId: string }, processIds: string[]) {
  const steps = (await stepRows(tx, tenantId, [label.projectId], label.batchId)).filter((s) => !s.productIds?.length || s.productIds.includes(label.productId));
  const last = steps.reduce((at, s, i) => (processIds.includes(s.processId) ? i : at), -1);
  const next = last >= 0 ? steps.slice(last + 1).find((s) => !processIds.includes(s.processId)) : undefined;
  if (!next) return LabelState.inProcess;
  const [p] = (await tx.select({ isQc: P.isQc }).from(processes).where(and(eq(P.tenantId, tenantId), eq(P.id, next.processId)))) as { isQc: boolean | null }[];
  return p?.isQc ? LabelState.waitingQc : LabelState.inProcess;
}

/**
 * Approval: the out still takes acceptances; the qualified labels have their outsourced processes
 * recorded as done and return to the floor (waiting QC or in process by their route); unqualified
 * and short pieces stay outsourced (awaiting a back, or missing); the out's progress follows.
 */
export async function approveAcceptance(tx: Tx, ctx: RequestContext, doc: DocumentWithLines, at = new Date()) {
  const { tenantId, factoryId } = needFactory(ctx);
  const out = await acceptableOut(tx, ctx, doc.head.outId as string, true);
  if (!out) throw businessError(M.outMissing, 'OutsourceOutState');
  const processIds = idList(out.processIds);
  const passed = doc.lines.filter((l) => Number(l.qualifiedQty) > 0);
  const ids = passed.map((l) => l.labelId as string);
  const labels = ids.length
    ? ((await tx
        .select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state, productId: cadLabels.productId, projectId: cadLabels.projectId, batchId: cadLabels.batchId })
        .from(cadLabels)
        .where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, ids)))
        .for('update')) as { id: string; labelNo: string; state: number; productId: string; projectId: string; batchId: string }[])
    : [];
  for (const l of labels) if (!isOutsourced(l.state)) throw businessError(M.notOutsourced(l.labelNo, labelStateName(l.state)), 'OutsourceLabelState');
  const remark = `委外加工：${String(out.supplierName)}，验收单${String(doc.head.docNo)}`;
  for (const l of labels) {
    await recordOutsourcedWork(tx, { tenantId, factoryId, userId: ctx.userId ?? null }, l, processIds, remark, at);
    await setLabelState(tx, tenantId, [l.id], await stateAfterOutsourcing(tx, tenantId, l, processIds));
  }
  await syncOut(tx, tenantId, out.id as string);
}

export const outsourceAcceptanceHooks: DocumentHooks = {
  prepare,
  effects: {
    submit: async (_tx, _ctx, doc) => {
      if (!doc.lines.length) throw businessError('委外验收单没有明细，不能提交', 'OutsourceAcceptanceEmpty');
    },
    approve: (tx, ctx, doc) => approveAcceptance(tx, ctx, doc),
  },
};
