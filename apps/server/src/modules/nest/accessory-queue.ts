import { and, eq, sql } from 'drizzle-orm';
import type { OneDInput, OneDResult } from '@al/nest';
import { DEFAULT_NEST_COST_RULE, InternalDocType, OrderState, type AccessoryNestProgress, type NestCostBasis } from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { tenants } from '../saas/schema.ts';
import { logOrder } from './orders.ts';
import { failJob, finishJob } from './queue.ts';
import { nestClients, nestCostRules, nestJobs } from './schema.ts';
import { findAccessoryOrder, failAccessoryOrder } from './accessory-orders.ts';
import { accessoryNestCostLogs, accessoryNestOrderLines, accessoryNestOrders, accessoryNestResults } from './accessory-schema.ts';
import { checkBars, oneDInput, summariseBars, type AccessoryLine } from './accessory-solve.ts';
import { runOneD } from './accessory-run.ts';

const host = { tenantId: null, userId: null, factoryId: null };
const system = (tenantId: string) => ({ tenantId, userId: null, factoryId: null });
const asSystem = { userId: null, userName: '排版客户端' };
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
export async function claimAccessoryJob(db: Db, clientId: string): Promise<ClaimedAccessoryJob | null> {
  const claimed = await inScope(db, host, async (tx) => {
    const [client] = await tx.select().from(nestClients).where(eq(nestClients.id, clientId));
    if (!client) return null;
    const owner = client.ownerTenantId ? sql`and order_tenant_id = ${client.ownerTenantId}` : sql``;
    const rows = await tx.execute<{ id: string; order_tenant_id: string; order_id: string }>(sql`
      update nest_jobs set state = 'running', client_id = ${clientId}, claimed_at = now(), heartbeat_at = now()
      where id = (select id from nest_jobs where state = 'waiting' and kind = 'accessory' and not cancel_requested ${owner}
                  order by creation_time for update skip locked limit 1)
      returning id, order_tenant_id, order_id`);
    const row = ((rows as unknown as { rows?: unknown[] }).rows ?? rows) as { id: string; order_tenant_id: string; order_id: string }[];
    if (!row[0]) return null;
    await tx.update(nestClients).set({ currentJobId: row[0].id, lastHeartbeat: new Date() }).where(eq(nestClients.id, clientId));
    return row[0];
  });
  if (!claimed) return null;
  const tenantId = claimed.order_tenant_id;
  return inScope(db, system(tenantId), async (tx) => {
    const order = await findAccessoryOrder(tx, tenantId, claimed.order_id).catch(() => null);
    if (!order || order.orderState !== OrderState.pending) {
      await tx.update(nestJobs).set({ state: 'cancelled', finishedAt: new Date() }).where(eq(nestJobs.id, claimed.id));
      return null;
    }
    const lines = await orderLines(tx, tenantId, order.id);
    const O = accessoryNestOrders;
    await tx.update(O).set({ orderState: OrderState.processing, clientId, startTime: new Date(), progress: null }).where(and(eq(O.tenantId, tenantId), eq(O.id, order.id)));
    await logOrder(tx, { ...asSystem, tenantId }, order.id, { action: 'claim', from: OrderState.pending, to: OrderState.processing });
    return { jobId: claimed.id, tenantId, orderId: order.id, orderNo: order.orderNo, input: oneDInput(lines, order.parameter) };
  });
}

/**
 * A running accessory nest's report: it keeps the run alive (heartbeat) and is shown on the order
 * while it runs; the answer tells the client to stop when the run was stopped or cancelled.
 */
export async function reportAccessoryProgress(db: Db, clientId: string, jobId: string, p: AccessoryNestProgress): Promise<{ cancel: boolean }> {
  const job = await inScope(db, host, async (tx) => {
    const [j] = await tx.select().from(nestJobs).where(and(eq(nestJobs.id, jobId), eq(nestJobs.clientId, clientId)));
    if (!j) return null;
    await tx.update(nestJobs).set({ heartbeatAt: new Date() }).where(eq(nestJobs.id, jobId));
    await tx.update(nestClients).set({ lastHeartbeat: new Date() }).where(eq(nestClients.id, clientId));
    return j;
  });
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
  const job = await inScope(db, host, async (tx) => (await tx.select().from(nestJobs).where(and(eq(nestJobs.id, jobId), eq(nestJobs.clientId, clientId))))[0] ?? null);
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
      await failAccessoryOrder(tx, tenantId, order.id, `排版结果校验未通过：${violations.slice(0, 3).join('；')}`);
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
    const [rule] = await tx.select().from(nestCostRules).where(eq(nestCostRules.ruleTenantId, tenantId));
    const basis = (rule?.basis as NestCostBasis | undefined) ?? DEFAULT_NEST_COST_RULE.basis;
    const unitPrice = rule ? Number(rule.unitPrice) : DEFAULT_NEST_COST_RULE.unitPrice;
    const qty = basis === 'order' ? 1 : s.barCount;
    const amount = Math.round(qty * unitPrice * 100) / 100;
    const [tenant] = await tx.select({ quota: tenants.nestQuota }).from(tenants).where(eq(tenants.id, tenantId));
    const before = Number(tenant?.quota ?? 0);
    const after = Math.round((before - amount) * 100) / 100;
    await tx.update(tenants).set({ nestQuota: String(after) }).where(eq(tenants.id, tenantId));
    await tx.insert(accessoryNestCostLogs).values({ tenantId, orderId: order.id, orderNo: order.orderNo, clientId, basis, qty, unitPrice, amount, quotaBefore: before, quotaAfter: after });
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
    await logOrder(tx, { ...asSystem, tenantId }, order.id, {
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
