import { and, asc, eq, inArray } from 'drizzle-orm';
import { localToday, QC_ORDER_DOC_TYPE, QcOrderStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { qcLogs } from './qc-log-schema.ts';
import { lineFigures } from './qc-order.ts';
import { qcOrderLines, qcOrders } from './qc-order-schema.ts';
import { type DemoIds, demoApproved } from '../../core/http/context.ts';

/**
 * Two QC orders over the QC demo's inspections: yesterday's approved order of the first five
 * (three passes and the two failures) and today's draft with the concession and the last pass, so the order
 * list, detail, log and failed-lines pages show real rows.
 */
export async function seedQcOrderDemo(tx: Tx, ids: DemoIds) {
  const logs = await tx
    .select({ log: qcLogs, state: cadLabels.state, code: cadProducts.code })
    .from(qcLogs)
    .innerJoin(cadLabels, and(eq(cadLabels.tenantId, qcLogs.tenantId), eq(cadLabels.id, qcLogs.labelId)))
    .leftJoin(cadProducts, and(eq(cadProducts.tenantId, qcLogs.tenantId), eq(cadProducts.id, qcLogs.productId)))
    .where(and(eq(qcLogs.tenantId, ids.tenantId), eq(qcLogs.factoryId, ids.factoryId)))
    .orderBy(asc(qcLogs.labelNo));
  if (logs.length < 7) return;
  const first = logs[0]!.log;
  const [project] = await tx.select({ name: cadProjects.name }).from(cadProjects).where(and(eq(cadProjects.tenantId, ids.tenantId), eq(cadProjects.id, first.projectId)));
  const [batch] = await tx.select({ batchNo: cadBatches.batchNo }).from(cadBatches).where(and(eq(cadBatches.tenantId, ids.tenantId), eq(cadBatches.id, first.batchId)));
  const order = async (status: number, rows: typeof logs, daysAgo: number) => {
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    const approved = status === QcOrderStatus.approved;
    const [head] = (await tx
      .insert(qcOrders)
      .values({
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        docNo: await nextDocNo(tx, ids.tenantId, QC_ORDER_DOC_TYPE, at),
        status,
        qcType: 1,
        projectId: first.projectId,
        projectName: project?.name ?? '',
        batchId: first.batchId,
        batchNo: batch?.batchNo ?? null,
        processId: first.processId,
        inspectorId: ids.userId,
        docDate: localToday(at),
        isForced: false,
        ...(approved ? demoApproved(ids.userId, at) : {}),
        creatorId: ids.userId,
        creationTime: at,
      })
      .returning()) as Record<string, unknown>[];
    await tx.insert(qcOrderLines).values(
      rows.map(({ log, state, code }, i) => ({
        tenantId: ids.tenantId,
        docId: head!.id as string,
        sort: i,
        labelId: log.labelId,
        labelNo: log.labelNo,
        productCode: code,
        result: log.result,
        defectType: log.defectType,
        responsibleProcessId: log.responsibleProcessId,
        remark: log.description,
        labelState: state,
        ...lineFigures(log.result),
      })),
    );
    if (approved)
      await tx
        .update(qcLogs)
        .set({ qcOrderId: head!.id as string })
        .where(and(eq(qcLogs.tenantId, ids.tenantId), inArray(qcLogs.id, rows.map((r) => r.log.id))));
  };
  await order(QcOrderStatus.approved, logs.slice(0, 5), 1);
  // the scrapped label is left out: it is done with
  await order(QcOrderStatus.draft, logs.slice(5).filter((r) => r.log.result !== 4), 0);
}
