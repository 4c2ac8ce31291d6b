import { and, asc, eq, inArray } from 'drizzle-orm';
import { LabelLogAuditState, LabelState, localToday, ProduceState, ScanClientType } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { demoContext, type DemoIds } from '../../core/http/context.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { employees } from '../identity/schema.ts';
import { E, equipment, P, processes } from './schema.ts';
import { labelLogs } from './label-log-schema.ts';
import { priceScan } from './scan-price.ts';
import { rateFor } from './scan.ts';
import { syncPlanStates } from './plan-state.ts';
import { demoBatch } from '../cad/demo.ts';
import { labelPiece } from '../cad/labels.ts';

/**
 * Four days of scan reports on the first labels of 佛山金融中心幕墙 第2批 (its cutting plan on LC-02 is
 * under way; 第1批 and 第3批 wait for their plans): cutting, then bending, then stud
 * welding, by the shop's workers (two of them sharing the cutting scans), the older days approved,
 * one scan rejected, the last ones pending, so the log, audit and report lists and the progress of
 * the project show real data. Rates are frozen as a scan would freeze them.
 */
export async function seedScanDemo(tx: Tx, ids: DemoIds) {
  const batch = await demoBatch(tx, ids.tenantId, '第2批');
  if (!batch) return;
  const labels = await tx
    .select()
    .from(cadLabels)
    .where(and(eq(cadLabels.tenantId, ids.tenantId), eq(cadLabels.batchId, batch.id), eq(cadLabels.factoryId, ids.factoryId)))
    .orderBy(asc(cadLabels.labelNo))
    .limit(24);
  if (!labels.length) return;
  const products = new Map(
    (await tx
      .select()
      .from(cadProducts)
      .where(and(eq(cadProducts.tenantId, ids.tenantId), inArray(cadProducts.id, [...new Set(labels.map((l) => l.productId))])))).map((p) => [p.id, p]),
  );
  const procs = new Map(((await tx.select().from(processes).where(eq(P.tenantId, ids.tenantId))) as Record<string, unknown>[]).map((p) => [p.name as string, p]));
  const staff = new Map(((await tx.select().from(employees)) as Record<string, unknown>[]).filter((e) => e.tenantId === ids.tenantId).map((e) => [e.jobNo as string, e.id as string]));
  const machines = new Map(((await tx.select().from(equipment).where(eq(E.tenantId, ids.tenantId))) as Record<string, unknown>[]).map((m) => [m.code as string, m.id as string]));
  const worker = (jobNo: string) => staff.get(jobNo);
  // process, labels (by index), first day offset, workers, terminal, client type
  const plan: [string, number, number, string[], string, number][] = [
    ['激光切割', 24, -4, ['E004', 'E001'], 'LC-01', ScanClientType.web],
    ['折弯', 16, -3, ['E002'], 'XF2401010-001', ScanClientType.ipc],
    ['焊螺柱', 8, -2, ['E002', 'E003'], 'XF2401010-001', ScanClientType.ipc],
  ];
  const rows: (typeof labelLogs.$inferInsert)[] = [];
  for (const [name, count, firstDay, jobNos, terminal, clientType] of plan) {
    const p = procs.get(name);
    const workers = jobNos.map(worker).filter((x): x is string => !!x);
    if (!p || !workers.length) continue;
    for (const [i, label] of labels.slice(0, count).entries()) {
      const product = products.get(label.productId);
      if (!product) continue;
      const dayOffset = firstDay + Math.floor(i / 8);
      const at = new Date(Date.now() + dayOffset * 86_400_000);
      at.setHours(8 + (i % 8), 10 + ((i * 7) % 45), 0, 0);
      const unitPrice = await rateFor(tx, ids.tenantId, p.id as string, product, Number(p.unitPrice ?? 0));
      const priced = priceScan(Number(p.performanceField ?? 1), product, unitPrice, false, 0);
      const rejected = name === '折弯' && i === 3;
      const auditState = rejected ? LabelLogAuditState.rejected : dayOffset <= -3 ? LabelLogAuditState.approved : LabelLogAuditState.pending;
      rows.push({
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        ...labelPiece(label),
        processId: p.id as string,
        equipmentId: machines.get(terminal) ?? null,
        clientType,
        employeeIds: workers,
        qty: 1,
        performanceField: Number(p.performanceField ?? 1),
        measureValue: priced.measureValue,
        unitPrice,
        amount: rejected ? 0 : priced.amount,
        scanTime: at,
        shiftDate: localToday(at),
        auditState,
        auditorId: auditState === LabelLogAuditState.pending ? null : ids.userId,
        auditTime: auditState === LabelLogAuditState.pending ? null : new Date(at.getTime() + 86_400_000),
        auditRemark: rejected ? '扫错工位，已在正确工位重新报工' : null,
        creatorId: ids.userId,
      });
    }
  }
  if (!rows.length) return;
  await tx.insert(labelLogs).values(rows);
  await tx
    .update(cadLabels)
    .set({ state: LabelState.inProcess })
    .where(and(eq(cadLabels.tenantId, ids.tenantId), inArray(cadLabels.id, [...new Set(rows.map((r) => r.labelId))]), eq(cadLabels.state, LabelState.notStarted)));
  await tx
    .update(cadBatches)
    .set({ produceState: ProduceState.producing })
    .where(and(eq(cadBatches.tenantId, ids.tenantId), inArray(cadBatches.id, [...new Set(rows.map((r) => r.batchId))]), eq(cadBatches.produceState, ProduceState.notStarted)));
  await tx
    .update(cadProjects)
    .set({ produceState: ProduceState.producing })
    .where(and(eq(cadProjects.tenantId, ids.tenantId), eq(cadProjects.id, batch.projectId), eq(cadProjects.produceState, ProduceState.notStarted)));
  const ctx = demoContext(ids);
  await syncPlanStates(tx, ctx, [batch.projectId]);
}
