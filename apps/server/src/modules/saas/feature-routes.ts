import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { featureInput } from '@al/contracts';
import {
  ALL_PERMISSIONS,
  featureEndpoints as ep,
  messages as msg,
  PERMISSION_CATALOGUE,
  type featureUsageBody,
  type FeatureNode,
} from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { audit, insertAudited, updateAudited } from '../../core/audit/audit.ts';
import { badRequest, businessError, conflict } from '../../core/http/errors.ts';
import { iso, isoRow, serve } from '../../core/http/endpoint.ts';
import { editionFeatures, features, featureUsageLogs, tenantFeatures } from './schema.ts';
import { liveFeatures } from './catalogue.ts';
import { assertSpace } from '../../core/http/space.ts';
import { liveOf } from '../../core/db/live.ts';
import { liveById } from '../../core/db/live.ts';

const TRIAL_DAYS = 7;
const DAY = 86_400_000;

const toNode = (f: typeof features.$inferSelect): FeatureNode => ({
  id: f.id,
  parentId: f.parentId,
  name: f.name,
  displayName: f.displayName,
  permissionNames: f.permissionNames,
  isCharged: f.isCharged,
  sort: f.sort,
  concurrencyStamp: f.concurrencyStamp,
});

/** Tags (parentId null) with their features as children. */
export function featureTree(rows: FeatureNode[]): FeatureNode[] {
  const byParent = new Map<string | null, FeatureNode[]>();
  for (const f of rows) byParent.set(f.parentId, [...(byParent.get(f.parentId) ?? []), f]);
  const attach = (n: FeatureNode): FeatureNode => {
    const kids = byParent.get(n.id);
    return kids ? { ...n, children: kids.map(attach) } : n;
  };
  return (byParent.get(null) ?? []).map(attach);
}

const liveFeature = (tx: Tx, id: string) => liveById(tx, features, id, '功能不存在');

async function checkFeatureInput(tx: Tx, v: z.infer<typeof featureInput>, selfId?: string) {
  const unknown = v.permissionNames.filter((p) => !ALL_PERMISSIONS.includes(p));
  if (unknown.length) throw badRequest(`权限“${unknown[0]}”不存在`, ['permissionNames']);
  if (v.parentId) {
    if (v.parentId === selfId) throw badRequest('上级功能不能是自己', ['parentId']);
    const parent = await liveFeature(tx, v.parentId);
    if (parent.parentId) throw badRequest('上级必须是功能标签', ['parentId']);
  }
  const [dup] = await tx.select({ id: features.id }).from(features).where(eq(features.name, v.name));
  if (dup && dup.id !== selfId) throw badRequest(msg.duplicate('功能编码', v.name), ['name']);
}

/** The usage rows of a tenant, joined with their features (in that tenant's scope). */
async function usageOf(tx: Tx, tenantId: string) {
  const rows = await tx
    .select({ f: tenantFeatures, displayName: features.displayName, name: features.name })
    .from(tenantFeatures)
    .innerJoin(features, eq(features.id, tenantFeatures.featureId))
    .where(and(eq(tenantFeatures.tenantId, tenantId), eq(tenantFeatures.isDeleted, false)))
    .orderBy(asc(features.sort));
  return rows.map(({ f, ...names }) => ({ ...isoRow(f), ...names }));
}

function needTenant(tenantId: string | null): string {
  assertSpace(tenantId);
  return tenantId;
}

export function featureRoutes(app: FastifyInstance, deps: { db: Db }) {
  serve(app, ep.tree, async (req) =>
    req.tx(async (tx) =>
      featureTree((await liveFeatures(tx)).map(toNode)),
    ),
  );

  serve(app, ep.charged, async (req) =>
    req.tx(async (tx) =>
      (await liveFeatures(tx, eq(features.isCharged, true))).map(toNode),
    ),
  );

  serve(app, ep.permissions, async () => PERMISSION_CATALOGUE);

  serve(app, ep.create, async (req) =>
    req.tx(async (tx) => {
      const { concurrencyStamp: _c, ...v } = req.body;
      await checkFeatureInput(tx, req.body);
      const f = await insertAudited(
        tx,
        req.ctx,
        features,
        { ...v, parentId: v.parentId ?? null },
        { module: 'saas', entityType: 'Feature' },
      );
      return toNode(f);
    }),
  );

  const updateFeature = (req: FastifyRequest, id: string, body: z.infer<typeof featureInput>) =>
    req.tx(async (tx) => {
      const before = await liveFeature(tx, id);
      const { concurrencyStamp, ...v } = body;
      if (concurrencyStamp && concurrencyStamp !== before.concurrencyStamp) throw conflict();
      await checkFeatureInput(tx, body, before.id);
      const after = await updateAudited(tx, req.ctx, features, before, { ...v, parentId: v.parentId ?? null }, { module: 'saas', entityType: 'Feature' });
      return toNode(after);
    });
  serve(app, ep.update, async (req) => updateFeature(req, req.params.id, req.body));
  serve(app, ep.updateByBody, async (req) => updateFeature(req, req.body.id, req.body));

  // The platform's view of the features: the tree, each feature with how many spaces hold it now
  // (bought or granted until a future date, or without an end) and how many of those are trials.
  serve(app, ep.forAdmin, async (req) =>
    req.tx(async (tx) => {
      const rows = await liveFeatures(tx);
      const held = await tx
        .select({
          featureId: tenantFeatures.featureId,
          spaces: sql<number>`count(distinct ${tenantFeatures.tenantId})::int`,
          trials: sql<number>`count(distinct ${tenantFeatures.tenantId}) filter (where ${tenantFeatures.isTrial})::int`,
        })
        .from(tenantFeatures)
        .where(
          and(
            eq(tenantFeatures.isDeleted, false),
            or(isNull(tenantFeatures.expiryTime), gt(tenantFeatures.expiryTime, new Date())),
          ),
        )
        .groupBy(tenantFeatures.featureId);
      const byId = new Map(held.map((h) => [h.featureId, h]));
      return featureTree(
        rows.map((f) => ({
          ...toNode(f),
          holdingSpaces: byId.get(f.id)?.spaces ?? 0,
          trialSpaces: byId.get(f.id)?.trials ?? 0,
        })),
      );
    }),
  );

  serve(app, ep.remove, async (req) =>
    req.tx(async (tx) => {
      const f = await liveFeature(tx, req.params.id);
      const [child] = await tx
        .select({ id: features.id })
        .from(features)
        .where(and(eq(features.parentId, f.id), eq(features.isDeleted, false)))
        .limit(1);
      if (child) throw businessError('请先删除该标签下的功能');
      // The unique name is freed so that the code can be used again.
      await tx
        .update(features)
        .set({
          isDeleted: true,
          deletionTime: new Date(),
          deleterId: req.ctx.userId,
          name: `${f.name}#${f.id}`.slice(0, 128),
        })
        .where(eq(features.id, f.id));
      await tx.delete(editionFeatures).where(eq(editionFeatures.featureId, f.id));
      await audit(tx, req.ctx, {
        module: 'saas',
        entityType: 'Feature',
        entityId: f.id,
        action: 'delete',
        before: f,
      });
    }),
  );

  serve(app, ep.usage, async (req) => req.tx((tx) => usageOf(tx, needTenant(req.ctx.tenantId))));

  serve(app, ep.usageForAdmin, async (req) =>
    inScope(deps.db, { userId: req.ctx.userId, tenantId: req.query.tenantId, factoryId: null }, (tx) =>
      usageOf(tx, req.query.tenantId),
    ),
  );

  serve(app, ep.usageLog, async (req) =>
    req.tx(async (tx) =>
      (
        await tx
          .select({ l: featureUsageLogs, displayName: features.displayName })
          .from(featureUsageLogs)
          .innerJoin(features, eq(features.id, featureUsageLogs.featureId))
          .where(
            and(
              eq(featureUsageLogs.tenantId, needTenant(req.ctx.tenantId)),
              req.query.featureId ? eq(featureUsageLogs.featureId, req.query.featureId) : undefined,
            ),
          )
          .orderBy(desc(featureUsageLogs.time))
          .limit(500)
      ).map(({ l, displayName }) => ({ ...isoRow(l), displayName })),
    ),
  );

  /** A charged feature may be tried once per space, for TRIAL_DAYS days. */
  serve(app, ep.trial, async (req) =>
    req.tx(async (tx) => {
      const tenantId = needTenant(req.ctx.tenantId);
      const f = await liveFeature(tx, req.body.featureId);
      if (!f.isCharged) throw businessError('该功能无需试用');
      const [had] = await tx
        .select({ id: tenantFeatures.id })
        .from(tenantFeatures)
        .where(and(eq(tenantFeatures.tenantId, tenantId), eq(tenantFeatures.featureId, f.id)));
      if (had) throw businessError('该功能已试用或已购买');
      const [row] = await tx
        .insert(tenantFeatures)
        .values({
          tenantId,
          featureId: f.id,
          isTrial: true,
          expiryTime: new Date(Date.now() + TRIAL_DAYS * DAY),
          creatorId: req.ctx.userId,
        })
        .returning();
      await audit(tx, req.ctx, {
        module: 'saas',
        entityType: 'TenantFeature',
        entityId: row!.id,
        action: 'trial',
        after: row,
      });
      return { ...row!, expiryTime: iso(row!.expiryTime) };
    }),
  );

  const changeUsage =
    (sign: 1 | -1) =>
    async (req: {
      ctx: { tenantId: string | null; userId: string | null };
      body: z.infer<typeof featureUsageBody>;
      tx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
    }) =>
      req.tx(async (tx) => {
        const tenantId = needTenant(req.ctx.tenantId);
        const [row] = await tx
          .select()
          .from(tenantFeatures)
          .where(
            liveOf(
              tenantFeatures,
              tenantId,
              eq(tenantFeatures.featureId, req.body.featureId),
              or(isNull(tenantFeatures.expiryTime), gt(tenantFeatures.expiryTime, new Date())),
            ),
          );
        if (!row) throw businessError('该功能未开通或已过期');
        const used = row.used + sign * req.body.count;
        if (used < 0) throw businessError('使用次数不能小于0');
        if (sign > 0 && row.usageLimit > 0 && used > row.usageLimit)
          throw businessError('已超过该功能的使用次数');
        await tx
          .update(tenantFeatures)
          .set({ used: sql`${tenantFeatures.used} + ${sign * req.body.count}` })
          .where(and(eq(tenantFeatures.tenantId, tenantId), eq(tenantFeatures.id, row.id)));
        await tx.insert(featureUsageLogs).values({
          tenantId,
          featureId: row.featureId,
          delta: sign * req.body.count,
          reason: req.body.reason,
          operatorId: req.ctx.userId,
        });
        return { featureId: row.featureId, used, usageLimit: row.usageLimit };
      });
  serve(app, ep.addUsage, changeUsage(1));
  serve(app, ep.deleteUsage, changeUsage(-1));

  serve(app, ep.unexpired, async (req) =>
    req.tx(async (tx) => {
      const tenantId = needTenant(req.ctx.tenantId);
      const [row] = await tx
        .select({ expiryTime: tenantFeatures.expiryTime })
        .from(tenantFeatures)
        .where(liveOf(tenantFeatures, tenantId, eq(tenantFeatures.featureId, req.params.id)))
        .orderBy(desc(tenantFeatures.expiryTime));
      const unexpired = !!row && (row.expiryTime === null || row.expiryTime > new Date());
      return { featureId: req.params.id, unexpired, expiryTime: iso(row?.expiryTime ?? null) };
    }),
  );
}
