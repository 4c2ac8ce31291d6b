import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  accountChangeEndpoints,
  accountFieldLabels,
  EditionType,
  messages as msg,
  tenantEndpoints as ep,
  UserStatus,
  type AccountField,
  type TenantRow,
} from '@al/contracts';
import type { Db, Tx } from '../../core/db/client.ts';
import { inScope } from '../../core/db/scoped.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { containsPattern, pagedList } from '../../core/http/paging.ts';
import { badRequest, businessError, notFound } from '../../core/http/errors.ts';
import { iso, isoRow, serve } from '../../core/http/endpoint.ts';
import { assertSpace } from '../../core/http/space.ts';
import { members, users } from '../identity/schema.ts';
import { messages } from '../account/schema.ts';
import {
  editionFeatures,
  editions,
  features,
  orders,
  tenantFeatures,
  tenantFollowups,
  tenantOperateLogs,
  tenants,
} from './schema.ts';
import { liveEditions } from './catalogue.ts';
import { toTenantInfo } from './tenant-info.ts';
import { createSpace, ownerAndEdition } from './tenant-service.ts';
import { applyAccountChange, logOperation } from './account-service.ts';

const DAY = 86_400_000;

export function toRow(t: typeof tenants.$inferSelect, editionName: string | null): TenantRow {
  return {
    ...isoRow(t),
    editionName,
    daysToExpire: t.expiryTime ? Math.max(0, Math.ceil((t.expiryTime.getTime() - Date.now()) / DAY)) : null,
    nestQuota: Number(t.nestQuota),
  };
}

export async function liveTenant(tx: Tx, id: string) {
  const [t] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
  if (!t) throw notFound('空间不存在');
  return t;
}

const editionNameOf = sql<string | null>`(select e.name from editions e where e.id = ${tenants.editionId})`;

function listTenants(tx: Tx, where: SQL[], q: { skipCount: number; maxResultCount: number }) {
  return pagedList(tx, q, {
    from: tenants,
    where: and(eq(tenants.isDeleted, false), ...where),
    orderBy: [desc(tenants.creationTime)],
    select: { t: tenants, editionName: editionNameOf },
    map: (r) => toRow(r.t as typeof tenants.$inferSelect, r.editionName as string | null),
  });
}

/** A follow-up as the answer carries it. */
const toFollowup = (f: typeof tenantFollowups.$inferSelect) => isoRow(f);

export function tenantRoutes(app: FastifyInstance, deps: { db: Db }) {
  serve(app, ep.list, async (req) =>
    req.tx((tx) => {
      const w: SQL[] = [];
      if (req.query.displayName?.trim())
        w.push(ilike(tenants.displayName, containsPattern(req.query.displayName.trim())));
      if (req.query.editionType) w.push(eq(tenants.editionType, req.query.editionType));
      if (req.query.tag?.trim()) w.push(sql`${req.query.tag.trim()} = any(${tenants.tags})`);
      return listTenants(tx, w, req.query);
    }),
  );
  const brief = (req: FastifyRequest, w?: SQL) =>
    req.tx((tx) =>
      tx
        .select({ id: tenants.id, displayName: tenants.displayName, editionType: tenants.editionType })
        .from(tenants)
        .where(and(eq(tenants.isDeleted, false), w))
        .orderBy(asc(tenants.displayName))
        .limit(1000),
    );
  serve(app, ep.all, async (req) => brief(req));
  serve(app, ep.byEditionType, async (req) => brief(req, eq(tenants.editionType, req.query.editionType)));
  serve(app, ep.byDisplayName, async (req) =>
    brief(req, ilike(tenants.displayName, containsPattern(req.query.displayName.trim()))),
  );

  serve(app, ep.update, async (req) =>
    req.tx(async (tx) => {
      const t = await liveTenant(tx, req.params.id);
      const [after] = await tx
        .update(tenants)
        .set({ ...req.body, lastModificationTime: new Date(), lastModifierId: req.ctx.userId })
        .where(eq(tenants.id, t.id))
        .returning();
      await logOperation(
        tx,
        req.ctx,
        t.id,
        'update',
        { displayName: t.displayName, telephone: t.telephone, isActive: t.isActive },
        req.body,
      );
      return toRow(after!, null);
    }),
  );

  const setTags = (req: FastifyRequest, id: string, list: string[]) =>
    req.tx(async (tx) => {
      const t = await liveTenant(tx, id);
      const next = [...new Set(list)];
      await tx.update(tenants).set({ tags: next }).where(eq(tenants.id, t.id));
      return next;
    });
  const removeTag = (req: FastifyRequest, id: string, tag: string) =>
    req.tx(async (tx) => {
      const t = await liveTenant(tx, id);
      const next = t.tags.filter((x) => x !== tag);
      await tx.update(tenants).set({ tags: next }).where(eq(tenants.id, t.id));
      return next;
    });
  serve(app, ep.setTags, async (req) => setTags(req, req.params.id, req.body.tags));
  serve(app, ep.removeTag, async (req) => removeTag(req, req.params.id, req.query.tag));
  serve(app, ep.setTagsByBody, async (req) => setTags(req, req.body.tenantId, req.body.tags));
  serve(app, ep.removeTagByQuery, async (req) => removeTag(req, req.query.tenantId, req.query.tag));

  for (const what of Object.keys(accountFieldLabels) as AccountField[])
    serve(app, accountChangeEndpoints[what], async (req) =>
      req.tx(async (tx) => {
        const t = await liveTenant(tx, req.body.tenantId);
        const after = await applyAccountChange(tx, req.ctx, t, what, req.body.value, req.body.reason);
        return toRow(after, null);
      }),
    );

  serve(app, ep.batchService, async (req) =>
    req.tx(async (tx) => {
      const list = await tx
        .select()
        .from(tenants)
        .where(and(inArray(tenants.id, req.body.tenantIds), eq(tenants.isDeleted, false)));
      if (list.length !== new Set(req.body.tenantIds).size) throw badRequest('空间不存在', ['tenantIds']);
      const expiryTime = new Date(req.body.expiryTime);
      await tx
        .update(tenants)
        .set({ expiryTime, isInTrialPeriod: false, lastModificationTime: new Date() })
        .where(inArray(tenants.id, req.body.tenantIds));
      for (const t of list)
        await logOperation(tx, req.ctx, t.id, 'batch-service', t.expiryTime, expiryTime, req.body.reason);
      return { count: list.length };
    }),
  );

  /** An operator opens a space for a registered user (by user name), who becomes its administrator. */
  for (const create of [ep.create, ep.createByBase])
    serve(app, create, async (req) =>
      req.tx(async (tx) => {
        const { owner, edition } = await ownerAndEdition(tx, req.body);
        const t = await createSpace(tx, req.ctx, {
          userId: owner.id,
          displayName: req.body.displayName,
          telephone: req.body.telephone ?? null,
          edition,
        });
        await logOperation(tx, req.ctx, t.id, 'create', null, {
          displayName: t.displayName,
          editionId: edition.id,
          owner: owner.userName,
        });
        return toRow(t, edition.name);
      }),
    );

  serve(app, ep.info, async (req) => {
    const { t, e, paid, orderCount } = await req.tx(async (tx) => {
      const t = await liveTenant(tx, req.query.id);
      const [e] = t.editionId ? await tx.select().from(editions).where(eq(editions.id, t.editionId)) : [];
      const [sum = { paid: '0', orderCount: 0 }] = await tx
        .select({
          paid: sql<string>`coalesce(sum(${orders.amount} - ${orders.discount}) filter (where ${orders.status} = 1), 0)`,
          orderCount: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(eq(orders.tenantId, t.id));
      return { t, e, ...sum };
    });
    // Members are counted in the tenant's own scope, after the platform transaction has ended:
    // a second scope opened inside it waits for the same (single) connection forever.
    const memberCount = await inScope(
      deps.db,
      { userId: req.ctx.userId, tenantId: t.id, factoryId: null },
      async (stx) => {
        const [m] = await stx
          .select({ n: sql<number>`count(*)::int` })
          .from(members)
          .where(and(eq(members.tenantId, t.id), eq(members.isDeleted, false)));
        return m?.n ?? 0;
      },
    );
    return {
      ...toRow(t, e?.name ?? null),
      memberCount,
      orderCount,
      paidAmount: Number(Number(paid).toFixed(2)),
    };
  });

  serve(app, ep.notice, async (req) => {
    const t = await req.tx((tx) => liveTenant(tx, req.body.tenantId));
    const admins = await inScope(
      deps.db,
      { userId: req.ctx.userId, tenantId: t.id, factoryId: null },
      (tx) =>
        tx
          .select({ userId: members.userId })
          .from(members)
          .where(and(eq(members.tenantId, t.id), eq(members.isAdmin, true), eq(members.isDeleted, false))),
    );
    await req.tx(async (tx) => {
      if (admins.length)
        await tx.insert(messages).values(
          admins.map((a) => ({
            userId: a.userId,
            tenantId: t.id,
            tenantName: t.displayName,
            groupType: 1,
            messageTypeValue: 2,
            title: req.body.title,
            content: req.body.content,
          })),
        );
      await logOperation(tx, req.ctx, t.id, 'notice', null, {
        title: req.body.title,
        recipients: admins.length,
      });
    });
    return { recipients: admins.length };
  });

  /** The current space's own account (/enterprise/info). */
  serve(app, ep.own, async (req) =>
    req.tx(async (tx) => {
      const t = await liveTenant(tx, req.ctx.tenantId);
      const [e] = t.editionId ? await tx.select().from(editions).where(eq(editions.id, t.editionId)) : [];
      return toRow(t, e?.name ?? null);
    }),
  );

  /** Features of a space: those of its edition and those bought (with expiry). Platform administrators name the tenant. */
  serve(app, ep.features, async (req) => {
    const tenantId = req.ctx.isPlatformAdmin && req.query.tenantId ? req.query.tenantId : req.ctx.tenantId;
    assertSpace(tenantId);
    return inScope(deps.db, { userId: req.ctx.userId, tenantId, factoryId: null }, async (tx) => {
      const t = await liveTenant(tx, tenantId);
      const fromEdition = t.editionId
        ? await tx
            .select({ id: features.id, displayName: features.displayName })
            .from(editionFeatures)
            .innerJoin(features, eq(features.id, editionFeatures.featureId))
            .where(eq(editionFeatures.editionId, t.editionId))
        : [];
      const bought = await tx
        .select({
          id: features.id,
          displayName: features.displayName,
          expiryTime: tenantFeatures.expiryTime,
          isTrial: tenantFeatures.isTrial,
        })
        .from(tenantFeatures)
        .innerJoin(features, eq(features.id, tenantFeatures.featureId))
        .where(and(eq(tenantFeatures.tenantId, tenantId), eq(tenantFeatures.isDeleted, false)));
      return { edition: fromEdition, bought: bought.map((b) => ({ ...b, expiryTime: iso(b.expiryTime) })) };
    });
  });

  serve(app, ep.operateLog, async (req) =>
    req.tx(async (tx) =>
      (
        await tx
          .select()
          .from(tenantOperateLogs)
          .where(req.query.tenantId ? eq(tenantOperateLogs.tenantId, req.query.tenantId) : undefined)
          .orderBy(desc(tenantOperateLogs.time))
          .limit(500)
      ).map(isoRow),
    ),
  );

  serve(app, ep.followups, async (req) =>
    req.tx((tx) =>
      pagedList(tx, req.query, {
        from: tenantFollowups,
        where: and(
          eq(tenantFollowups.isDeleted, false),
          req.query.tenantId ? eq(tenantFollowups.tenantId, req.query.tenantId) : undefined,
        ),
        orderBy: [desc(tenantFollowups.time)],
        select: {
          f: tenantFollowups,
          tenantName: sql<string>`(select t.display_name from tenants t where t.id = ${tenantFollowups.tenantId})`,
        },
        map: (x) => ({
          ...toFollowup(x.f as typeof tenantFollowups.$inferSelect),
          tenantName: x.tenantName as string,
        }),
      }),
    ),
  );
  serve(app, ep.addFollowup, async (req) =>
    req.tx(async (tx) => {
      await liveTenant(tx, req.body.tenantId);
      const [f] = await tx
        .insert(tenantFollowups)
        .values({
          ...req.body,
          nextFollowTime: req.body.nextFollowTime ? new Date(req.body.nextFollowTime) : null,
          operatorId: req.ctx.userId,
          operatorName: req.ctx.userName,
        })
        .returning();
      return toFollowup(f!);
    }),
  );
  const deleteFollowup = async (req: FastifyRequest, id: string) => {
    const n = await req.tx((tx) =>
      tx
        .update(tenantFollowups)
        .set({ isDeleted: true })
        .where(and(eq(tenantFollowups.id, id), eq(tenantFollowups.isDeleted, false)))
        .returning({ id: tenantFollowups.id }),
    );
    if (!n.length) throw notFound('跟进记录不存在');
  };
  serve(app, ep.removeFollowup, async (req) => deleteFollowup(req, req.params.id));
  serve(app, ep.removeFollowupByQuery, async (req) => deleteFollowup(req, req.query.id));

  serve(app, ep.trend, async (req) =>
    req.tx((tx) => {
      const key = sql<string>`to_char(${tenants.creationTime}, 'YYYY-MM')`;
      return tx
        .select({ key, editionType: tenants.editionType, count: sql<number>`count(*)::int` })
        .from(tenants)
        .where(
          and(
            eq(tenants.isDeleted, false),
            sql`extract(year from ${tenants.creationTime}) = ${req.query.year}`,
          ),
        )
        .groupBy(key, tenants.editionType)
        .orderBy(key);
    }),
  );

  /** Registration (/user/register): a new account with its personal space. */
  serve(app, ep.register, async (req) => {
    const passwordHash = await hashPassword(req.body.password);
    return inScope(deps.db, { userId: null, tenantId: null, factoryId: null }, async (tx) => {
      const [dup] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${req.body.userName})`);
      if (dup) throw badRequest(msg.duplicate('用户名', req.body.userName), ['userName']);
      const [edition] = await liveEditions(tx, eq(editions.editionType, EditionType.personal)).limit(1);
      if (!edition) throw businessError(msg.editionUnavailable);
      const [user] = await tx
        .insert(users)
        .values({
          userName: req.body.userName,
          name: req.body.name ?? null,
          phoneNumber: req.body.phoneNumber,
          passwordHash,
        })
        .returning();
      await tx.execute(sql.raw(`SET LOCAL app.user_id = '${user!.id}'`));
      const displayName = `${req.body.name?.trim() || req.body.userName}的个人空间`;
      const tenant = await createSpace(
        tx,
        { ...req.ctx, userId: user!.id },
        { userId: user!.id, displayName, telephone: req.body.phoneNumber, edition },
      );
      return {
        userId: user!.id,
        userName: user!.userName,
        tenant: toTenantInfo(tenant, edition),
        userStatus: UserStatus.agreed,
      };
    });
  });
}
