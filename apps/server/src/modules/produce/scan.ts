import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  employeeResource,
  EquipmentType,
  LabelLogAuditState,
  LabelState,
  localToday,
  NormalState,
  PlanStatus,
  ProduceState,
  ScanClientType,
  scanMessages as M,
  qcMessages,
  type LabelScanInput,
  type QcResultFields,
  type ScanPreview,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest } from '../../core/http/errors.ts';
import { checkRefs } from '../../core/resource/refs.ts';
import { needFactory } from '../cad/project-service.ts';
import { cadBatches, cadLabels, cadProducts, cadProjects } from '../cad/schema.ts';
import { priorityProcessCosts } from '../basic/schema.ts';
import { employees } from '../identity/schema.ts';
import { equipmentLogs, PL, productionPlans } from './schema.ts';
import { labelLogs as LL, labelProgress as LP } from './label-log-schema.ts';
import { assertTerminalCanScan } from './terminal.ts';
import { loadProcesses, stepRows } from './steps.ts';
import { syncPlanStates } from './plan-state.ts';
import { round2, round4 } from './progress.ts';
import { priceScan } from './scan-price.ts';
import { svgDataUrl } from '../cad/thumbnail-url.ts';
import { PASSED, writeQcLog } from '../quality/qc-log-write.ts';
import { reworkScanned } from '../quality/rework.ts';
import { liveOf } from '../../core/db/live.ts';

/** A scan sent this long after it was made counts as retroactive (made offline, sent later). */
const LATE_MS = 5 * 60_000;
/** Clocks of terminals drift: a scan time this far ahead of the server is still taken as now. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The label number a QR text names. A label's QR payload is `labelNo|tenant short id` (cad/labels.ts);
 * a bare label number (typed by a USB scanner from the printed text) is taken as this space's.
 */
export function parseQr(text: string, tenantId: string): string {
  const parts = text.split('|');
  const labelNo = parts[0]?.trim() ?? '';
  // a label number is never empty, the payload has one separator, and a space's short id is 8 hex digits
  if (parts.length > 2 || !labelNo || (parts.length === 2 && !/^[0-9a-f]{8}$/i.test(parts[1]!.trim()))) throw badRequest(M.unknownQr, ['qrText']);
  if (parts.length === 2 && parts[1]!.trim().toLowerCase() !== tenantId.slice(0, 8).toLowerCase()) throw badRequest(M.otherSpace, ['qrText']);
  return labelNo;
}

/**
 * The rows a scan is checked against — label, product, project and batch in one read, for the scan
 * is the floor's hottest call; for a write the label is locked so that two scans of it take turns.
 */
async function loadLabel(tx: Tx, ctx: RequestContext, labelNo: string, lock: boolean) {
  const { tenantId, factoryId } = needFactory(ctx);
  const byNo = tx
    .select({
      label: cadLabels,
      product: cadProducts,
      project: { id: cadProjects.id, name: cadProjects.name, normalState: cadProjects.normalState, produceState: cadProjects.produceState },
      batch: { batchNo: cadBatches.batchNo, produceState: cadBatches.produceState },
    })
    .from(cadLabels)
    .leftJoin(cadProducts, and(eq(cadProducts.tenantId, cadLabels.tenantId), eq(cadProducts.id, cadLabels.productId)))
    .leftJoin(cadProjects, and(eq(cadProjects.tenantId, cadLabels.tenantId), eq(cadProjects.id, cadLabels.projectId)))
    .leftJoin(cadBatches, and(eq(cadBatches.tenantId, cadLabels.tenantId), eq(cadBatches.id, cadLabels.batchId)))
    .where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.labelNo, labelNo)));
  const [row] = await (lock ? byNo.for('update', { of: cadLabels }) : byNo);
  const label = row?.label;
  if (!label || label.factoryId !== factoryId) throw badRequest(M.labelNotFound(labelNo), ['qrText']);
  if (label.state & LabelState.blocked) throw badRequest(M.labelBlocked(labelNo), ['qrText']);
  if (label.state & LabelState.scrapped) throw badRequest(M.labelScrapped(labelNo), ['qrText']);
  if (label.state & LabelState.shipped) throw badRequest(M.labelShipped(labelNo), ['qrText']);
  const { product, project } = row;
  if (!product || product.isDeleted) throw badRequest(M.productMissing(labelNo), ['qrText']);
  if (product.changeState === 4) throw badRequest(M.productCancelled(labelNo), ['qrText']);
  if (!project) throw badRequest(M.productMissing(labelNo), ['qrText']);
  if (project.normalState === NormalState.frozen) throw badRequest(M.projectFrozen(project.name), ['qrText']);
  return { label, product, project, batch: row.batch ?? { batchNo: '', produceState: ProduceState.producing } };
}

/** Scans of a label at a process that count: not deleted, not rejected (and, when asked, not rework). */
const countingAt = (tenantId: string, labelId: string, processId: string, nonRework: boolean) =>
  liveOf(
    LL,
    tenantId,
    eq(LL.labelId, labelId),
    eq(LL.processId, processId),
    ne(LL.auditState, LabelLogAuditState.rejected),
    nonRework ? eq(LL.isRework, false) : undefined,
  );

/**
 * Where the process requires it (mustFollowPrevious), the step before it on the label's route must
 * be done: completed as a step, or the label scanned there.
 */
async function checkOrder(tx: Tx, tenantId: string, label: { id: string; labelNo: string; projectId: string; batchId: string; productId: string }, process: { id: string; name: string }) {
  const steps = (await stepRows(tx, tenantId, [label.projectId], label.batchId)).filter(
    (s) => !s.productIds.length || s.productIds.includes(label.productId),
  );
  const at = steps.findIndex((s) => s.processId === process.id);
  if (at < 0) throw badRequest(M.notOnRoute(label.labelNo, process.name), ['processId']);
  const prev = steps.slice(0, at).reverse().find((s) => s.processId !== process.id);
  if (!prev || prev.isCompleted) return;
  const [done] = await tx.select({ id: LL.id }).from(LL).where(countingAt(tenantId, label.id, prev.processId, false)).limit(1);
  if (!done) throw badRequest(M.outOfOrder(label.labelNo, prev.processName, process.name), ['processId']);
}

/** The rate of a process for one product: the highest-priority texture/thickness override, else the process's own. */
export async function rateFor(tx: Tx, tenantId: string, processId: string, product: { materialTextureId: string | null; thickness: number | null }, base: number) {
  if (!product.materialTextureId) return base;
  const t = product.thickness;
  const [o] = (await tx
    .select()
    .from(priorityProcessCosts)
    .where(
      and(
        sql`${priorityProcessCosts}.tenant_id = ${tenantId}`,
        sql`${priorityProcessCosts}.is_deleted = false`,
        sql`${priorityProcessCosts}.process_id = ${processId}`,
        sql`${priorityProcessCosts}.material_texture_id = ${product.materialTextureId}`,
        t == null ? undefined : sql`(${priorityProcessCosts}.thickness_from is null or ${priorityProcessCosts}.thickness_from <= ${t})`,
        t == null ? undefined : sql`(${priorityProcessCosts}.thickness_to is null or ${priorityProcessCosts}.thickness_to >= ${t})`,
      ),
    )
    .orderBy(sql`${priorityProcessCosts}.priority desc`)
    .limit(1)) as Record<string, unknown>[];
  return o ? Number(o.unitCost) : base;
}

/**
 * Every check of a scan (DOMAIN §2.5 label log): the terminal, the label, its product and project,
 * the workers, the one-report rule and the route order. Throws the first refusal in Chinese; answers
 * what the write needs. The scan page's preview runs it without the label lock and writes nothing.
 */
async function checkScan(tx: Tx, ctx: RequestContext, input: LabelScanInput, lock: boolean) {
  const { tenantId } = needFactory(ctx);
  const now = Date.now();
  const at = input.scanTime ? new Date(input.scanTime) : new Date(now);
  if (at.getTime() > now + CLOCK_SKEW_MS) throw badRequest(M.futureTime, ['scanTime']);
  const labelNo = parseQr(input.qrText, tenantId);
  const terminal = await assertTerminalCanScan(tx, ctx, input.equipmentId, { at, featureCode: 'scan-report', processId: input.processId });
  const process = (await loadProcesses(tx, ctx, [input.processId])).get(input.processId)!;
  const { label, product, project, batch } = await loadLabel(tx, ctx, labelNo, lock);
  await checkRefs(
    tx,
    ctx,
    {
      employeeIds: {
        label: '报工员工',
        target: employeeResource.basePath,
        missing: '报工员工不存在或已删除',
        where: { sql: sql`${employees}.enabled = true`, message: '报工员工中有已离职或停用的员工' },
      },
    },
    { employeeIds: input.employeeIds },
  );
  const processName = String(process.name);
  // a write need not look: its insert holds the one-report rule (the partial unique index) and says so
  if (!input.isRework && !lock) {
    const [dup] = await tx.select({ id: LL.id }).from(LL).where(countingAt(tenantId, label.id, input.processId, true)).limit(1);
    if (dup) throw badRequest(M.duplicate(labelNo, processName), ['qrText']);
  }
  if (process.mustFollowPrevious === true) await checkOrder(tx, tenantId, label, { id: input.processId, name: processName });
  return { at, isRetroactive: now - at.getTime() > LATE_MS, labelNo, terminal, process, processName, label, product, project, batch };
}

/** What the scan page shows before the worker confirms: the part, its drawing and where it stands on its route. */
export async function previewScan(tx: Tx, ctx: RequestContext, input: LabelScanInput): Promise<ScanPreview> {
  const { labelNo, processName, label, product, project, batch } = await checkScan(tx, ctx, input, false);
  const steps = (await stepRows(tx, label.tenantId, [label.projectId], label.batchId)).filter((s) => !s.productIds.length || s.productIds.includes(label.productId));
  const done = await tx
    .selectDistinct({ processId: LL.processId })
    .from(LL)
    .where(and(eq(LL.tenantId, label.tenantId), eq(LL.labelId, label.id), eq(LL.isDeleted, false), ne(LL.auditState, LabelLogAuditState.rejected)));
  const doneIds = new Set(done.map((d) => d.processId));
  const seen = new Set<string>();
  return {
    labelNo,
    labelState: label.state,
    processName,
    projectName: project.name,
    batchNo: batch.batchNo,
    productCode: product.code,
    productName: product.name,
    material: product.material,
    thickness: product.thickness,
    colorCode: product.colorCode,
    unfoldLength: product.unfoldLength,
    unfoldWidth: product.unfoldWidth,
    unfoldArea: round4(product.unfoldArea),
    bendCount: product.bendCount,
    remark: product.remark,
    thumbnailUrl: svgDataUrl(product.thumbnail),
    route: steps
      .filter((s) => !seen.has(s.processId) && !!seen.add(s.processId))
      .map((s) => ({ processId: s.processId, processName: s.processName, done: s.isCompleted || doneIds.has(s.processId), current: s.processId === input.processId })),
  };
}

/**
 * Whether a scan can change a plan's state, so that the plans' progress is summed only then: a
 * released plan of the project starts with its first scan; a running one can only complete when
 * this scan completed its product at its process (every product at every process is done then).
 */
async function mayMovePlans(tx: Tx, tenantId: string, label: { projectId: string; batchId: string; productId: string }, processId: string, quantity: number) {
  const live = await tx
    .selectDistinct({ status: PL.status })
    .from(productionPlans)
    .where(and(eq(PL.tenantId, tenantId), eq(PL.projectId, label.projectId), eq(PL.isDeleted, false), inArray(PL.status, [PlanStatus.released, PlanStatus.inProgress])));
  if (live.some((p) => p.status === PlanStatus.released)) return true;
  if (!live.length) return false;
  const [done] = await tx
    .select({ pieces: LP.pieces })
    .from(LP)
    .where(and(eq(LP.tenantId, tenantId), eq(LP.projectId, label.projectId), eq(LP.batchId, label.batchId), eq(LP.processId, processId), eq(LP.productId, label.productId)));
  return (done?.pieces ?? 0) >= quantity;
}

/**
 * One scan report: the checks above; freezes rate and amount; moves the label, batch, project and
 * plans. Any refusal throws before anything is written, and the caller's single transaction takes
 * the whole scan back if a later step fails. `via` names another source of the scan (a turnover note).
 * A scan at a QC process also writes its QC log: the inspector's result `qc`, or passed when none is given.
 */
export async function recordScan(tx: Tx, ctx: RequestContext, input: LabelScanInput, via?: { clientType: number }, qc?: QcResultFields) {
  const { tenantId, factoryId } = needFactory(ctx);
  const { at, isRetroactive, labelNo, terminal, process, processName, label, product, project, batch } = await checkScan(tx, ctx, input, true);
  if (qc && process.isQc !== true) throw badRequest(qcMessages.notQcProcess(processName), ['processId']);

  const unitPrice = await rateFor(tx, tenantId, input.processId, product, Number(process.unitPrice ?? 0));
  const priced = priceScan(Number(process.performanceField ?? 1), product, unitPrice, input.isRework, Number(process.reworkRateFactor ?? 0));

  const [row] = await tx
    .insert(LL)
    .values({
      tenantId,
      factoryId,
      labelId: label.id,
      labelNo,
      productId: label.productId,
      projectId: label.projectId,
      batchId: label.batchId,
      processId: input.processId,
      equipmentId: input.equipmentId,
      // a turnover note's scan is recorded as such (DOMAIN §2.5 clientType), else the terminal's kind
      clientType: via?.clientType ?? (terminal.equipmentType === EquipmentType.pda ? ScanClientType.pda : ScanClientType.ipc),
      employeeIds: input.employeeIds,
      qty: 1,
      performanceField: Number(process.performanceField ?? 1),
      measureValue: priced.measureValue,
      unitPrice,
      amount: priced.amount,
      isRework: input.isRework,
      isRetroactive,
      scanTime: at,
      shiftDate: localToday(at),
      auditState: LabelLogAuditState.pending,
      remark: input.remark ?? null,
      creatorId: ctx.userId,
    })
    // the partial unique index holds the one-report rule when two scans pass the check at once
    .onConflictDoNothing({
      target: [LL.tenantId, LL.labelId, LL.processId],
      where: sql`${LL.isRework} = false and ${LL.isDeleted} = false and ${LL.auditState} <> 4`,
    })
    .returning();
  if (!row) throw badRequest(M.duplicate(labelNo, processName), ['qrText']);

  // the first scan of a label, a batch, a project starts it; later scans leave them as they are
  if (label.state === LabelState.notStarted)
    await tx.update(cadLabels).set({ state: LabelState.inProcess }).where(and(eq(cadLabels.tenantId, tenantId), eq(cadLabels.id, label.id)));
  // a rework scan moves the label's rework orders on (and completes one whose every listed step is done)
  if (input.isRework) await reworkScanned(tx, ctx, label.id);
  const qcLog = process.isQc === true ? await writeQcLog(tx, ctx, { ...row, scanTime: row.scanTime }, label.state, qc ?? PASSED) : null;
  if (batch.produceState === ProduceState.notStarted)
    await tx
      .update(cadBatches)
      .set({ produceState: ProduceState.producing })
      .where(and(eq(cadBatches.tenantId, tenantId), eq(cadBatches.id, label.batchId), eq(cadBatches.produceState, ProduceState.notStarted)));
  if (project.produceState === ProduceState.notStarted)
    await tx
      .update(cadProjects)
      .set({ produceState: ProduceState.producing })
      .where(and(eq(cadProjects.tenantId, tenantId), eq(cadProjects.id, label.projectId), eq(cadProjects.produceState, ProduceState.notStarted)));
  if (await mayMovePlans(tx, tenantId, label, input.processId, product.quantity)) await syncPlanStates(tx, ctx, [label.projectId]);
  // the terminal's function log feeds the IPC / PDA statistics
  await tx.insert(equipmentLogs).values({
    tenantId,
    factoryId,
    equipmentId: input.equipmentId,
    featureCode: 'scan-report',
    action: 'scan',
    processId: input.processId,
    employeeId: input.employeeIds[0] ?? null,
    qty: 1,
    payload: { labelNo, labelLogId: row.id },
    isRetroactive,
    time: at,
    creatorId: ctx.userId,
  });
  return { ...row, processName, productCode: product.code, projectName: project.name, measureValue: round4(row.measureValue), amount: round2(row.amount), ...(qcLog ? { qcLogId: qcLog.id, qcResult: qcLog.result } : {}) };
}
