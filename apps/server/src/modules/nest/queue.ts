import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { checkResult, type NestProgress, type NestResult } from '@al/nest';
import { NEST_CLIENT_TIMEOUT_MS, OrderState, type NestCostBasis } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { engineInput, summarise, type OrderLineShape } from './layout.ts';
import {
  chargeNest,
  failKindOrder,
  findKindOrder,
  finishKindOrder,
  insertKindResult,
  setKindProgress,
  startKindOrder,
  type KindOrderRow,
  type NestKind,
} from './kind.ts';
import { nestClients, nestJobs, nestOrderLines, nestResultSheets } from './schema.ts';
import { rowsOf } from '../../core/db/rows.ts';

const system = (tenantId: string) => ({ tenantId, userId: null, factoryId: null });
const host = { tenantId: null, userId: null, factoryId: null };

export interface ClaimedJob {
  jobId: string;
  tenantId: string;
  orderId: string;
  orderNo: string;
  input: ReturnType<typeof engineInput>;
  timeLimitMs: number;
}

/**
 * Takes the oldest waiting run of the kind that the client may serve (a platform client any
 * tenant's, a tenant's client only that tenant's). Row locks with SKIP LOCKED keep two clients off one run.
 */
async function claimNextRun(db: Db, clientId: string, kind: NestKind): Promise<{ jobId: string; tenantId: string; orderId: string } | null> {
  return inScope(db, host, async (tx) => {
    const [client] = await tx.select().from(nestClients).where(eq(nestClients.id, clientId));
    if (!client) return null;
    const owner = client.ownerTenantId ? sql`and order_tenant_id = ${client.ownerTenantId}` : sql``;
    const rows = await tx.execute<{ id: string; order_tenant_id: string; order_id: string }>(sql`
      update nest_jobs set state = 'running', client_id = ${clientId}, claimed_at = now(), heartbeat_at = now()
      where id = (select id from nest_jobs where state = 'waiting' and kind = ${kind} and not cancel_requested ${owner}
                  order by creation_time for update skip locked limit 1)
      returning id, order_tenant_id, order_id`);
    const row = rowsOf<{ id: string; order_tenant_id: string; order_id: string }>(rows);
    if (!row[0]) return null;
    await tx.update(nestClients).set({ currentJobId: row[0].id, lastHeartbeat: new Date() }).where(eq(nestClients.id, clientId));
    return { jobId: row[0].id, tenantId: row[0].order_tenant_id, orderId: row[0].order_id };
  });
}

/**
 * The order of a claimed run, in its tenant's scope, or null when it is gone or no longer waits
 * (the run is then cancelled); otherwise the order is marked processing by the client.
 */
async function startClaimedRun<K extends NestKind>(tx: Tx, kind: K, run: { jobId: string; tenantId: string; orderId: string }, clientId: string) {
  const order = await findKindOrder(tx, kind, run.tenantId, run.orderId).catch(() => null);
  if (!order || order.orderState !== OrderState.pending) {
    await tx.update(nestJobs).set({ state: 'cancelled', finishedAt: new Date() }).where(eq(nestJobs.id, run.jobId));
    return null;
  }
  await startKindOrder(tx, kind, run.tenantId, order.id, clientId);
  return order;
}

/**
 * Gives the oldest waiting run of the kind to a client: the run, its order's number and what
 * `describe` makes of the order for the solver; null when none waits for this client.
 */
export async function claimKindJob<K extends NestKind, T>(db: Db, clientId: string, kind: K, describe: (tx: Tx, order: KindOrderRow<K>) => Promise<T>) {
  const claimed = await claimNextRun(db, clientId, kind);
  if (!claimed) return null;
  const tenantId = claimed.tenantId;
  return inScope(db, system(tenantId), async (tx) => {
    const order = await startClaimedRun(tx, kind, claimed, clientId);
    if (!order) return null;
    return { jobId: claimed.jobId, tenantId, orderId: order.id, orderNo: order.orderNo, ...(await describe(tx, order)) };
  });
}

/** Gives a waiting panel run to a client, with the engine's input. */
export const claimJob = (db: Db, clientId: string): Promise<ClaimedJob | null> =>
  claimKindJob(db, clientId, 'panel', async (tx, order) => {
    const lines = await orderLines(tx, order.tenantId, order.id);
    return { input: engineInput(lines, order.plates, order.parameter), timeLimitMs: order.parameter.timeLimitSeconds * 1000 };
  });

async function orderLines(tx: Tx, tenantId: string, orderId: string): Promise<OrderLineShape[]> {
  const rows = await tx
    .select()
    .from(nestOrderLines)
    .where(and(eq(nestOrderLines.tenantId, tenantId), eq(nestOrderLines.orderId, orderId)));
  return rows.map((r) => ({ id: r.id, productId: r.productId, code: r.code, quantity: r.quantity, shape: r.shape, area: Number(r.area) }));
}

export async function runningJob(tx: Tx, jobId: string, clientId: string) {
  const [job] = await tx.select().from(nestJobs).where(and(eq(nestJobs.id, jobId), eq(nestJobs.clientId, clientId)));
  return job ?? null;
}

/** A client's word that it still works on a run: its job row, or null when the run is not the client's. */
export async function jobHeartbeat(db: Db, clientId: string, jobId: string) {
  return inScope(db, host, async (tx) => {
    const j = await runningJob(tx, jobId, clientId);
    if (!j) return null;
    await tx.update(nestJobs).set({ heartbeatAt: new Date() }).where(eq(nestJobs.id, jobId));
    await tx.update(nestClients).set({ lastHeartbeat: new Date() }).where(eq(nestClients.id, clientId));
    return j;
  });
}

/**
 * A client's report on a run of the kind (null: only alive), kept on the order while it runs; the
 * answer tells the client to stop when the run was stopped or cancelled.
 */
export async function reportKindProgress<K extends NestKind>(db: Db, kind: K, clientId: string, jobId: string, progress: KindProgress<K> | null): Promise<{ cancel: boolean }> {
  const job = await jobHeartbeat(db, clientId, jobId);
  if (!job || job.state !== 'running' || job.cancelRequested) return { cancel: true };
  if (progress) await inScope(db, system(job.orderTenantId), (tx) => setKindProgress(tx, kind, job.orderTenantId, job.orderId, progress));
  return { cancel: false };
}
type KindProgress<K extends NestKind> = NonNullable<KindOrderRow<K>['progress']>;

/** A client's report of the best layout so far (null: only alive); the answer tells it whether to stop. */
export const reportProgress = (db: Db, clientId: string, jobId: string, p: NestProgress | null) =>
  reportKindProgress(db, 'panel', clientId, jobId, p && { utilisation: p.utilisation, sheets: p.sheets, elapsedMs: Math.round(p.elapsedMs), iterations: p.iterations });

/**
 * What a kind makes of a client's finished run: what its own checker finds wrong with it, or the
 * result it stored, how many units of the cost rule's basis it counts and what the order becomes.
 */
export type TakenRun<K extends NestKind> = { violations: string[] } | ({ violations?: undefined; qtyOf: (basis: NestCostBasis) => number } & Omit<Parameters<typeof finishKindOrder<K>>[4], 'cost'>);

/**
 * A client's finished run of the kind. The server checks it (`take`) before it takes it: a run
 * that fails the check leaves the order abnormal; a valid one becomes the order's result (to
 * confirm, or abnormal with what was left out) and is charged against the tenant's quota, in one
 * transaction. An upload for a run that has ended or was stopped is refused and ends the run.
 */
export async function completeKindJob<K extends NestKind>(
  db: Db,
  kind: K,
  clientId: string,
  jobId: string,
  take: (tx: Tx, order: KindOrderRow<K>) => Promise<TakenRun<K>>,
): Promise<{ accepted: boolean; message?: string }> {
  const job = await inScope(db, host, (tx) => runningJob(tx, jobId, clientId));
  if (!job || job.state !== 'running' || job.cancelRequested) {
    if (job?.state === 'running') await finishJob(db, jobId, clientId, 'failed');
    return { accepted: false, message: '该排版任务已结束或已被取消' };
  }
  const tenantId = job.orderTenantId;
  const outcome = await inScope(db, system(tenantId), async (tx) => {
    const order = await findKindOrder(tx, kind, tenantId, job.orderId);
    if (order.orderState !== OrderState.processing) return { accepted: false, message: '订单已不在排版中' };
    const taken = await take(tx, order);
    if (taken.violations) {
      await failKindOrder(tx, kind, tenantId, order.id, `排版结果校验未通过：${taken.violations.slice(0, 3).join('；')}`);
      return { accepted: false, message: '排版结果校验未通过' };
    }
    const cost = await chargeNest(tx, kind, order, clientId, taken.qtyOf);
    await finishKindOrder(tx, kind, tenantId, order.id, { ...taken, cost });
    return { accepted: true };
  });
  await finishJob(db, jobId, clientId, outcome.accepted ? 'done' : 'failed');
  return outcome;
}

/** A client's finished layout, checked by the independent checker; the nest is charged by sheets or plate area. */
export const completeJob = (db: Db, clientId: string, jobId: string, result: NestResult) =>
  completeKindJob(db, 'panel', clientId, jobId, async (tx, order) => {
    const tenantId = order.tenantId;
    const lines = await orderLines(tx, tenantId, order.id);
    const violations = checkResult(engineInput(lines, order.plates, order.parameter), result);
    if (violations.length) return { violations: violations.map((v) => v.message) };
    const s = summarise(result, lines, order.plates);
    const head = await insertKindResult(tx, 'panel', order, {
      thickness: order.thickness,
      materialName: order.materialName,
      sheetCount: s.sheetCount,
      layoutCount: s.layouts.length,
      plateArea: s.plateArea,
      partsArea: s.partsArea,
      remnantArea: s.remnantArea,
      utilisation: s.utilisation,
      cutLength: s.cutLength,
      pierceCount: s.pierceCount,
      elapsedMs: Math.round(result.elapsedMs),
    });
    if (s.layouts.length)
      await tx.insert(nestResultSheets).values(
        s.layouts.map((l, i) => ({
          tenantId,
          resultId: head.id,
          layoutNo: i + 1,
          plateName: l.plateName,
          width: l.width,
          length: l.length,
          repeat: l.repeat,
          utilisation: l.utilisation,
          placements: l.placements,
          offcut: l.offcut,
          partCount: l.partCount,
          cutLength: l.cutLength,
          pierceCount: l.pierceCount,
        })),
      );
    const lost = s.lost.map((l) => ({ productId: lines.find((x) => x.id === l.lineId)?.productId ?? null, code: l.code, qty: l.qty, reason: l.reason }));
    return {
      resultId: head.id,
      to: lost.length ? OrderState.abnormal : OrderState.toConfirm,
      qtyOf: (basis) => (basis === 'order' ? 1 : basis === 'sheet' ? s.sheetCount : s.plateArea),
      set: {
        lostProducts: lost,
        message: lost.length ? `${lost.reduce((n, l) => n + l.qty, 0)}件零件未能排入：${lost.map((l) => `${l.code}×${l.qty}`).join('、')}` : null,
        progress: { utilisation: s.utilisation, sheets: s.sheetCount, elapsedMs: Math.round(result.elapsedMs), iterations: result.iterations },
      },
      log: `${head.resultNo}：${s.sheetCount}张板，利用率${(s.utilisation * 100).toFixed(2)}%`,
    };
  });

export async function finishJob(db: Db, jobId: string, clientId: string | null, state: 'done' | 'failed') {
  await inScope(db, host, async (tx) => {
    await tx.update(nestJobs).set({ state, finishedAt: new Date() }).where(eq(nestJobs.id, jobId));
    if (clientId) await tx.update(nestClients).set({ currentJobId: null, lastHeartbeat: new Date() }).where(and(eq(nestClients.id, clientId), eq(nestClients.currentJobId, jobId)));
  });
}

/** A client's report that a run failed: the order becomes abnormal with the reason. */
export async function failJob(db: Db, clientId: string | null, jobId: string, message: string) {
  const job = await inScope(db, host, async (tx) => {
    const [j] = await tx.select().from(nestJobs).where(clientId ? and(eq(nestJobs.id, jobId), eq(nestJobs.clientId, clientId)) : eq(nestJobs.id, jobId));
    return j ?? null;
  });
  if (!job || job.state !== 'running') return;
  await inScope(db, system(job.orderTenantId), (tx) =>
    failKindOrder(tx, job.kind === 'accessory' ? 'accessory' : 'panel', job.orderTenantId, job.orderId, message),
  );
  await finishJob(db, jobId, clientId, 'failed');
}

/**
 * Runs whose client went silent (crashed, killed, network gone) past the timeout are failed, so
 * their orders become abnormal with a message instead of staying in processing forever.
 */
export async function sweepLostRuns(db: Db, now = new Date(), opts: { clientIds?: string[] } = {}): Promise<number> {
  const stale = await inScope(db, host, (tx) =>
    tx
      .select()
      .from(nestJobs)
      .where(
        and(
          eq(nestJobs.state, 'running'),
          opts.clientIds
            ? inArray(nestJobs.clientId, opts.clientIds)
            : or(isNull(nestJobs.heartbeatAt), lt(nestJobs.heartbeatAt, new Date(now.getTime() - NEST_CLIENT_TIMEOUT_MS))),
        ),
      ),
  );
  for (const job of stale) await failJob(db, null, job.id, '排版客户端失去联系，排版未完成，请重新提交');
  return stale.length;
}
