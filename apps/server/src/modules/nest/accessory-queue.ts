import { and, eq } from 'drizzle-orm';
import type { OneDInput, OneDResult } from '@al/nest';
import { OrderState, type AccessoryNestProgress } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { claimKindJob, completeKindJob, failJob, reportKindProgress } from './queue.ts';
import { accessoryNestOrderLines } from './accessory-schema.ts';
import { insertKindResult } from './kind.ts';
import { checkBars, oneDInput, summariseBars, type AccessoryLine } from './accessory-solve.ts';
import { runOneD } from './accessory-run.ts';

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
export const reportAccessoryProgress = (db: Db, clientId: string, jobId: string, p: AccessoryNestProgress) => reportKindProgress(db, 'accessory', clientId, jobId, p);

/**
 * A finished 1-D layout, checked independently; charged like a panel nest by the tenant's rule, per
 * order or per bar (bars have no area: m² counts bars).
 */
export const completeAccessoryJob = (db: Db, clientId: string, jobId: string, result: OneDResult, elapsedMs: number) =>
  completeKindJob(db, 'accessory', clientId, jobId, async (tx, order) => {
    const tenantId = order.tenantId;
    const lines = await orderLines(tx, tenantId, order.id);
    const violations = checkBars(lines, order.parameter, result);
    if (violations.length) return { violations };
    const s = summariseBars(lines, order.parameter, result);
    const head = await insertKindResult(tx, 'accessory', order, {
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
    });
    return {
      resultId: head.id,
      to: s.lost.length ? OrderState.abnormal : OrderState.toConfirm,
      qtyOf: (basis) => (basis === 'order' ? 1 : s.barCount),
      set: {
        lostProducts: [...order.lostProducts, ...s.lost],
        message: s.lost.length ? `${s.lost.reduce((n, l) => n + l.qty, 0)}段未能排入：${s.lost.map((l) => `${l.code}×${l.qty}`).join('、')}` : order.message,
      },
      log: `${head.resultNo}：${s.barCount}根型材，利用率${(s.utilisation * 100).toFixed(2)}%`,
    };
  });

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
