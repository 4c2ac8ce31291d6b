import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  childList,
  childrenEndpoints as ep,
  EditionType,
  PaymentStatus,
  type AgentDetail,
  type Income,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import { iso, serve } from '../../core/http/endpoint.ts';
import { editions, orders, tenants } from './schema.ts';
import { createSpace, ownerAndEdition } from './tenant-service.ts';
import { toOrder } from './order-service.ts';
import { fromCents, toCents } from './money.ts';
import { sendSheet } from '../../core/http/xlsx.ts';

/** The spaces an agent brought in, with what they paid. */
async function childrenOf(tx: Tx, agentId: string) {
  const paid = sql<string>`coalesce((select sum(${orders.amount} - ${orders.discount}) from ${orders} where ${orders.tenantId} = ${tenants.id} and ${orders.status} = 1), 0)`;
  const rows = await tx
    .select({ t: tenants, editionName: editions.name, paid })
    .from(tenants)
    .leftJoin(editions, eq(editions.id, tenants.editionId))
    .where(and(eq(tenants.parentTenantId, agentId), eq(tenants.isDeleted, false)))
    .orderBy(desc(tenants.creationTime));
  return rows.map((r) => ({
    id: r.t.id,
    displayName: r.t.displayName,
    editionName: r.editionName,
    editionType: r.t.editionType,
    expiryTime: r.t.expiryTime?.toISOString() ?? null,
    isInTrialPeriod: r.t.isInTrialPeriod,
    telephone: r.t.telephone,
    paidAmount: Number(Number(r.paid).toFixed(2)),
    creationTime: r.t.creationTime.toISOString(),
  }));
}

/** Paid orders of some spaces summed in cents, and their latest orders. */
async function ordersOf(
  tx: Tx,
  tenantIds: string[],
): Promise<{ income: Income; orders: AgentDetail['orders'] }> {
  if (!tenantIds.length)
    return { income: { orderCount: 0, amount: 0, discount: 0, payAmount: 0 }, orders: [] };
  const [sum] = await tx
    .select({
      orderCount: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${orders.amount}), 0)`,
      discount: sql<string>`coalesce(sum(${orders.discount}), 0)`,
    })
    .from(orders)
    .where(and(inArray(orders.tenantId, tenantIds), eq(orders.status, PaymentStatus.paid)));
  const latest = await tx
    .select()
    .from(orders)
    .where(inArray(orders.tenantId, tenantIds))
    .orderBy(desc(orders.creationTime))
    .limit(200);
  const amount = toCents(sum?.amount ?? 0);
  const discount = toCents(sum?.discount ?? 0);
  return {
    income: {
      orderCount: sum?.orderCount ?? 0,
      amount: Number(fromCents(amount)),
      discount: Number(fromCents(discount)),
      payAmount: Number(fromCents(amount - discount)),
    },
    orders: latest.map(toOrder),
  };
}

async function requireAgent(tx: Tx, req: FastifyRequest): Promise<string> {
  if (!req.ctx.tenantId) throw forbidden();
  const [t] = await tx
    .select({ editionType: tenants.editionType })
    .from(tenants)
    .where(eq(tenants.id, req.ctx.tenantId));
  if (t?.editionType !== EditionType.agent) throw forbidden('只有代理商空间可以管理下级用户');
  return req.ctx.tenantId;
}

/** /api/tenant/children: an agent's children spaces; platform administrators see any agent's. */
export function childrenRoutes(app: FastifyInstance) {
  serve(app, ep.list, async (req) =>
    req.tx(async (tx) => {
      const items = await childrenOf(tx, await requireAgent(tx, req));
      return { items, totalCount: items.length };
    }),
  );

  /** The agent opens a space for a registered user; the space becomes its child. */
  serve(app, ep.open, async (req) =>
    req.tx(async (tx) => {
      const agentId = await requireAgent(tx, req);
      const { owner, edition } = await ownerAndEdition(tx, req.body, false);
      const t = await createSpace(tx, req.ctx, {
        userId: owner.id,
        displayName: req.body.displayName,
        telephone: req.body.telephone ?? null,
        edition,
        parentTenantId: agentId,
      });
      return { id: t.id, displayName: t.displayName };
    }),
  );

  serve(app, ep.childrenForAdmin, async (req) =>
    req.tx(async (tx) => {
      const items = await childrenOf(tx, req.params.id);
      return { items, totalCount: items.length };
    }),
  );

  /** /saas/agent-detail: an agent, its children, what they paid and their latest orders. */
  serve(app, ep.agentForAdmin, async (req) =>
    req.tx(async (tx) => {
      const [a] = await tx
        .select({ t: tenants, editionName: editions.name })
        .from(tenants)
        .leftJoin(editions, eq(editions.id, tenants.editionId))
        .where(
          and(
            eq(tenants.id, req.params.id),
            eq(tenants.editionType, EditionType.agent),
            eq(tenants.isDeleted, false),
          ),
        );
      if (!a) throw notFound('代理商不存在');
      const kids = await childrenOf(tx, a.t.id);
      return {
        agent: {
          id: a.t.id,
          displayName: a.t.displayName,
          editionName: a.editionName,
          telephone: a.t.telephone,
          expiryTime: a.t.expiryTime?.toISOString() ?? null,
          creationTime: a.t.creationTime.toISOString(),
        },
        children: kids,
        ...(await ordersOf(
          tx,
          kids.map((k) => k.id),
        )),
      };
    }),
  );

  /** /agent-children-detail: one child of the calling agent; another space's id is not found. */
  serve(app, ep.get, async (req) =>
    req.tx(async (tx) => {
      const agentId = await requireAgent(tx, req);
      const kid = (await childrenOf(tx, agentId)).find((c) => c.id === req.params.id);
      if (!kid) throw notFound('下级用户不存在');
      const [t] = await tx
        .select({ seats: tenants.seats, storageGb: tenants.storageGb, concurrent: tenants.concurrent })
        .from(tenants)
        .where(eq(tenants.id, kid.id));
      return { child: { ...kid, ...t! }, ...(await ordersOf(tx, [kid.id])) };
    }),
  );

  serve(app, ep.agents, async (req) =>
    req.tx(async (tx) =>
      (
        await tx
          .select({
            id: tenants.id,
            displayName: tenants.displayName,
            telephone: tenants.telephone,
            expiryTime: tenants.expiryTime,
            childCount: sql<number>`(select count(*)::int from tenants c where c.parent_tenant_id = ${tenants.id} and not c.is_deleted)`,
          })
          .from(tenants)
          .where(and(eq(tenants.editionType, EditionType.agent), eq(tenants.isDeleted, false)))
          .orderBy(asc(tenants.displayName))
      ).map((a) => ({ ...a, expiryTime: iso(a.expiryTime) })),
    ),
  );

  serve(app, ep.down, async (req, reply) => {
    const rows = await req.tx(async (tx) => childrenOf(tx, await requireAgent(tx, req)));
    return sendSheet(reply, '下级用户.xlsx', '下级用户', childList, rows);
  });
}
