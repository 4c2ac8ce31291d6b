import { and, eq } from 'drizzle-orm';
import type { OneDInput, OneDResult } from '@al/nest';
import { InternalDocType, OrderState, type AccessoryNestProgress } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { asNestClient, chargeNest, failKindOrder, logOrder } from './kind.ts';
import { claimKindJob, failJob, finishJob, jobHeartbeat, runningJob } from './queue.ts';
import { findAccessoryOrder } from './accessory-orders.ts';
import { accessoryNestOrderLines, accessoryNestOrders, accessoryNestResults } from './accessory-schema.ts';
import { checkBars, oneDInput, summariseBars, type AccessoryLine } from './accessory-solve.ts';
import { runOneD } from './accessory-run.ts';

const host = { tenantId: null, userId: null, factoryId: null };
const system = (tenantId: string) => ({ tenantId, userId: null, factoryId: null });
/** The 1-D solver is bounded by its node budget; a run this long has gone wrong. */
export const ACCESSORY_RUN_LIMIT_MS = 60_000;

export interface ClaimedAccessoryJob {
  jobId: string;
  tenantId: string;
  orderId: string;
  orderNo: string;
  input: OneDInput;
}

async function orderLines(tx: Tx, tenantId: string, orderId: string): Promise<AccessoryLine[]> {
  const L = accessoryNestOrderLines;
  const rows = await tx.select().from(L).where(and(eq(L.tenantId, tenantId), eq(L.orderId, orderId)));
  return rows.map((r) => ({ id: r.id, productId: r.productId, code: r.code, length: Number(r.length), quantity: r.quantity }));
}

/** Gives the oldest waiting accessory run this client may serve (same rules and locking as panel runs). */
export const claimAccessoryJob = (db: Db, clientId: string): Promise<ClaimedAccessoryJob | null> =>
  claimKindJob(db, clientId, 'accessory', async (tx, order) => ({ input: oneDInput(await orderLines(tx, order.tenantId, order.id), order.parameter) }));

/**
 * A running accessory nest's report: it keeps the run alive (heartbeat) and is shown on the order
 * while it runs; the answer tells the client to stop when the run was stopped or cancelled.
 */
export async function reportAccessoryProgress(db: Db, clientId: string, jobId: string, p: AccessoryNestProgress): Promise<{ cancel: boolean }> {
  const job = await jobHeartbeat(db, clientId, jobId);
  if (!job || job.state !== 'running' || job.cancelRequested) return { cancel: true };
  const O = accessoryNestOrders;
  await inScope(db, system(job.orderTenantId), (tx) =>
    tx
      .update(O)
      .set({ progress: p })
      .where(and(eq(O.tenantId, job.orderTenantId), eq(O.id, job.orderId), eq(O.orderState, OrderState.processing))),
  );
  return { cancel: false };
}

/**
 * A finished 1-D layout: checked independently, stored as the order's result (to confirm, or
 * abnormal with the pieces left out), and charged against the tenant's nest quota, in one transaction.
 */
export async function completeAccessoryJob(db: Db, clientId: string, jobId: string, result: OneDResult, elapsedMs: number): Promise<{ accepted: boolean; message?: string }> {
  const job = await inScope(db, host, (tx) => runningJob(tx, jobId, clientId));
  if (!job || job.state !== 'running' || job.cancelRequested) {
    if (job) await finishJob(db, jobId, clientId, 'failed');
    return { accepted: false, message: '该排版任务已结束或已被取消' };
  }
  const tenantId = job.orderTenantId;
  const outcome = await inScope(db, system(tenantId), async (tx) => {
    const order = await findAccessoryOrder(tx, tenantId, job.orderId);
    if (order.orderState !== OrderState.processing) return { accepted: false, message: '订单已不在排版中' };
    const lines = await orderLines(tx, tenantId, order.id);
    const violations = checkBars(lines, order.parameter, result);
    if (violations.length) {
      await failKindOrder(tx, 'accessory', tenantId, order.id, `排版结果校验未通过：${violations.slice(0, 3).join('；')}`);
      return { accepted: false, message: '排版结果校验未通过' };
    }
    const s = summariseBars(lines, order.parameter, result);
    const resultNo = await nextDocNo(tx, tenantId, InternalDocType.accessoryNestResult);
    const [head] = await tx
      .insert(accessoryNestResults)
      .values({
        tenantId,
        orderId: order.id,
        resultNo,
        accessoryName: order.accessoryName,
        barLength: order.parameter.barLength,
        barCount: s.barCount,
        layoutCount: s.bars.length,
        pieceCount: s.pieceCount,
        barsLength: s.barsLength,
        partsLength: s.partsLength,
        offcutLength: s.offcutLength,
        utilisation: s.utilisation,
        lowerBound: s.lowerBound,
        optimal: s.optimal,
        bars: s.bars,
        elapsedMs: Math.round(elapsedMs),
      })
      .returning();
    // Charged like a panel nest: the tenant's rule, per order or per bar (bars have no area: m² counts bars).
    const amount = await chargeNest(tx, 'accessory', order, clientId, (basis) => (basis === 'order' ? 1 : s.barCount));
    const lost = [...order.lostProducts, ...s.lost];
    const to = s.lost.length ? OrderState.abnormal : OrderState.toConfirm;
    const O = accessoryNestOrders;
    await tx
      .update(O)
      .set({
        orderState: to,
        finishTime: new Date(),
        resultId: head!.id,
        cost: amount,
        lostProducts: lost,
        message: s.lost.length ? `${s.lost.reduce((n, l) => n + l.qty, 0)}段未能排入：${s.lost.map((l) => `${l.code}×${l.qty}`).join('、')}` : order.message,
      })
      .where(and(eq(O.tenantId, tenantId), eq(O.id, order.id)));
    await logOrder(tx, { ...asNestClient, tenantId }, order.id, {
      action: 'result',
      from: OrderState.processing,
      to,
      message: `${resultNo}：${s.barCount}根型材，利用率${(s.utilisation * 100).toFixed(2)}%`,
    });
    return { accepted: true };
  });
  await finishJob(db, jobId, clientId, outcome.accepted ? 'done' : 'failed');
  return outcome;
}

/** Claims one waiting accessory run and solves it in a worker thread; false when there was none. */
export async function runAccessoryJob(db: Db, clientId: string): Promise<boolean> {
  const job = await claimAccessoryJob(db, clientId);
  if (!job) return false;
  try {
    const { result, elapsedMs } = await runOneD(job.input, ACCESSORY_RUN_LIMIT_MS, (p) => reportAccessoryProgress(db, clientId, job.jobId, p));
    await completeAccessoryJob(db, clientId, job.jobId, result, elapsedMs);
  } catch (err) {
    await failJob(db, clientId, job.jobId, err instanceof Error ? err.message : String(err));
  }
  return true;
}
