import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  formatMoney,
  gatewayLabels,
  orderListQuery,
  PaymentStatus,
  paymentStatusTags,
  reportQuery,
  saasApi,
  type Gateway,
  type Order,
  type ReportRow,
  Permissions,
} from '@al/contracts';
import type { z } from 'zod';
import type { Tx } from '../../core/db/client.ts';
import { forbidden } from '../../core/http/errors.ts';
import { orders, tenants } from './schema.ts';
import { orderFilters } from './order-routes.ts';
import { toOrder } from './order-service.ts';
import { col, sendSheet, timeText } from './excel.ts';

const tags = ['订单报表'];
type Kind = 'annual' | 'monthly' | 'day';

/**
 * Paid orders summed: annual by month of the year, monthly by tenant (of the year or one month),
 * day by day of one month. The local calendar of the server's time zone decides the buckets.
 */
async function report(
  tx: Tx,
  kind: Kind,
  q: { year: number; month?: number },
  scope: SQL | undefined,
): Promise<ReportRow[]> {
  const key =
    kind === 'annual'
      ? sql<string>`to_char(${orders.paidTime}, 'YYYY-MM')`
      : kind === 'day'
        ? sql<string>`to_char(${orders.paidTime}, 'YYYY-MM-DD')`
        : sql<string>`${orders.tenantName}`;
  const where = and(
    eq(orders.status, PaymentStatus.paid),
    sql`extract(year from ${orders.paidTime}) = ${q.year}`,
    q.month ? sql`extract(month from ${orders.paidTime}) = ${q.month}` : undefined,
    scope,
  );
  const rows = await tx
    .select({
      key,
      orderCount: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${orders.amount}), 0)`,
      discount: sql<string>`coalesce(sum(${orders.discount}), 0)`,
    })
    .from(orders)
    .where(where)
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({
    key: r.key,
    orderCount: r.orderCount,
    amount: Number(r.amount),
    discount: Number(r.discount),
    payAmount: Number(formatMoney(Number(r.amount) - Number(r.discount))),
  }));
}

/** Platform administrators see every tenant; an agent the spaces it brought in. */
async function agentScope(tx: Tx, req: FastifyRequest): Promise<SQL> {
  if (!req.ctx.tenantId) throw forbidden();
  const kids = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.parentTenantId, req.ctx.tenantId));
  return kids.length
    ? inArray(
        orders.tenantId,
        kids.map((k) => k.id),
      )
    : sql`false`;
}

/** The order list as Excel: every list download (admin, own space, agent) has these columns. */
export function sendOrderSheet(reply: FastifyReply, list: Order[], fileName = '订单.xlsx') {
  return sendSheet(
    reply,
    fileName,
    '订单',
    [
      col('订单号', 'orderNo', 28),
      col('空间', 'tenantName', 24),
      col('购买内容', 'providerDisplayName', 20),
      col('时长(月)', 'periodValue', 10),
      col('订单金额', 'amount'),
      col('优惠金额', 'discount'),
      col('实付金额', 'payAmount'),
      col('支付方式', 'gateway', 12),
      col('状态', 'status', 10),
      col('下单时间', 'creationTime', 20),
      col('支付时间', 'paidTime', 20),
    ],
    list.map((o) => ({
      ...o,
      gateway: gatewayLabels[o.gateway as Gateway] ?? String(o.gateway),
      status: paymentStatusTags[o.status as PaymentStatus]?.text ?? String(o.status),
      creationTime: timeText(o.creationTime),
      paidTime: timeText(o.paidTime),
    })),
  );
}

export function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { platformAdmin: true } as const;
  const agent = { permission: Permissions.AlAgentPay.Reports } as const;
  for (const kind of ['annual', 'monthly', 'day'] as const) {
    r.get(
      `/api/user/order/reports/${kind}`,
      { schema: { tags, summary: `订单${kind}报表`, querystring: reportQuery }, config: admin },
      async (req) => req.tx((tx) => report(tx, kind, req.query, undefined)),
    );
    // The spec writes the agent's reports as for-agent/report/{kind}; our pages used …/reports/….
    for (const url of [`/api/user/order/for-agent/reports/${kind}`, `/api/user/order/for-agent/report/${kind}`])
      r.get(
        url,
        { schema: { tags, summary: `代理商订单${kind}报表`, querystring: reportQuery }, config: agent },
        async (req) => req.tx(async (tx) => report(tx, kind, req.query, await agentScope(tx, req))),
      );
  }

  r.get(
    saasApi.downMonthly,
    { schema: { tags, summary: '下载月度报表', querystring: reportQuery }, config: admin },
    async (req, reply) => {
      const rows = await req.tx((tx) => report(tx, req.query.month ? 'day' : 'annual', req.query, undefined));
      const title = req.query.month
        ? `${req.query.year}年${req.query.month}月订单报表`
        : `${req.query.year}年订单报表`;
      return sendSheet(
        reply,
        `${title}.xlsx`,
        title,
        [
          col(req.query.month ? '日期' : '月份', 'key', 14),
          col('订单数', 'orderCount', 10),
          col('订单金额', 'amount'),
          col('优惠金额', 'discount'),
          col('实付金额', 'payAmount'),
        ],
        rows,
      );
    },
  );

  const downOrders =
    (scoped: boolean) =>
    async (req: FastifyRequest<{ Querystring: z.infer<typeof orderListQuery> }>, reply: FastifyReply) => {
      if (scoped && !req.ctx.tenantId) throw forbidden();
      const rows = await req.tx((tx) =>
        tx
          .select()
          .from(orders)
          .where(and(...orderFilters(req.query), scoped ? eq(orders.tenantId, req.ctx.tenantId!) : undefined))
          .orderBy(desc(orders.creationTime))
          .limit(10000),
      );
      return sendOrderSheet(reply, rows.map(toOrder));
    };
  r.get(
    '/api/user/order/down-admin',
    { schema: { tags, summary: '下载全部订单', querystring: orderListQuery }, config: admin },
    downOrders(false),
  );
  r.get(
    saasApi.down,
    {
      schema: { tags, summary: '下载本空间订单', querystring: orderListQuery },
      config: { permission: Permissions.AlTenant.Orders },
    },
    downOrders(true),
  );
  /** An agent's download: the orders of the spaces it brought in, with the list's filters. */
  r.get(
    '/api/user/order/for-agent/down',
    {
      schema: { tags, summary: '下载下级订单', querystring: orderListQuery },
      config: { permission: Permissions.AlAgentPay.Orders },
    },
    async (req, reply) => {
      const rows = await req.tx(async (tx) =>
        tx
          .select()
          .from(orders)
          .where(and(...orderFilters(req.query), await agentScope(tx, req)))
          .orderBy(desc(orders.creationTime))
          .limit(10000),
      );
      return sendOrderSheet(reply, rows.map(toOrder), '下级订单.xlsx');
    },
  );
}
