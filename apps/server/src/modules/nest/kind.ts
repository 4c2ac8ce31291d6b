import { and, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_NEST_COST_RULE,
  InternalDocType,
  NEST_QUOTA_ERROR_CODE,
  nestUserTransitions,
  OrderState,
  orderStateLabels,
  type NestCostBasis,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { businessError, notFound } from '../../core/http/errors.ts';
import { audit } from '../../core/audit/audit.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { tenants } from '../saas/schema.ts';
import { nestCostLogs, nestCostRules, nestJobs, nestOrderLogs, nestOrders, nestResults } from './schema.ts';
import { accessoryNestCostLogs, accessoryNestOrders, accessoryNestResults } from './accessory-schema.ts';
import { softDeleted } from '../../core/db/columns.ts';

/**
 * The two kinds of nest order (issue #20): panel orders (2-D nesting of plates) and accessory
 * orders (1-D cutting of bars). They keep tables of their own but share their states, queue,
 * quota, log and life cycle; what differs between them is named here and nowhere else.
 */
export const nestKinds = {
  panel: {
    kind: 'panel',
    orders: nestOrders,
    results: nestResults,
    costLogs: nestCostLogs,
    noun: '排版订单',
    entityType: 'NestOrder',
    orderDocType: InternalDocType.nestOrder,
    resultDocType: InternalDocType.nestResult,
  },
  accessory: {
    kind: 'accessory',
    orders: accessoryNestOrders,
    results: accessoryNestResults,
    costLogs: accessoryNestCostLogs,
    noun: '配件排版订单',
    entityType: 'AccessoryNestOrder',
    orderDocType: InternalDocType.accessoryNestOrder,
    resultDocType: InternalDocType.accessoryNestResult,
  },
} as const;
export type NestKind = keyof typeof nestKinds;
type Orders<K extends NestKind> = (typeof nestKinds)[K]['orders'];
export type KindOrderRow<K extends NestKind> = Orders<K>['$inferSelect'];

/** Every kind's order table seen through the columns they share. */
const ordersOf = (kind: NestKind) => nestKinds[kind].orders as typeof nestOrders;

/** What a new order of the kind states beyond what every new order gets (space, factory, number, state, creator). */
type NewOrder<K extends NestKind> = Omit<
  Orders<K>['$inferInsert'],
  'tenantId' | 'factoryId' | 'orderNo' | 'orderState' | 'creatorId'
>;

/**
 * Stores a new order of the kind in the caller's factory under the kind's next number, to nest (16);
 * `lines` stores its lines, then the order's log and the operation log record the create.
 */
export async function insertKindOrder<K extends NestKind>(
  tx: Tx,
  ctx: RequestContext & { tenantId: string },
  kind: K,
  values: NewOrder<K>,
  lines: (order: KindOrderRow<K>) => Promise<unknown>,
): Promise<KindOrderRow<K>> {
  const tenantId = ctx.tenantId;
  const orderNo = await nextDocNo(tx, tenantId, nestKinds[kind].orderDocType);
  const [order] = await tx
    .insert(ordersOf(kind))
    .values({
      tenantId,
      factoryId: ctx.factoryId,
      orderNo,
      ...values,
      orderState: OrderState.toNest,
      creatorId: ctx.userId,
    } as never)
    .returning();
  await lines(order as KindOrderRow<K>);
  await logOrder(tx, ctx, order!.id, { action: 'create', to: OrderState.toNest });
  await audit(tx, ctx, {
    module: 'nest',
    entityType: nestKinds[kind].entityType,
    entityId: order!.id,
    action: 'create',
    after: order,
  });
  return order as KindOrderRow<K>;
}

type Results<K extends NestKind> = (typeof nestKinds)[K]['results'];

/** Stores the result (head) of an order's run under the kind's next result number (排版结果号). */
export async function insertKindResult<K extends NestKind>(
  tx: Tx,
  kind: K,
  order: { tenantId: string; id: string },
  values: Omit<Results<K>['$inferInsert'], 'tenantId' | 'orderId' | 'resultNo'>,
): Promise<Results<K>['$inferSelect']> {
  const resultNo = await nextDocNo(tx, order.tenantId, nestKinds[kind].resultDocType);
  const [head] = await tx
    .insert(nestKinds[kind].results as typeof nestResults)
    .values({ tenantId: order.tenantId, orderId: order.id, resultNo, ...values } as never)
    .returning();
  return head as Results<K>['$inferSelect'];
}

/** The one who writes the log when a nest client (not a user) moves an order. */
export const asNestClient = { userId: null, userName: '排版客户端' };

export async function logOrder(
  tx: Tx,
  ctx: Pick<RequestContext, 'userId' | 'userName'> & { tenantId: string },
  orderId: string,
  entry: { action: string; from?: number | null; to?: number | null; message?: string | null },
) {
  await tx.insert(nestOrderLogs).values({
    tenantId: ctx.tenantId,
    orderId,
    userId: ctx.userId,
    userName: ctx.userName,
    action: entry.action,
    fromState: entry.from ?? null,
    toState: entry.to ?? null,
    message: entry.message ?? null,
  });
}

/** A live order of the kind in the tenant, or 404 in the kind's words. */
export async function findKindOrder<K extends NestKind>(tx: Tx, kind: K, tenantId: string, id: string): Promise<KindOrderRow<K>> {
  const O = ordersOf(kind);
  const [row] = await tx.select().from(O).where(and(eq(O.tenantId, tenantId), eq(O.id, id), eq(O.isDeleted, false)));
  if (!row) throw notFound(`${nestKinds[kind].noun}不存在或已删除`);
  return row as KindOrderRow<K>;
}

/** A planner's move must be one of the allowed transitions of the order states. */
export function checkTransition(kind: NestKind, from: number, to: number) {
  if ((nestUserTransitions[from] ?? []).includes(to)) return;
  const fromLabel = orderStateLabels[from as OrderState] ?? String(from);
  const toLabel = orderStateLabels[to as OrderState] ?? String(to);
  throw businessError(`${nestKinds[kind].noun}当前为“${fromLabel}”，不能改为“${toLabel}”`);
}

/** The planner's view of "not enough quota": the message, and where to buy more. */
export const NO_QUOTA_MESSAGE = '排版额度不足，请购买排版次数后再提交';

/** Submitting: the tenant must have nest quota left; the run waits in the queue for a client. */
export async function queueRun(tx: Tx, kind: NestKind, tenantId: string, orderId: string) {
  const [tenant] = await tx.select({ quota: tenants.nestQuota }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant || Number(tenant.quota) <= 0) throw businessError(NO_QUOTA_MESSAGE, NEST_QUOTA_ERROR_CODE);
  await tx.insert(nestJobs).values({ orderTenantId: tenantId, orderId, kind });
}

/** Stopping or cancelling an order asks the client of its waiting or running run to stop. */
export async function cancelRuns(tx: Tx, tenantId: string, orderId: string) {
  await tx
    .update(nestJobs)
    .set({ cancelRequested: true })
    .where(and(eq(nestJobs.orderTenantId, tenantId), eq(nestJobs.orderId, orderId), inArray(nestJobs.state, ['waiting', 'running'])));
}

/** Accepting the layout confirms its result (generated 1 → confirmed 2). */
export async function confirmResult(tx: Tx, kind: NestKind, tenantId: string, resultId: string) {
  const R = nestKinds[kind].results as typeof nestResults;
  await tx.update(R).set({ state: 2 }).where(and(eq(R.tenantId, tenantId), eq(R.id, resultId), eq(R.state, 1)));
}

/** What a kind does besides when a planner moves one of its orders (the panel's plates and products). */
export interface KindMoves<K extends NestKind> {
  /** The state the move really reaches (a confirm the plate stock cannot cover goes to purchasing). */
  target?(order: KindOrderRow<K>, to: number): Promise<number>;
  /** What submitting sets on the order besides clearing the last run. */
  submitting?(order: KindOrderRow<K>): Promise<Partial<Orders<K>['$inferInsert']>>;
  /** After the order row is written. */
  moved?(order: KindOrderRow<K>, after: KindOrderRow<K>, to: number): Promise<void>;
}

/**
 * A planner's move of an order's state, checked against the allowed transitions. Submitting
 * checks the nest quota and queues a run; stopping a running nest asks its client to stop and
 * leaves the order abnormal at once, so it is never stuck in processing even if the client is gone;
 * accepting the layout confirms its result.
 */
export async function changeKindState<K extends NestKind>(tx: Tx, ctx: RequestContext, kind: K, id: string, to: number, remark: string | undefined, moves: KindMoves<K> = {}): Promise<KindOrderRow<K>> {
  const tenantId = ctx.tenantId!;
  const O = ordersOf(kind);
  const order = await findKindOrder(tx, kind, tenantId, id);
  const from = order.orderState;
  checkTransition(kind, from, to);
  if (moves.target) to = await moves.target(order, to);
  const set: Partial<typeof O.$inferInsert> = { orderState: to, lastModificationTime: new Date(), lastModifierId: ctx.userId, concurrencyStamp: crypto.randomUUID() };
  if (to === OrderState.pending) {
    await queueRun(tx, kind, tenantId, id);
    Object.assign(set, { submitTime: new Date(), message: null, progress: null, clientId: null, startTime: null, finishTime: null }, await moves.submitting?.(order));
  }
  if (to === OrderState.abnormal) set.message = remark || '排版已被手动停止';
  if (to === OrderState.cancelled || to === OrderState.abnormal) await cancelRuns(tx, tenantId, id);
  const [after] = await tx.update(O).set(set).where(and(eq(O.tenantId, tenantId), eq(O.id, id))).returning();
  // Accepting the layout confirms its result (generated 1 → confirmed 2); cutting is reported against it.
  if ((to === OrderState.confirmed || to === OrderState.toPurchase) && order.resultId) await confirmResult(tx, kind, tenantId, order.resultId);
  await moves.moved?.(order, after as KindOrderRow<K>, to);
  await logOrder(tx, { ...ctx, tenantId }, id, { action: 'state', from, to, message: remark ?? null });
  await audit(tx, ctx, { module: 'nest', entityType: nestKinds[kind].entityType, entityId: id, action: 'state', before: { orderState: from }, after: { orderState: to } });
  return after as KindOrderRow<K>;
}

/** A run that failed or was lost: the order becomes abnormal with the reason (only from processing). */
export async function failKindOrder(tx: Tx, kind: NestKind, tenantId: string, orderId: string, message: string) {
  const O = ordersOf(kind);
  const [updated] = await tx
    .update(O)
    .set({ orderState: OrderState.abnormal, message, finishTime: new Date() })
    .where(and(eq(O.tenantId, tenantId), eq(O.id, orderId), eq(O.orderState, OrderState.processing)))
    .returning({ id: O.id });
  if (updated) await logOrder(tx, { ...asNestClient, tenantId }, orderId, { action: 'failed', from: OrderState.processing, to: OrderState.abnormal, message });
}

/** A running order's last progress report (nothing once the order no longer runs). */
export async function setKindProgress<K extends NestKind>(tx: Tx, kind: K, tenantId: string, orderId: string, progress: NonNullable<KindOrderRow<K>['progress']>) {
  const O = ordersOf(kind);
  await tx
    .update(O)
    .set({ progress } as Partial<typeof O.$inferInsert>)
    .where(and(eq(O.tenantId, tenantId), eq(O.id, orderId), eq(O.orderState, OrderState.processing)));
}

/**
 * A run's checked result taken: the order leaves processing for `to` with its result, its cost and
 * what the kind sets besides (lost pieces, message, last progress), and the log tells the result.
 */
export async function finishKindOrder<K extends NestKind>(
  tx: Tx,
  kind: K,
  tenantId: string,
  orderId: string,
  done: { to: number; resultId: string; cost: number; set: Partial<Orders<K>['$inferInsert']>; log: string },
) {
  const O = ordersOf(kind);
  await tx
    .update(O)
    .set({ orderState: done.to, finishTime: new Date(), resultId: done.resultId, cost: done.cost, ...(done.set as Partial<typeof O.$inferInsert>) })
    .where(and(eq(O.tenantId, tenantId), eq(O.id, orderId)));
  await logOrder(tx, { ...asNestClient, tenantId }, orderId, { action: 'result', from: OrderState.processing, to: done.to, message: done.log });
}

/** A client took the order's run: processing from now, its last progress cleared. */
export async function startKindOrder(tx: Tx, kind: NestKind, tenantId: string, orderId: string, clientId: string) {
  const O = ordersOf(kind);
  await tx.update(O).set({ orderState: OrderState.processing, clientId, startTime: new Date(), progress: null }).where(and(eq(O.tenantId, tenantId), eq(O.id, orderId)));
  await logOrder(tx, { ...asNestClient, tenantId }, orderId, { action: 'claim', from: OrderState.pending, to: OrderState.processing });
}

/** Deletes an order of the kind softly, with its log line and audit entry. */
export async function softDeleteKindOrder(tx: Tx, ctx: RequestContext, kind: NestKind, tenantId: string, id: string, action: string) {
  const O = ordersOf(kind);
  await tx
    .update(O)
    .set({ ...softDeleted(ctx.userId), concurrencyStamp: crypto.randomUUID() })
    .where(and(eq(O.tenantId, tenantId), eq(O.id, id)));
  await logOrder(tx, { ...ctx, tenantId }, id, { action, message: null });
  await audit(tx, ctx, { module: 'nest', entityType: nestKinds[kind].entityType, entityId: id, action: 'delete' });
}

/**
 * Charges a finished nest against the tenant's quota by the tenant's rule (no rule: the default),
 * `qtyOf` telling how many units of the rule's basis the nest counts, and writes the kind's cost log.
 */
export async function chargeNest(
  tx: Tx,
  kind: NestKind,
  order: { tenantId: string; id: string; orderNo: string },
  clientId: string,
  qtyOf: (basis: NestCostBasis) => number,
): Promise<number> {
  const tenantId = order.tenantId;
  const [rule] = await tx.select().from(nestCostRules).where(eq(nestCostRules.ruleTenantId, tenantId));
  const basis = (rule?.basis as NestCostBasis | undefined) ?? DEFAULT_NEST_COST_RULE.basis;
  const unitPrice = rule ? Number(rule.unitPrice) : DEFAULT_NEST_COST_RULE.unitPrice;
  const qty = qtyOf(basis);
  const amount = Math.round(qty * unitPrice * 100) / 100;
  const [tenant] = await tx.select({ quota: tenants.nestQuota }).from(tenants).where(eq(tenants.id, tenantId));
  const before = Number(tenant?.quota ?? 0);
  const after = Math.round((before - amount) * 100) / 100;
  await tx.update(tenants).set({ nestQuota: String(after) }).where(eq(tenants.id, tenantId));
  await tx
    .insert(nestKinds[kind].costLogs)
    .values({ tenantId, orderId: order.id, orderNo: order.orderNo, clientId, basis, qty, unitPrice, amount, quotaBefore: before, quotaAfter: after });
  return amount;
}
