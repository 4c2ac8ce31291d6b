import { and, asc, eq, inArray } from 'drizzle-orm';
import { LabelState, localToday, QcOrderStatus, QcResult, REWORK_DOC_TYPE, ReworkStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { cadLabels } from '../cad/schema.ts';
import { P, processes } from '../produce/schema.ts';
import { qcOrderLines, qcOrders, QO, QOL } from './qc-order-schema.ts';
import { reworkOrderLines, reworkOrders } from './rework-schema.ts';
import type { DemoIds } from '../../core/http/context.ts';

/** Which processes a defect sends a piece back through. */
const REDO: Record<number, string[]> = { 1: ['打磨', '喷涂'], 3: ['折弯'] };

/**
 * One rework round on the demo project: today's approved rework order of the two failed labels of
 * the demo's approved QC order, the scratched one back through grinding and painting, the short one
 * through bending; the labels are in rework until the rescans complete it.
 */
export async function seedReworkDemo(tx: Tx, ids: DemoIds) {
  const [order] = (await tx
    .select()
    .from(qcOrders)
    .where(and(eq(QO.tenantId, ids.tenantId), eq(QO.factoryId, ids.factoryId), eq(QO.status, QcOrderStatus.approved)))
    .limit(1)) as Record<string, unknown>[];
  if (!order) return;
  const failed = (await tx
    .select()
    .from(qcOrderLines)
    .where(and(eq(QOL.tenantId, ids.tenantId), eq(QOL.docId, order.id as string), eq(QOL.result, QcResult.unqualified)))
    .orderBy(asc(QOL.sort))) as Record<string, unknown>[];
  if (!failed.length) return;
  const procs = new Map(((await tx.select({ id: P.id, name: P.name }).from(processes).where(eq(P.tenantId, ids.tenantId))) as { id: string; name: string }[]).map((p) => [p.name, p.id]));
  const now = new Date();
  const [head] = (await tx
    .insert(reworkOrders)
    .values({
      tenantId: ids.tenantId,
      factoryId: ids.factoryId,
      docNo: await nextDocNo(tx, ids.tenantId, REWORK_DOC_TYPE, now),
      status: ReworkStatus.approved,
      qcOrderId: order.id,
      qcOrderNo: order.docNo,
      projectId: order.projectId,
      projectName: order.projectName,
      batchId: order.batchId,
      batchNo: order.batchNo,
      docDate: localToday(now),
      auditorId: ids.userId,
      auditTime: now,
      creatorId: ids.userId,
    })
    .returning()) as Record<string, unknown>[];
  await tx.insert(reworkOrderLines).values(
    failed.map((l, i) => ({
      tenantId: ids.tenantId,
      docId: head!.id as string,
      sort: i,
      labelId: l.labelId,
      labelNo: l.labelNo,
      productCode: l.productCode,
      defectType: l.defectType,
      reworkProcessIds: (REDO[Number(l.defectType)] ?? ['打磨']).map((n) => procs.get(n)).filter(Boolean).join(','),
      responsibleProcessId: l.responsibleProcessId,
      deductAmount: l.defectType === 1 ? 5 : 0,
      estCost: l.defectType === 1 ? 18 : 6,
      qty: 1,
    })),
  );
  await tx
    .update(cadLabels)
    .set({ state: LabelState.inRework })
    .where(and(eq(cadLabels.tenantId, ids.tenantId), inArray(cadLabels.id, failed.map((l) => l.labelId as string))));
}
