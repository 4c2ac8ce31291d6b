import { and, asc, eq, inArray } from 'drizzle-orm';
import { LabelLogAuditState, LabelState, localToday, QcResult, ScanClientType } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { cadLabels, cadProducts } from '../cad/schema.ts';
import { employees } from '../identity/schema.ts';
import { E, equipment, P, processes } from '../produce/schema.ts';
import { labelLogs } from '../produce/label-log-schema.ts';
import { priceScan } from '../produce/scan-price.ts';
import { rateFor } from '../produce/scan.ts';
import { seedDateLogDemo } from '../produce/date-log-demo.ts';
import { qcLogs } from './qc-log-schema.ts';
import { stateAfter } from './qc-log-write.ts';
import { demoBatch } from '../cad/demo.ts';
import { labelPiece } from '../cad/labels.ts';
import type { DemoIds } from '../../core/http/context.ts';

/** Yesterday's in-process inspection of the eight stud-welded demo labels: result, defect, description, responsible process and workers, deduction. */
const RESULTS: [number, number | null, string | null, string | null, string[], number][] = [
  [QcResult.qualified, null, null, null, [], 0],
  [QcResult.qualified, null, null, null, [], 0],
  [QcResult.unqualified, 1, '折弯模具压痕，正面划伤约3cm', '折弯', ['E002'], 5],
  [QcResult.qualified, null, null, null, [], 0],
  [QcResult.unqualified, 3, '长边短2mm，超出公差', '激光切割', ['E004', 'E001'], 0],
  [QcResult.concession, 2, '背面轻微凹坑，不影响外观，客户同意让步接收', '折弯', ['E002'], 0],
  [QcResult.scrap, 3, '折弯方向反，无法修复', '折弯', ['E002'], 20],
  [QcResult.qualified, null, null, null, [], 0],
];

/**
 * QC results on the demo project (佛山金融中心幕墙 第2批): the inspector 冯质检 checked yesterday, on
 * the QC PDA, the eight labels the scan demo took through stud welding — passes, two failures, a
 * concession and a scrap — so the QC pages, the scrap list and the board's pass rate show real rows.
 * Written as recordScan writes them (a scan at the QC process and its QC log, the label's new state).
 */
export async function seedQcDemo(tx: Tx, ids: DemoIds) {
  const batch = await demoBatch(tx, ids.tenantId, '第2批');
  if (!batch) return;
  const procs = new Map(((await tx.select().from(processes).where(eq(P.tenantId, ids.tenantId))) as Record<string, unknown>[]).map((p) => [p.name as string, p]));
  const qc = procs.get('质检');
  const welded = procs.get('焊螺柱');
  if (!qc || !welded) return;
  const scanned = await tx
    .selectDistinct({ labelId: labelLogs.labelId })
    .from(labelLogs)
    .where(and(eq(labelLogs.tenantId, ids.tenantId), eq(labelLogs.batchId, batch.id), eq(labelLogs.processId, welded.id as string)));
  if (!scanned.length) return;
  const labels = await tx
    .select()
    .from(cadLabels)
    .where(and(eq(cadLabels.tenantId, ids.tenantId), inArray(cadLabels.id, scanned.map((s) => s.labelId))))
    .orderBy(asc(cadLabels.labelNo))
    .limit(RESULTS.length);
  const products = new Map(
    (await tx.select().from(cadProducts).where(and(eq(cadProducts.tenantId, ids.tenantId), inArray(cadProducts.id, [...new Set(labels.map((l) => l.productId))])))).map((p) => [p.id, p]),
  );
  const staff = new Map(((await tx.select().from(employees)) as Record<string, unknown>[]).filter((e) => e.tenantId === ids.tenantId).map((e) => [e.jobNo as string, e.id as string]));
  const [pda] = await tx.select({ id: E.id }).from(equipment).where(and(eq(E.tenantId, ids.tenantId), eq(E.code, 'XF2401010-003')));
  const inspector = staff.get('E006');
  if (!inspector) return;
  for (const [i, label] of labels.entries()) {
    const product = products.get(label.productId);
    if (!product) continue;
    const [result, defectType, description, responsible, jobNos, deduct] = RESULTS[i]!;
    const at = new Date(Date.now() - 86_400_000);
    at.setHours(14 + Math.floor(i / 4), 5 + i * 6, 0, 0);
    const unitPrice = await rateFor(tx, ids.tenantId, qc.id as string, product, Number(qc.unitPrice ?? 0));
    const priced = priceScan(Number(qc.performanceField ?? 1), product, unitPrice, false, 0);
    const [scan] = await tx
      .insert(labelLogs)
      .values({
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        ...labelPiece(label),
        processId: qc.id as string,
        equipmentId: pda?.id ?? null,
        clientType: ScanClientType.pda,
        employeeIds: [inspector],
        qty: 1,
        performanceField: Number(qc.performanceField ?? 1),
        measureValue: priced.measureValue,
        unitPrice,
        amount: priced.amount,
        scanTime: at,
        shiftDate: localToday(at),
        auditState: LabelLogAuditState.pending,
        creatorId: ids.userId,
      })
      .returning();
    await tx.insert(qcLogs).values({
      tenantId: ids.tenantId,
      factoryId: ids.factoryId,
      ...labelPiece(label),
      processId: qc.id as string,
      labelLogId: scan!.id,
      inspectorId: inspector,
      result,
      defectType,
      description,
      responsibleProcessId: responsible ? ((procs.get(responsible)?.id as string | undefined) ?? null) : null,
      responsibleEmployeeIds: jobNos.map((j) => staff.get(j)).filter((x): x is string => !!x),
      deductAmount: deduct,
      time: at,
      shiftDate: localToday(at),
      creatorId: ids.userId,
    });
    await tx
      .update(cadLabels)
      .set({ state: (label.state & LabelState.blocked) | stateAfter(result) })
      .where(and(eq(cadLabels.tenantId, ids.tenantId), eq(cadLabels.id, label.id)));
  }
  // the produce demo's date log snapshot was taken before these scans: take it again so its reports include them
  await seedDateLogDemo(tx, ids);
}
