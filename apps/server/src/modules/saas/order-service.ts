import { randomInt } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  EDITION_PROVIDER,
  Gateway,
  gatewayLabels,
  isoRow,
  messages,
  ORDER_AUTO_CANCEL_MS,
  OrderType,
  PaymentStatus,
  UserStatus,
  type CreateOrderInput,
  type Order,
} from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { audit } from '../../core/audit/audit.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { badRequest, businessError, forbidden, notFound } from '../../core/http/errors.ts';
import { members } from '../identity/schema.ts';
import { coupons, editions, orders, prices, tenantFeatures, tenants } from './schema.ts';
import { providerDisplayName } from './price-routes.ts';
import { addMonths, fromCents, toCents } from './money.ts';
import type { PaymentProviders } from './payment/registry.ts';
import { liveOf } from '../../core/db/live.ts';
import { queryRows } from '../../core/db/rows.ts';

export type Clock = () => Date;
type OrderRow = typeof orders.$inferSelect;

export const toOrder = (o: OrderRow): Order => ({
  ...isoRow(o),
  amount: Number(o.amount),
  discount: Number(o.discount),
  payAmount: Number(payAmountOf(o)),
});

export const payAmountOf = (o: OrderRow) => fromCents(toCents(o.amount) - toCents(o.discount));
export const isOverdue = (o: OrderRow, now: Date) =>
  o.status === PaymentStatus.unpaid && now.getTime() - o.creationTime.getTime() >= ORDER_AUTO_CANCEL_MS;

/** DD + timestamp + 6 random digits (crypto: a number nobody can work out from the time). */
const orderNo = (now: Date) =>
  `DD${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(1e6)).padStart(6, '0')}`;

/** Only the space's administrators (or a platform administrator) buy for it. */
async function requireBuyer(tx: Tx, ctx: RequestContext, tenantId: string) {
  if (ctx.isPlatformAdmin) return;
  const [m] = await tx
    .select({ isAdmin: members.isAdmin, status: members.userStatus })
    .from(members)
    .where(
      and(eq(members.tenantId, tenantId), eq(members.userId, ctx.userId!), eq(members.isDeleted, false)),
    );
  if (!m || !m.isAdmin || m.status === UserStatus.disabled) throw forbidden('只有空间管理员可以购买');
}

export async function createOrder(
  tx: Tx,
  ctx: RequestContext,
  input: CreateOrderInput,
  deps: { providers: PaymentProviders; now: Date },
) {
  await requireBuyer(tx, ctx, input.tenantId);
  const [tenant] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, input.tenantId), eq(tenants.isDeleted, false)));
  if (!tenant) throw notFound('空间不存在');
  const [price] = await tx
    .select()
    .from(prices)
    .where(and(eq(prices.id, input.priceId), eq(prices.isDeleted, false)));
  if (!price || price.providerName !== input.providerName) throw badRequest('购买方案不存在', ['priceId']);
  const name = await providerDisplayName(tx, price.providerName, price.providerKey);
  if (!name) throw badRequest('购买方案不存在', ['priceId']);
  if (price.providerName === EDITION_PROVIDER) {
    const [edition] = await tx.select().from(editions).where(eq(editions.id, price.providerKey));
    if (edition!.editionType !== tenant.editionType) throw businessError('该版本不适用于此空间');
  }

  const amount = toCents(price.salesPrice);
  let discount = 0;
  const couponNo = input.couponNo?.trim() || null;
  const id = crypto.randomUUID();
  if (couponNo) {
    // Claimed in the same statement that checks it is unused: two orders cannot both get it.
    const [c] = await tx
      .update(coupons)
      .set({ usedOrderId: id, usedTime: deps.now })
      .where(
        and(
          eq(coupons.couponNo, couponNo),
          eq(coupons.isDeleted, false),
          isNull(coupons.usedOrderId),
          sql`(${coupons.expiryTime} is null or ${coupons.expiryTime} > ${deps.now.toISOString()}::timestamptz)`,
        ),
      )
      .returning();
    if (!c) {
      const [exists] = await tx
        .select({ usedOrderId: coupons.usedOrderId })
        .from(coupons)
        .where(eq(coupons.couponNo, couponNo));
      throw badRequest(!exists ? '优惠码不存在' : exists.usedOrderId ? '优惠码已被使用' : '优惠码已过期', [
        'couponNo',
      ]);
    }
    discount = Math.min(toCents(c.amount), amount);
  }
  const provider = input.gateway === Gateway.bankTransfer ? null : deps.providers.forGateway(input.gateway);
  // No merchant settings and no sandbox: say so instead of an order nobody can pay.
  if (input.gateway !== Gateway.bankTransfer && !provider)
    throw badRequest(messages.gatewayUnavailable(gatewayLabels[input.gateway as Gateway] ?? '该支付方式'), ['gateway']);
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      tenantId: tenant.id,
      orderNo: orderNo(deps.now),
      tenantName: tenant.displayName,
      userId: ctx.userId,
      orderType: price.providerName === EDITION_PROVIDER ? OrderType.edition : OrderType.service,
      providerName: price.providerName,
      providerKey: price.providerKey,
      providerDisplayName: name,
      priceId: price.id,
      periodValue: price.periodValue,
      amount: fromCents(amount),
      discount: fromCents(discount),
      couponNo,
      gateway: input.gateway,
      paymentProvider: provider?.name ?? 'bank',
      creationTime: deps.now,
      creatorId: ctx.userId,
    })
    .returning();
  await audit(tx, ctx, { module: 'saas', entityType: 'Order', entityId: id, action: 'create', after: order });
  // A coupon that covers the whole amount leaves nothing to pay.
  if (amount - discount === 0)
    return applyPaid(tx, order!, { now: deps.now, transactionId: `COUPON-${couponNo}`, confirmerId: null });
  return order!;
}

/**
 * Marks an unpaid order paid and gives what it bought: an edition extends or activates the
 * space, a feature is granted until its new expiry, and the item's packs add seats, storage,
 * concurrency and nest quota. Idempotent: an order already paid is returned unchanged.
 */
export async function applyPaid(
  tx: Tx,
  order: OrderRow,
  opts: { now: Date; transactionId: string; confirmerId: string | null },
): Promise<OrderRow> {
  // Row lock: two notifications arriving together pay once.
  const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
  if (locked?.status === PaymentStatus.paid) return locked;
  if (locked?.status !== PaymentStatus.unpaid) throw businessError('订单已取消');
  if (isOverdue(order, opts.now)) throw businessError('订单已超时取消');

  const [price] = await tx.select().from(prices).where(eq(prices.id, order.priceId));
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, order.tenantId));
  const now = opts.now;
  const from = (t: Date | null) => (t && t > now ? t : now);
  const tenantSet: Partial<typeof tenants.$inferInsert> = {
    seats: tenant!.seats + (price?.seats ?? 0),
    storageGb: tenant!.storageGb + (price?.storageGb ?? 0),
    concurrent: tenant!.concurrent + (price?.concurrent ?? 0),
    nestQuota: fromCents(toCents(tenant!.nestQuota) + toCents(price?.nestQuota ?? 0)),
    lastModificationTime: now,
  };
  if (order.providerName === EDITION_PROVIDER) {
    const same = tenant!.editionId === order.providerKey && !tenant!.isInTrialPeriod;
    tenantSet.editionId = order.providerKey;
    tenantSet.expiryTime = addMonths(same ? from(tenant!.expiryTime) : now, order.periodValue);
    tenantSet.isInTrialPeriod = false;
    tenantSet.isActive = true;
  }
  await tx.update(tenants).set(tenantSet).where(eq(tenants.id, order.tenantId));
  if (order.providerName !== EDITION_PROVIDER)
    await grantFeature(tx, order.tenantId, order.providerKey, order.periodValue, now);
  const [paid] = await tx
    .update(orders)
    .set({
      status: PaymentStatus.paid,
      paidTime: now,
      transactionId: opts.transactionId,
      confirmerId: opts.confirmerId,
      lastModificationTime: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return paid!;
}

/**
 * Grants a feature to a tenant for some months: a paid (not trial) grant extends from its current
 * expiry, a trial or a new one from now. The grant is a row of the tenant: written in its scope,
 * then the caller's scope is restored.
 */
export async function grantFeature(tx: Tx, tenantId: string, featureId: string, months: number, now: Date) {
  const from = (t: Date | null) => (t && t > now ? t : now);
  const [setting] = await queryRows<{ prev: string | null }>(tx, sql`select current_setting('app.tenant_id', true) as prev`);
  const prev = setting?.prev ?? '';
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
  const [had] = await tx
    .select()
    .from(tenantFeatures)
    .where(liveOf(tenantFeatures, tenantId, eq(tenantFeatures.featureId, featureId)));
  let expiryTime: Date;
  if (had) {
    expiryTime = addMonths(had.isTrial ? now : from(had.expiryTime), months);
    await tx
      .update(tenantFeatures)
      .set({ isTrial: false, expiryTime, lastModificationTime: now })
      .where(and(eq(tenantFeatures.tenantId, tenantId), eq(tenantFeatures.id, had.id)));
  } else {
    expiryTime = addMonths(now, months);
    await tx.insert(tenantFeatures).values({ tenantId, featureId, expiryTime });
  }
  await tx.execute(sql`select set_config('app.tenant_id', ${prev}, true)`);
  return { before: had?.expiryTime ?? null, expiryTime };
}

/** Cancels every unpaid order older than 2 hours and frees its coupon; returns how many. */
export async function cancelOverdueOrders(db: Db, now: Date): Promise<number> {
  return inScope(db, { userId: null, tenantId: null, factoryId: null }, async (tx) => {
    const cutoff = new Date(now.getTime() - ORDER_AUTO_CANCEL_MS);
    const cancelled = await tx
      .update(orders)
      .set({ status: PaymentStatus.cancelled, cancelTime: now, lastModificationTime: now })
      .where(
        and(
          eq(orders.status, PaymentStatus.unpaid),
          lte(orders.creationTime, sql`${cutoff.toISOString()}::timestamptz`),
        ),
      )
      .returning({ id: orders.id });
    for (const c of cancelled)
      await tx
        .update(coupons)
        .set({ usedOrderId: null, usedTime: null })
        .where(eq(coupons.usedOrderId, c.id));
    return cancelled.length;
  });
}
