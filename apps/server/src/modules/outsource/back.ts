import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { DocStatus, LabelState, labelStateName, outsourceMessages as M } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError } from '../../core/http/errors.ts';
import type { DocumentHooks, DocumentWithLines } from '../../core/document/routes.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadLabels } from '../cad/schema.ts';
import { outsourceAcceptanceLines, outsourceAcceptances, outsourceBackLines, outsourceBacks, WT, WTL, WY, WYL } from './outsource-schema.ts';
import { isOutsourced, syncOut } from './out.ts';
import { setLabelState } from '../cad/label-state.ts';

/** An approved acceptance of the caller's factory. */
export async function approvedAcceptance(tx: Tx, ctx: RequestContext, id: string) {
  const { tenantId, factoryId } = needFactory(ctx);
  const [acc] = (await tx
    .select()
    .from(outsourceAcceptances)
    .where(and(eq(WY.tenantId, tenantId), eq(WY.factoryId, factoryId), eq(WY.id, id), eq(WY.isDeleted, false), eq(WY.status, DocStatus.approved)))) as Record<string, unknown>[];
  return acc ?? null;
}

/** The acceptance's unqualified lines with what live backs (not `exceptId`) have not yet returned of each. */
export async function toReturn(tx: Tx, ctx: RequestContext, acceptanceId: string, exceptId?: string) {
  const tenantId = ctx.tenantId!;
  const lines = (await tx
    .select()
    .from(outsourceAcceptanceLines)
    .where(and(eq(WYL.tenantId, tenantId), eq(WYL.docId, acceptanceId), sql`${WYL.unqualifiedQty} > 0`))
    .orderBy(WYL.sort)) as Record<string, unknown>[];
  const ids = lines.map((l) => l.id as string);
  const backed = ids.length
    ? ((await tx
        .select({ lineId: WTL.acceptanceLineId, n: sql<string>`coalesce(sum(${WTL.qty}), 0)` })
        .from(outsourceBackLines)
        .innerJoin(outsourceBacks, and(eq(WT.tenantId, WTL.tenantId), eq(WT.id, WTL.docId)))
        .where(and(eq(WTL.tenantId, tenantId), inArray(WTL.acceptanceLineId, ids), eq(WT.isDeleted, false), ne(WT.status, DocStatus.voided), exceptId ? ne(WT.id, exceptId) : undefined))
        .groupBy(WTL.acceptanceLineId)) as { lineId: string; n: string }[])
    : [];
  const taken = new Map(backed.map((b) => [b.lineId, Number(b.n)]));
  return lines.map((l) => ({ line: l, remaining: Math.max(Number(l.unqualifiedQty) - (taken.get(l.id as string) ?? 0), 0) }));
}

/**
 * Before a save: the acceptance is approved and the factory's; each line is one of its unqualified
 * lines and, with the other live backs, returns no more than was found unqualified.
 */
async function prepare(tx: Tx, ctx: RequestContext, head: Record<string, unknown>, lines: Record<string, unknown>[], before?: DocumentWithLines) {
  const acc = await approvedAcceptance(tx, ctx, head.acceptanceId as string);
  if (!acc) throw badRequest(M.acceptanceMissing, ['acceptanceId']);
  Object.assign(head, { acceptanceNo: acc.docNo, outId: acc.outId, outNo: acc.outNo, supplierName: acc.supplierName, projectName: acc.projectName });
  const open = new Map((await toReturn(tx, ctx, acc.id as string, before?.head.id as string | undefined)).map((x) => [x.line.id as string, x]));
  lines.forEach((l, i) => {
    const x = open.get(l.acceptanceLineId as string);
    if (!x) throw badRequest(M.acceptanceLineMissing(i + 1), ['lines', String(i), 'acceptanceLineId']);
    if (Number(l.qty ?? 1) > x.remaining) throw badRequest(M.overUnqualified(i + 1, String(x.line.labelNo), x.remaining), ['lines', String(i), 'qty']);
    Object.assign(l, { outLineId: x.line.outLineId, labelId: x.line.labelId, labelNo: x.line.labelNo, productCode: x.line.productCode, qty: Number(l.qty ?? 1), redoRequired: l.redoRequired ?? true });
  });
}

/**
 * Approval: the pieces are with the outsourcer; a redo keeps the label outsourced and the out takes
 * another acceptance for it; without redo the label comes home to in-house rework.
 */
async function approve(tx: Tx, ctx: RequestContext, doc: DocumentWithLines) {
  const tenantId = ctx.tenantId!;
  if (!doc.lines.length) throw businessError('委外退回单没有明细，不能审核', 'OutsourceBackEmpty');
  const ids = doc.lines.map((l) => l.labelId as string);
  const labels = (await tx.select({ id: cadLabels.id, labelNo: cadLabels.labelNo, state: cadLabels.state }).from(cadLabels).where(and(eq(cadLabels.tenantId, tenantId), inArray(cadLabels.id, ids))).for('update')) as { id: string; labelNo: string; state: number }[];
  for (const l of labels) if (!isOutsourced(l.state)) throw businessError(M.notOutsourced(l.labelNo, labelStateName(l.state)), 'OutsourceLabelState');
  const home = doc.lines.filter((l) => l.redoRequired === false).map((l) => l.labelId as string);
  await setLabelState(tx, tenantId, home, LabelState.inRework);
  await syncOut(tx, tenantId, doc.head.outId as string);
}

export const outsourceBackHooks: DocumentHooks = {
  prepare,
  effects: {
    submit: async (_tx, _ctx, doc) => {
      if (!doc.lines.length) throw businessError('委外退回单没有明细，不能提交', 'OutsourceBackEmpty');
    },
    approve,
  },
};
