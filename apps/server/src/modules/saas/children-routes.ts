import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EditionType, idParam, messages as msg } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { badRequest, forbidden } from '../../core/http/errors.ts';
import { users } from '../identity/schema.ts';
import { editions, orders, tenants } from './schema.ts';
import { createSpace } from './tenant-service.ts';
import { col, sendSheet, timeText } from './excel.ts';

const tags = ['代理商'];
const perm = { permission: 'AlAgentUser.Children' } as const;

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

async function requireAgent(tx: Tx, req: FastifyRequest): Promise<string> {
  if (!req.ctx.tenantId) throw forbidden();
  const [t] = await tx
    .select({ editionType: tenants.editionType })
    .from(tenants)
    .where(eq(tenants.id, req.ctx.tenantId));
  if (t?.editionType !== EditionType.agent) throw forbidden('只有代理商空间可以管理下级用户');
  return req.ctx.tenantId;
}

const childInput = z.object({
  displayName: z
    .string(msg.spaceNameRequired)
    .trim()
    .min(1, msg.spaceNameRequired)
    .max(50, msg.tooLong('空间名称', 50)),
  telephone: z.string().max(20, msg.tooLong('联系电话', 20)).nullable().optional(),
  editionId: z.uuid(msg.invalidId),
  ownerUserName: z.string().trim().min(1, '请输入用户名').max(64),
});

/** /api/tenant/children: an agent's children spaces; platform administrators see any agent's. */
export function childrenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/tenant/children', { schema: { tags, summary: '下级用户' }, config: perm }, async (req) =>
    req.tx(async (tx) => {
      const items = await childrenOf(tx, await requireAgent(tx, req));
      return { items, totalCount: items.length };
    }),
  );

  /** The agent opens a space for a registered user; the space becomes its child. */
  r.put(
    '/api/tenant/children',
    { schema: { tags, summary: '开通下级用户', body: childInput }, config: perm },
    async (req) =>
      req.tx(async (tx) => {
        const agentId = await requireAgent(tx, req);
        const [owner] = await tx
          .select()
          .from(users)
          .where(sql`lower(${users.userName}) = lower(${req.body.ownerUserName})`);
        if (!owner) throw badRequest('用户不存在', ['ownerUserName']);
        const [edition] = await tx
          .select()
          .from(editions)
          .where(and(eq(editions.id, req.body.editionId), eq(editions.isDeleted, false)));
        if (!edition || edition.editionType === EditionType.agent)
          throw badRequest(msg.editionUnavailable, ['editionId']);
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

  r.get(
    '/api/tenant/children/for-admin/:id',
    {
      schema: { tags, summary: '代理商的下级用户（平台）', params: idParam },
      config: { platformAdmin: true },
    },
    async (req) =>
      req.tx(async (tx) => {
        const items = await childrenOf(tx, req.params.id);
        return { items, totalCount: items.length };
      }),
  );

  r.get(
    '/api/tenant/children/agent',
    { schema: { tags, summary: '代理商列表（平台）' }, config: { platformAdmin: true } },
    async (req) =>
      req.tx((tx) =>
        tx
          .select({
            id: tenants.id,
            displayName: tenants.displayName,
            telephone: tenants.telephone,
            expiryTime: tenants.expiryTime,
            childCount: sql<number>`(select count(*)::int from tenants c where c.parent_tenant_id = ${tenants.id} and not c.is_deleted)`,
          })
          .from(tenants)
          .where(and(eq(tenants.editionType, EditionType.agent), eq(tenants.isDeleted, false)))
          .orderBy(asc(tenants.displayName)),
      ),
  );

  r.get(
    '/api/tenant/children/down',
    { schema: { tags, summary: '下载下级用户' }, config: perm },
    async (req, reply) => {
      const rows = await req.tx(async (tx) => childrenOf(tx, await requireAgent(tx, req)));
      return sendSheet(
        reply,
        '下级用户.xlsx',
        '下级用户',
        [
          col('空间名称', 'displayName', 24),
          col('版本', 'editionName'),
          col('到期时间', 'expiryTime', 20),
          col('联系电话', 'telephone'),
          col('累计实付', 'paidAmount'),
          col('开通时间', 'creationTime', 20),
        ],
        rows.map((c) => ({
          ...c,
          expiryTime: timeText(c.expiryTime),
          creationTime: timeText(c.creationTime),
        })),
      );
    },
  );
}
