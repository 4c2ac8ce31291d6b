import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern, pagedList } from '../../core/http/paging.ts';
import {
  Gateway,
  messages,
  ORDER_AUTO_CANCEL_MS,
  orderEndpoints as ep,
  PaymentStatus,
  type Order,
  type PagedResult,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { audit, insertAudited } from '../../core/audit/audit.ts';
import { badRequest, businessError, forbidden, notFound } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { isActiveMember } from '../identity/members.ts';
import { coupons, orders, tenants } from './schema.ts';
import { applyPaid, createOrder, isOverdue, payAmountOf, toOrder, type Clock } from './order-service.ts';

type OrderRow = typeof orders.$inferSelect;
import type { PaymentProviders } from './payment/registry.ts';

/**
 * The origin of links that leave the browser (QR codes, notify URLs): PUBLIC_URL when set, else the
 * Host header of the request itself. Never X-Forwarded-Host: with trustProxy on, any client could
 * point the payment QR code at a host of its choosing.
 */
export function originOf(req: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = req.headers.host ?? '';
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host))
    throw badRequest('请求的主机名无效');
  const protocol = (req.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/** An order is seen by the members of its space and by platform administrators. */
export async function readableOrder(tx: Tx, req: FastifyRequest, id: string) {
  const [o] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.isDeleted, false)));
  if (!o) throw notFound('订单不存在');
  if (req.ctx.isPlatformAdmin) return o;
  if (!(await isActiveMember(tx, o.tenantId, req.ctx.userId!))) throw notFound('订单不存在');
  return o;
}

export function orderFilters(q: {
  status?: PaymentStatus;
  gateway?: Gateway;
  tenantName?: string;
  orderNo?: string;
  year?: number;
  month?: number;
}): SQL[] {
  const w: SQL[] = [eq(orders.isDeleted, false)];
  if (q.status !== undefined) w.push(eq(orders.status, q.status));
  if (q.gateway !== undefined) w.push(eq(orders.gateway, q.gateway));
  if (q.tenantName?.trim()) w.push(ilike(orders.tenantName, containsPattern(q.tenantName.trim())));
  if (q.orderNo?.trim()) w.push(ilike(orders.orderNo, containsPattern(q.orderNo.trim())));
  if (q.year) w.push(sql`extract(year from ${orders.creationTime}) = ${q.year}`);
  if (q.month) w.push(sql`extract(month from ${orders.creationTime}) = ${q.month}`);
  return w;
}

function pagedOrders(
  tx: Tx,
  q: { skipCount: number; maxResultCount: number },
  where: SQL[],
): Promise<PagedResult<Order>> {
  return pagedList(tx, q, {
    from: orders,
    where: and(...where),
    orderBy: [desc(orders.creationTime)],
    map: (r) => toOrder(r as OrderRow),
  });
}

const toCoupon = (c: typeof coupons.$inferSelect) => ({ ...isoRow(c), amount: Number(c.amount) });

export function orderRoutes(
  app: FastifyInstance,
  deps: { providers: PaymentProviders; clock: Clock; publicUrl: string | undefined },
) {
  serve(app, ep.create, async (req) =>
    toOrder(
      await req.tx((tx) =>
        createOrder(tx, req.ctx, req.body, { providers: deps.providers, now: deps.clock() }),
      ),
    ),
  );

  serve(app, ep.get, async (req) => toOrder(await req.tx((tx) => readableOrder(tx, req, req.params.id))));

  serve(app, ep.status, async (req) => {
    const o = await req.tx((tx) => readableOrder(tx, req, req.params.id));
    // An overdue order reads as cancelled even before the sweeper has run.
    return { status: isOverdue(o, deps.clock()) ? PaymentStatus.cancelled : o.status };
  });

  serve(app, ep.qrCode, async (req) => {
    const o = await req.tx((tx) => readableOrder(tx, req, req.params.id));
    if (o.status !== PaymentStatus.unpaid || isOverdue(o, deps.clock()))
      throw businessError('订单已支付或已取消');
    const provider = deps.providers.byProviderName(o.paymentProvider);
    if (o.paymentProvider === 'bank') throw badRequest('该订单不支持扫码支付');
    if (!provider) throw businessError(messages.paymentUnavailable, 'PaymentUnavailable');
    // The sandbox pays on a page bound to the payer's session: only the one who placed the order.
    if (provider.name === 'sandbox' && o.userId !== req.ctx.userId)
      throw forbidden(messages.sandboxPayerOnly);
    const qrCodeUrl = await provider.qrCodeUrl({
      orderNo: o.orderNo,
      payAmount: payAmountOf(o),
      subject: `购买${o.providerDisplayName}`,
      origin: originOf(req, deps.publicUrl),
      payer: {
        userId: req.ctx.userId!,
        sessionId: req.ctx.sessionId!,
        until: new Date(o.creationTime.getTime() + ORDER_AUTO_CANCEL_MS),
      },
    });
    return { qrCodeUrl, provider: provider.name };
  });

  /** The payer reports a bank transfer as made; an operator confirms it once the money arrived. */
  serve(app, ep.claimTransfer, async (req) =>
    toOrder(
      await req.tx(async (tx) => {
        const o = await readableOrder(tx, req, req.params.id);
        if (o.gateway !== Gateway.bankTransfer) throw businessError('扫码支付以支付平台的通知为准');
        if (o.status !== PaymentStatus.unpaid || isOverdue(o, deps.clock()))
          throw businessError('订单已支付或已取消');
        const [after] = await tx
          .update(orders)
          .set({ transferClaimed: true, lastModificationTime: deps.clock() })
          .where(eq(orders.id, o.id))
          .returning();
        await audit(tx, req.ctx, {
          module: 'saas',
          entityType: 'Order',
          entityId: o.id,
          action: 'pay',
          before: o,
          after,
        });
        return after!;
      }),
    ),
  );

  serve(app, ep.confirmTransfer, async (req) =>
    toOrder(
      await req.tx(async (tx) => {
        const o = await readableOrder(tx, req, req.params.id);
        if (o.gateway !== Gateway.bankTransfer) throw businessError('只有对公转账的订单需要确认');
        if (o.status === PaymentStatus.paid) throw businessError('订单已支付');
        const paid = await applyPaid(tx, o, {
          now: deps.clock(),
          transactionId: `BANK-${o.orderNo}`,
          confirmerId: req.ctx.userId,
        });
        await audit(tx, req.ctx, {
          module: 'saas',
          entityType: 'Order',
          entityId: o.id,
          action: 'confirm',
          before: o,
          after: paid,
        });
        return paid;
      }),
    ),
  );

  serve(app, ep.forAdmin, async (req) => req.tx((tx) => pagedOrders(tx, req.query, orderFilters(req.query))));

  serve(app, ep.ofSpace, async (req) =>
    req.tx((tx) =>
      pagedOrders(tx, req.query, [...orderFilters(req.query), eq(orders.tenantId, req.ctx.tenantId!)]),
    ),
  );

  /** An agent's view: orders of the spaces it brought in (children tenants). */
  serve(app, ep.forAgent, async (req) => {
    if (!req.ctx.tenantId) throw forbidden();
    return req.tx(async (tx) => {
      const kids = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.parentTenantId, req.ctx.tenantId!));
      if (!kids.length) return { items: [], totalCount: 0 };
      return pagedOrders(tx, req.query, [
        ...orderFilters(req.query),
        inArray(
          orders.tenantId,
          kids.map((k) => k.id),
        ),
      ]);
    });
  });

  serve(app, ep.checkCoupon, async (req) =>
    req.tx(async (tx) => {
      const couponNo = req.query.couponNo.trim();
      if (!couponNo) throw badRequest('添加优惠码', ['couponNo']);
      const [c] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.couponNo, couponNo), eq(coupons.isDeleted, false)));
      if (!c) throw badRequest('优惠码不存在', ['couponNo']);
      if (c.usedOrderId) throw badRequest('优惠码已被使用', ['couponNo']);
      if (c.expiryTime && c.expiryTime <= deps.clock()) throw badRequest('优惠码已过期', ['couponNo']);
      return { couponNo, amount: Number(c.amount) };
    }),
  );

  serve(app, ep.coupons, async (req) =>
    (
      await req.tx((tx) =>
        tx.select().from(coupons).where(eq(coupons.isDeleted, false)).orderBy(desc(coupons.creationTime)),
      )
    ).map(toCoupon),
  );
  serve(app, ep.createCoupon, async (req) =>
    req.tx(async (tx) => {
      const [dup] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.couponNo, req.body.couponNo));
      if (dup) throw badRequest(`优惠码“${req.body.couponNo}”已存在`, ['couponNo']);
      const c = await insertAudited(
        tx,
        req.ctx,
        coupons,
        {
          couponNo: req.body.couponNo,
          amount: req.body.amount.toFixed(2),
          expiryTime: req.body.expiryTime ? new Date(req.body.expiryTime) : null,
        },
        { module: 'saas', entityType: 'Coupon' },
      );
      return toCoupon(c);
    }),
  );
}
