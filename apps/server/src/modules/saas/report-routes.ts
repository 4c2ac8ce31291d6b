import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  agentReportEndpoints,
  agentReportSpecEndpoints,
  formatMoney,
  orderDownEndpoints as down,
  type orderListQuery,
  orderList,
  orderReportEndpoints,
  PaymentStatus,
  type Order,
  type ReportKind,
  type ReportRow,
  reportList,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { forbidden } from '../../core/http/errors.ts';
import { orders, tenants } from './schema.ts';
import { orderFilters } from './order-routes.ts';
import { toOrder } from './order-service.ts';
import { sendSheet } from '../../core/http/xlsx.ts';
import { serve, type EndpointRequest } from '../../core/http/endpoint.ts';

/**
 * Paid orders summed: annual by month of the year, monthly by tenant (of the year or one month),
 * day by day of one month. The local calendar of the server's time zone decides the buckets.
 */
async function report(
  tx: Tx,
  kind: ReportKind,
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
  return sendSheet(reply, fileName, '订单', orderList, list);
}

export function reportRoutes(app: FastifyInstance) {
  for (const kind of ['annual', 'monthly', 'day'] as const) {
    serve(app, orderReportEndpoints[kind], async (req) =>
      req.tx((tx) => report(tx, kind, req.query, undefined)),
    );
    // The spec writes the agent's reports as for-agent/report/{kind}; our pages used …/reports/….
    for (const ep of [agentReportEndpoints[kind], agentReportSpecEndpoints[kind]])
      serve(app, ep, async (req) =>
        req.tx(async (tx) => report(tx, kind, req.query, await agentScope(tx, req))),
      );
  }

  serve(app, down.monthly, async (req, reply) => {
    const rows = await req.tx((tx) => report(tx, req.query.month ? 'day' : 'annual', req.query, undefined));
    const title = req.query.month
      ? `${req.query.year}年${req.query.month}月订单报表`
      : `${req.query.year}年订单报表`;
    return sendSheet(reply, `${title}.xlsx`, title, reportList(req.query.month ? 'day' : 'annual'), rows);
  });

  const downOrders =
    (scoped: boolean) => async (req: EndpointRequest<{ query: typeof orderListQuery }>, reply: FastifyReply) => {
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
  serve(app, down.admin, downOrders(false));
  serve(app, down.ofSpace, downOrders(true));
  /** An agent's download: the orders of the spaces it brought in, with the list's filters. */
  serve(app, down.forAgent, async (req, reply) => {
    const rows = await req.tx(async (tx) =>
      tx
        .select()
        .from(orders)
        .where(and(...orderFilters(req.query), await agentScope(tx, req)))
        .orderBy(desc(orders.creationTime))
        .limit(10000),
    );
    return sendOrderSheet(reply, rows.map(toOrder), '下级订单.xlsx');
  });
}
