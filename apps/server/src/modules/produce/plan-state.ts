import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { idList, PlanStatus, planStates, productionPlanDocument, statesInMask, type PlanProcessProgress } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { audit } from '../../core/audit/audit.ts';
import { P, PL, PLL, processes, productionPlanLines, productionPlans } from './schema.ts';
import { productsOf, round2, scannedWork, stepProgress, type ScanDone, type WorkProduct } from './progress.ts';
import { stepRows, type StepRow } from './steps.ts';
import { needFactory } from '../cad/project-service.ts';
import { liveOf } from '../../core/db/live.ts';

export type PlanRow = Record<string, unknown> & { id: string; projectId: string; processIds: string; status: number };

export interface PlanProgress {
  processes: PlanProcessProgress[];
  donePieces: number;
  doneArea: number;
  requiredPieces: number;
  percent: number;
  batchIds: string[];
}

/**
 * Progress of plans: per process of the plan, the pieces and area of its batches' products, done
 * where a completed route step covers them, else by the scans reported there.
 */
export async function plansProgress(tx: Tx, tenantId: string, plans: PlanRow[]): Promise<Map<string, PlanProgress>> {
  const out = new Map<string, PlanProgress>();
  if (!plans.length) return out;
  const lines = (await tx
    .select({ docId: PLL.docId, batchId: PLL.batchId })
    .from(productionPlanLines)
    .where(and(eq(PLL.tenantId, tenantId), inArray(PLL.docId, plans.map((p) => p.id))))) as { docId: string; batchId: string }[];
  const projectIds = [...new Set(plans.map((p) => p.projectId))];
  const products = await productsOf(tx, tenantId, projectIds);
  const scans = await scannedWork(tx, tenantId, projectIds);
  const steps = await stepRows(tx, tenantId, projectIds);
  const processIds = [...new Set(plans.flatMap((p) => idList(p.processIds)))];
  const names = new Map(
    processIds.length
      ? ((await tx
          .select({ id: P.id, name: P.name })
          .from(processes)
          .where(and(eq(P.tenantId, tenantId), inArray(P.id, processIds)))) as { id: string; name: string }[]).map((x) => [x.id, x.name])
      : [],
  );
  for (const plan of plans) {
    const batchIds = lines.filter((l) => l.docId === plan.id).map((l) => l.batchId);
    const mine = products.filter((p) => p.projectId === plan.projectId && batchIds.includes(p.batchId));
    const procs = idList(plan.processIds).map((processId) => ({
      processId,
      processName: names.get(processId) ?? '',
      ...processDone(mine, processId, steps.filter((s) => s.projectId === plan.projectId), scans),
    }));
    const requiredPieces = procs.reduce((s, p) => s + p.requiredPieces, 0);
    const donePieces = procs.reduce((s, p) => s + p.donePieces, 0);
    out.set(plan.id, {
      processes: procs,
      requiredPieces,
      donePieces,
      doneArea: round2(procs.reduce((s, p) => s + p.doneArea, 0)),
      percent: requiredPieces ? Math.round((donePieces / requiredPieces) * 100) : 0,
      batchIds,
    });
  }
  return out;
}

/** One process over some products: those under a completed route step are done, the rest by scans. */
export function processDone(products: WorkProduct[], processId: string, steps: StepRow[], scans: ScanDone[]) {
  const completed = steps.filter((s) => s.processId === processId && s.isCompleted);
  const covered = (p: WorkProduct) =>
    completed.some((s) => (!s.batchId || s.batchId === p.batchId) && (!s.productIds.length || s.productIds.includes(p.id)));
  const done = stepProgress(products.filter(covered), processId, true, []);
  const open = stepProgress(products.filter((p) => !covered(p)), processId, false, scans);
  return {
    requiredPieces: done.requiredPieces + open.requiredPieces,
    requiredArea: round2(done.requiredArea + open.requiredArea),
    donePieces: done.donePieces + open.donePieces,
    doneArea: round2(done.doneArea + open.doneArea),
  };
}

/** The plans of the caller's factory matching the list filters (dates: plans overlapping the range). */
export function planWhere(ctx: RequestContext, q: { projectId?: string; equipmentId?: string; status?: number; beginDate?: string; endDate?: string }): SQL | undefined {
  return liveOf(
    PL,
    ctx.tenantId!,
    eq(PL.factoryId, needFactory(ctx).factoryId),
    q.projectId ? eq(PL.projectId, q.projectId) : undefined,
    q.equipmentId ? eq(PL.equipmentId, q.equipmentId) : undefined,
    q.status ? inArray(PL.status, statesInMask(q.status, planStates).concat(-1)) : undefined,
    q.endDate ? lte(PL.planStart, q.endDate) : undefined,
    q.beginDate ? gte(PL.planEnd, q.beginDate) : undefined,
  );
}

/** The state a released plan's progress gives it: nothing done 2, something 4, everything 8. */
const stateOf = (p: PlanProgress) =>
  p.requiredPieces > 0 && p.donePieces >= p.requiredPieces ? PlanStatus.completed : p.donePieces > 0 ? PlanStatus.inProgress : PlanStatus.released;

/**
 * Moves the released plans of some projects along with their progress (DOMAIN §2.13: first scan
 * → in progress, all route steps done → completed; undoing a step moves them back). Drafts and
 * voided plans stay. Called after route steps change, and by the scan log after a scan.
 */
export async function syncPlanStates(tx: Tx, ctx: RequestContext, projectIds: string[]) {
  if (!projectIds.length) return;
  const live = [PlanStatus.released, PlanStatus.inProgress, PlanStatus.completed];
  const plans = (await tx
    .select()
    .from(productionPlans)
    .where(liveOf(PL, ctx.tenantId!, inArray(PL.projectId, projectIds), inArray(PL.status, live)))) as PlanRow[];
  const progress = await plansProgress(tx, ctx.tenantId!, plans);
  for (const plan of plans) {
    const to = stateOf(progress.get(plan.id)!);
    if (to === plan.status) continue;
    await tx
      .update(productionPlans)
      .set({ status: to, lastModificationTime: new Date(), concurrencyStamp: crypto.randomUUID() })
      .where(and(eq(PL.tenantId, ctx.tenantId!), eq(PL.id, plan.id)));
    await audit(tx, ctx, {
      module: 'produce',
      entityType: productionPlanDocument.entity,
      entityId: plan.id,
      action: 'progress',
      before: { docNo: plan.docNo, status: plan.status },
      after: { docNo: plan.docNo, status: to },
    });
  }
}
